/**
 * Hybrid mode as a user starts it: `--real`, `--route`, `--real-timeout`,
 * `--record` (a valid HAR once stopped) and `--from-har` (recorded answers
 * seed the data; answers that don't fit are listed and skipped), and the
 * clear errors of each option given wrong. The command runs in this process;
 * Ctrl-C on the command as a process is a smoke test of tests/server/command-line.test.ts.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import { runCommandLine, startCommandLine } from '../support/command-line.ts'
import { assertValidHar } from '../support/har-validator.ts'
import { startStandInService, type StandIn } from '../support/stand-in-service.ts'

const realSeed = 7
const seededId = 're-0020'

let real: StandIn
let directory: string
let realName: string
beforeAll(async () => {
  real = await startStandInService({ seed: realSeed })
  directory = await mkdtemp(join(tmpdir(), 'hybrid-command-line-'))
  realName = (await createMock({ seed: realSeed }).database()).findRealEstateObject(seededId)!.name
})
afterAll(async () => {
  await real.stop()
  await rm(directory, { recursive: true, force: true })
})

describe('the command in hybrid mode', () => {
  test('--real with --route: the routed operation answers from the real service, the others from the mock, and --record writes a valid HAR when stopped', async () => {
    const recordPath = join(directory, 'staging.har')
    const server = await startCommandLine([
      '--port',
      '0',
      '--real',
      real.url,
      '--route',
      'getRealEstateObject=real',
      '--route',
      'getAccount=real-then-mock',
      '--record',
      recordPath,
    ])
    const { url } = server
    try {
      expect(server.output()).toContain(`Real service: ${real.url}`)
      expect(server.output()).toContain('getRealEstateObject=real')
      const object = await fetch(`${url}/svc/v1/RealEstateService/RealEstateObjects/${seededId}`)
      expect(object.headers.get('x-mock-source')).toBe('real')
      expect(((await object.json()) as { name: string }).name).toBe(realName)
      const settings = await fetch(`${url}/svc/v1/AccountService`)
      expect(settings.headers.get('x-mock-source')).toBeNull()
      const routes = (await (await fetch(`${url}/__mock/routes`)).json()) as { value: Record<string, string> }
      expect(routes.value).toEqual({
        getRealEstateObject: 'real',
        getAccountSettings: 'mock',
        updateAccountSettings: 'mock',
        getAccount: 'real-then-mock',
      })
      await fetch(`${url}/svc/v1/AccountService/Accounts/alice.admin`, {
        headers: { Authorization: 'Bearer token-in-the-recording' },
      })
    } finally {
      await server.stop('SIGINT')
    }
    const har = JSON.parse(await readFile(recordPath, 'utf8'))
    assertValidHar(har)
    expect(har.log.entries.map((entry: { request: { url: string } }) => new URL(entry.request.url).pathname)).toEqual([
      `/svc/v1/RealEstateService/RealEstateObjects/${seededId}`,
      '/svc/v1/AccountService/Accounts/alice.admin',
    ])
    expect(await readFile(recordPath, 'utf8')).not.toContain('token-in-the-recording')
  })

  test('--real-timeout: a real route whose service hangs answers 504 within it', async () => {
    real.drift({ kind: 'hang' })
    const server = await startCommandLine([
      '--port',
      '0',
      '--real',
      real.url,
      '--route',
      '*=real',
      '--real-timeout',
      '200ms',
    ])
    try {
      const answer = await fetch(`${server.url}/svc/v1/AccountService`)
      expect(answer.status).toBe(504)
      expect(((await answer.json()) as { detail: string }).detail).toContain('200 ms')
    } finally {
      real.drift()
      await server.stop('SIGTERM')
    }
  })

  test.each([
    [
      ['--route', 'getAccount=real'],
      /--route sends operations to the real service: please give its URL with --real <url>/,
    ],
    [['--record', 'x.har'], /--record records the real service's answers: please give its URL with --real <url>/],
    [['--real', 'staging.example.com'], /real must be an http\(s\) URL/],
    [['--real', 'http://127.0.0.1:9', '--route', 'getAcount=real'], /route takes operation=mode/],
    [['--real', 'http://127.0.0.1:9', '--route', 'getAccount=sometimes'], /route takes operation=mode/],
    [['--real', 'http://127.0.0.1:9', '--real-timeout', 'soon'], /real-timeout must be a duration/],
  ])('%j: one clear line and exit code 2', async (args, message) => {
    const result = await runCommandLine(args)
    expect(result.status).toBe(2)
    expect(result.stderr.trim()).toMatch(message)
    expect(result.stderr.trim().split('\n')).toHaveLength(1)
  })
})

describe('--from-har', () => {
  test('seeds the data from the recorded answers; answers that do not fit are listed with their pointers and skipped', async () => {
    const hybrid = createMock({ seed: 42, real: { url: real.url, routes: { '*': 'real' } } })
    const recording = hybrid.record()
    await hybrid.fetch(new Request(`http://mock.test/svc/v1/RealEstateService/RealEstateObjects/${seededId}`))
    await hybrid.fetch(new Request('http://mock.test/svc/v1/AccountService/Accounts/carol.viewer'))
    real.drift({
      kind: 'number-as-string',
      operation: 'getAccount',
      pointer: '/subscription_management/plan/plan_price',
    })
    await hybrid.fetch(new Request('http://mock.test/svc/v1/AccountService/Accounts/bob.agent'))
    real.drift()
    const har = recording.stop()
    const harPath = join(directory, 'recorded.har')
    await writeFile(harPath, JSON.stringify(har))

    const server = await startCommandLine(['--port', '0', '--from-har', harPath])
    const { url } = server
    try {
      expect(server.output()).toMatch(/Seeded from .*recorded\.har: 2 recorded answers used, 1 skipped/)
      expect(server.output()).toContain(
        'Skipped /log/entries/2 (GET /svc/v1/AccountService/Accounts/bob.agent): /subscription_management/plan/plan_price',
      )
      const object = (await (await fetch(`${url}/svc/v1/RealEstateService/RealEstateObjects/${seededId}`)).json()) as {
        name: string
      }
      expect(object.name).toBe(realName)
      const snapshots = (await (await fetch(`${url}/__mock/snapshots`)).json()) as Array<{ name: string }>
      expect(snapshots.map((snapshot) => snapshot.name)).toContain('from-har')
    } finally {
      await server.stop('SIGTERM')
    }
  })

  test.each([
    ['not JSON', '{"log":', /Failed to load the HAR file .*: it is not JSON/],
    ['no HAR log', '{"entries":[]}', /it is not a HAR log, so nothing was loaded\.\n\s+\/log: /],
  ])('a file that is %s stops the start with exit code 2', async (_, text, message) => {
    const path = join(directory, 'bad.har')
    await writeFile(path, text)
    const result = await runCommandLine(['--from-har', path])
    expect(result.status).toBe(2)
    expect(result.stderr).toMatch(message)
  })

  test('a file that is not there: one clear line, exit code 2', async () => {
    const result = await runCommandLine(['--from-har', join(directory, 'missing.har')])
    expect(result.status).toBe(2)
    expect(result.stderr.trim()).toMatch(
      /Failed to read the HAR file .*missing\.har: there is no such file\. Please check --from-har\./,
    )
  })
})
