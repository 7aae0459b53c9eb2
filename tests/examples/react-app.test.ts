/**
 * The React example (examples/react-app), in Node: its typed client is made
 * from the OpenAPI document the package ships, type-checks with the types
 * openapi-typescript makes of it, and reads and writes through the mock.
 * The same app in Chromium: react-app.browser.test.ts.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import { createOpenApiDocument } from '../../src/model/create-openapi-document.ts'
import { createServiceClient, ServiceError } from '../../examples/react-app/src/service-client.ts'
import { runCommand } from '../package/run-command.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const example = join(root, 'examples', 'react-app')
const bin = (name: string) => join(root, 'node_modules', '.bin', name)

let workspace: string

beforeAll(async () => {
  workspace = await mkdtemp(join(tmpdir(), 'rem-react-example-'))
})

afterAll(() => rm(workspace, { recursive: true, force: true }))

describe('the React example', () => {
  test("its service-api.ts is what openapi-typescript makes of the package's openapi.json (else run its npm run generate:api)", async () => {
    // The document `npm run openapi` writes and the package ships as real-estate-service-mock/openapi.json.
    const document = join(workspace, 'openapi.json')
    await writeFile(document, `${JSON.stringify(createOpenApiDocument(), null, 2)}\n`)
    const generated = join(workspace, 'service-api.ts')
    await runCommand(bin('openapi-typescript'), [document, '-o', generated], workspace)
    expect(await readFile(join(example, 'src', 'service-api.ts'), 'utf8')).toBe(await readFile(generated, 'utf8'))
  }, 60_000)

  test('type-checks, and its typed client refuses a wrong path, parameter or body', async () => {
    // Probes that fail to compile unless the client's types are the document's (not `any`).
    const probes = join(example, 'src', `type-probes-${process.pid}.ts`)
    await writeFile(
      probes,
      `import createClient from 'openapi-fetch'
import type { paths } from './service-api.ts'
import { createServiceClient } from './service-client.ts'

const client = createClient<paths>({ baseUrl: '' })
// @ts-expect-error no such path in the interface
void client.GET('/svc/v1/AccountService/Account/{username}', { params: { path: { username: 'alice.admin' } } })
// @ts-expect-error the path parameter is id
void client.GET('/svc/v1/RealEstateService/RealEstateObjects/{id}', { params: { path: { name: 're-0001' } } })
// @ts-expect-error the settings have no such field
void createServiceClient().updateAccountSettings({ activity_log: false })
// @ts-expect-error seurity_settings is the account's key, not the settings'
void createServiceClient().updateAccountSettings({ seurity_settings: {} })
const name: Promise<string> = createServiceClient().getRealEstateObject('re-0001').then((object) => object.name)
const username: Promise<string> = createServiceClient().getAccount('alice.admin').then((account) => account.seurity_settings.username)
export { name, username }
`,
    )
    try {
      // The app, its tests, its stories and its configs, with the package's sources they import: minutes on a busy machine.
      await runCommand(bin('tsc'), ['-p', 'tsconfig.json'], example)
    } finally {
      await rm(probes, { force: true })
    }
  }, 300_000)

  test('its typed client reads each operation and writes the settings through the mock', async () => {
    const mock = createMock({ seed: 42 })
    const service = createServiceClient('http://localhost', mock.fetch)
    expect((await service.getRealEstateObject('re-0001')).name).toBe('Harbor View Loft')
    expect((await service.getAccount('alice.admin')).seurity_settings.username).toBe('alice.admin')
    expect((await service.getAccountSettings()).permissions).toContain('manage_accounts')
    expect((await service.updateAccountSettings({ activity_logs: false })).activity_logs).toBe(false)
    expect(mock.requests.count({ operation: 'updateAccountSettings', status: 200 })).toBe(1)
  })

  test('a failed call is a ServiceError holding the problem, with the fields a 422 names', async () => {
    const mock = createMock({ seed: 42 })
    const service = createServiceClient('http://localhost', mock.fetch)
    const refused = await service
      .updateAccountSettings({ security_settings: { min_password_length: 500 } })
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ServiceError)
    expect((refused as ServiceError).status).toBe(422)
    expect((refused as ServiceError).problem?.errors?.map(({ pointer }) => pointer)).toEqual([
      '/security_settings/min_password_length',
    ])

    mock.useScenario('maintenance')
    const down = await service.getRealEstateObject('re-0001').catch((error: unknown) => error)
    expect((down as ServiceError).problem).toMatchObject({ status: 503, title: 'Service Unavailable' })
  })

  test("its worker script is the installed msw's (else run: npx msw init examples/react-app/public)", async () => {
    const installed = await readFile(join(root, 'node_modules', 'msw', 'lib', 'mockServiceWorker.js'), 'utf8')
    expect(await readFile(join(example, 'public', 'mockServiceWorker.js'), 'utf8')).toBe(installed)
  })
})
