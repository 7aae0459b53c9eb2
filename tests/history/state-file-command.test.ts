import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import { runCommandLine, startCommandLine } from '../support/command-line.ts'

describe('--state <file.json>', () => {
  let folder: string
  let exported: ReturnType<ReturnType<typeof createMock>['history']['export']>

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'real-estate-service-mock-state-'))
    const mock = createMock()
    const database = await mock.database()
    await database.updateSettings((current) => ({
      ...current,
      activity_logs: !current.activity_logs,
      preferences: { ...current.preferences, language_default: 'pt-BR' },
    }))
    await database.putRealEstateObject('re-0001', (current) => ({ ...current!, name: 'Prepared for the demo' }))
    mock.useScenario('read-only')
    exported = mock.history.export(mock.history.snapshot({ name: 'demo-start' }).name)
  })
  afterAll(() => rm(folder, { recursive: true, force: true }))

  test('the server starts in the exported state, and the snapshot is there to restore', async () => {
    const path = join(folder, 'demo.json')
    await writeFile(path, JSON.stringify(exported))
    const server = await startCommandLine(['--port', '0', '--state', path])
    try {
      const settings = await (await fetch(`${server.url}/svc/v1/AccountService`)).json()
      expect(settings.preferences.language_default).toBe('pt-BR')
      const object = await (await fetch(`${server.url}/svc/v1/RealEstateService/RealEstateObjects/re-0001`)).json()
      expect(object.name).toBe('Prepared for the demo')
      expect((await (await fetch(`${server.url}/__mock/scenario`)).json()).name).toBe('read-only')

      await fetch(`${server.url}/__mock/reset`, { method: 'POST' })
      expect((await (await fetch(`${server.url}/svc/v1/AccountService`)).json()).preferences.language_default).not.toBe(
        'pt-BR',
      )
      expect((await fetch(`${server.url}/__mock/snapshots/demo-start/restore`, { method: 'POST' })).status).toBe(200)
      expect((await (await fetch(`${server.url}/svc/v1/AccountService`)).json()).preferences.language_default).toBe(
        'pt-BR',
      )
      expect(server.output()).toContain('Loaded the state file')
    } finally {
      await server.stop('SIGTERM')
    }
  })

  test('a file that breaks the schemas stops the start with each problem at its JSON Pointer, and exit code 2', async () => {
    const broken = structuredClone(exported) as unknown as {
      data: { default: { realEstateObjects: Array<Record<string, unknown>>; settings: Record<string, unknown> } }
    }
    broken.data.default.realEstateObjects[2]!.rental_price = 2450
    broken.data.default.settings.activity_logs = 'yes'
    const path = join(folder, 'broken.json')
    await writeFile(path, JSON.stringify(broken))
    const result = await runCommandLine(['--port', '0', '--state', path])
    expect(result.status).toBe(2)
    expect(result.stderr).toContain('nothing was loaded')
    expect(result.stderr).toContain('/data/default/realEstateObjects/2/rental_price')
    expect(result.stderr).toContain('/data/default/settings/activity_logs')
    expect(result.stdout).not.toContain('Serving')
  })

  test.each([
    ['a missing file', 'no-such-file.json', /there is no such file/],
    ['a file that is not JSON', 'not-json.json', /it is not JSON/],
  ])('%s: one clear line and exit code 2', async (_, name, message) => {
    await writeFile(join(folder, 'not-json.json'), '{ "format": ')
    const result = await runCommandLine(['--port', '0', '--state', join(folder, name)])
    expect(result.status).toBe(2)
    expect(result.stderr.trim()).toMatch(message)
    expect(result.stderr.trim().split('\n')).toHaveLength(1)
  })
})
