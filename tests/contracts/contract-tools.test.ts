/**
 * Issue 23: the tools a service's team runs take what the mock gives them.
 * `redocly lint` (recommended rules) finds nothing in the OpenAPI document;
 * `swagger-mock-validator` finds the Pact that `--pact-out` wrote (the four
 * operations, a 404, a 422, a 401 and a 503 from a scenario, a viewer's 200
 * and a disabled account's 403 with their tokens) compatible with it; Pact's
 * own `Verifier` verifies that Pact against a running standalone server,
 * provider states set through the control API (the callers' tokens given by
 * their states), and fails it against a stand-in of the service that renames
 * `seurity_settings`.
 */
import { spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { Verifier } from '@pact-foundation/pact'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createOpenApiDocument } from '../../src/model/create-openapi-document.ts'
import type { Pact } from '../../src/engine/journal/pact-v3.ts'
import { startCommandLine } from '../support/command-line.ts'
import { providerStateHandlers, verificationSession } from '../support/pact-provider-states.ts'
import { startStandInService } from '../support/stand-in-service.ts'

const root = resolve(import.meta.dirname, '../..')
const redocly = join(root, 'node_modules/@redocly/cli/bin/cli.js')
const swaggerMockValidator = join(root, 'node_modules/@pactflow/swagger-mock-validator/bin/swagger-mock-validator.mjs')
// No telemetry, no update check: the tools run with no network but the registry's.
const toolEnv = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  PACT_DO_NOT_TRACK: 'true',
}
process.env.PACT_DO_NOT_TRACK = 'true'

function run(script: string, args: string[]) {
  return spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', env: toolEnv, timeout: 120_000 })
}

let workspace: string
let shipped: string
let pactPath: string
let pact: Pact

/** Drives a standalone server started with `--pact-out` through the answers the issue names, and stops it. */
async function recordPact(): Promise<void> {
  const server = await startCommandLine(['--port', '0', '--pact-out', pactPath, '--pact-consumer', 'settings-page'])
  const { url } = server
  const call = (path: string, init: RequestInit = {}, session?: string) =>
    fetch(`${url}${path}`, {
      ...init,
      headers: {
        Accept: 'application/json',
        ...(session ? { 'X-Mock-Session': session } : {}),
        ...(init.headers as Record<string, string>),
      },
    })
  const put = (value: unknown) => ({
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ value }),
  })
  const patch = (body: unknown) => ({
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect((await call('/svc/v1/RealEstateService/RealEstateObjects/re-0001')).status).toBe(200)
  expect((await call('/svc/v1/RealEstateService/RealEstateObjects/re-0007')).status).toBe(200)
  expect((await call('/svc/v1/AccountService')).status).toBe(200)
  expect((await call('/svc/v1/AccountService', patch({ security_settings: { min_password_length: 10 } }))).status).toBe(
    200,
  )
  expect((await call('/svc/v1/AccountService/Accounts/alice.admin')).status).toBe(200)
  expect((await call('/svc/v1/RealEstateService/RealEstateObjects/no-such-object')).status).toBe(404)
  expect(
    (await call('/svc/v1/AccountService', patch({ security_settings: { min_password_length: 0 }, auth_token: 'mine' })))
      .status,
  ).toBe(422)
  // The scenarios' answers come from sessions of their own, as tests in parallel make them.
  for (const [session, scenario] of [
    ['signed-out', 'auth'],
    ['down', 'maintenance'],
  ]) {
    expect(
      (
        await call('/__mock/sessions', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ id: session, scenario }),
        })
      ).status,
    ).toBe(201)
  }
  expect((await call('/svc/v1/AccountService', {}, 'signed-out')).status).toBe(401)
  expect((await call('/svc/v1/AccountService/Accounts/bob.agent', {}, 'down')).status).toBe(503)
  // Signed in with tokens the mock issued, authentication on: a viewer is let in, a disabled account is refused.
  const database = await server.mock.database()
  const tokenOf = (username: string) => `Bearer ${database.findAccount(username)!.auth_token}`
  expect((await call('/__mock/auth', put(true), 'signed-in')).status).toBe(200)
  expect(
    (await call('/svc/v1/AccountService', { headers: { Authorization: tokenOf('carol.viewer') } }, 'signed-in')).status,
  ).toBe(200)
  expect(
    (await call('/svc/v1/AccountService', { headers: { Authorization: tokenOf('dave.disabled') } }, 'signed-in'))
      .status,
  ).toBe(403)
  await server.stop('SIGTERM')
  expect(server.output()).toContain(`Wrote the Pact, 11 interactions, to ${pactPath}.`)
}

beforeAll(async () => {
  workspace = await mkdtemp(join(tmpdir(), 'rem-contracts-'))
  // What `npm run openapi` writes and the package ships.
  shipped = join(workspace, 'openapi.json')
  await writeFile(shipped, `${JSON.stringify(createOpenApiDocument(), null, 2)}\n`)
  pactPath = join(workspace, 'settings-page-real-estate-service.json')
  await recordPact()
  pact = JSON.parse(await readFile(pactPath, 'utf8')) as Pact
}, 120_000)

afterAll(() => rm(workspace, { recursive: true, force: true }))

describe('the Pact --pact-out wrote', () => {
  test("holds the four operations, a 404, a 422, a 401, a 503 from a scenario, and a known caller's 200 and 403", () => {
    expect(pact.consumer.name).toBe('settings-page')
    expect(pact.interactions.map(({ description }) => description)).toEqual([
      'getRealEstateObject: re-0001 → 200',
      'getRealEstateObject: re-0007 → 200',
      'getAccountSettings → 200',
      'updateAccountSettings: valid body → 200',
      'getAccount: alice.admin → 200',
      'getRealEstateObject: no-such-object, not found → 404',
      'updateAccountSettings: invalid body → 422',
      'getAccountSettings: no valid token, scenario auth → 401',
      'getAccount: bob.agent, scenario maintenance → 503',
      'getAccountSettings: as carol.viewer → 200',
      'getAccountSettings: not permitted, as dave.disabled → 403',
    ])
  })
})

describe('redocly lint, recommended rules', () => {
  const lint = (file: string) => {
    const result = run(redocly, ['lint', '--extends=recommended', '--format=json', file])
    return {
      ...result,
      report: JSON.parse(result.stdout) as { totals: { errors: number; warnings: number }; problems: unknown[] },
    }
  }

  test('the shipped openapi.json: 0 errors, 0 warnings', () => {
    const { status, report } = lint(shipped)
    expect(report.problems).toEqual([])
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 })
    expect(status).toBe(0)
  }, 120_000)

  test('the document a running server serves: 0 errors, 0 warnings', async () => {
    const server = await startCommandLine(['--port', '0'])
    const served = join(workspace, 'served.json')
    await writeFile(served, await (await fetch(`${server.url}/__mock/openapi.json`)).text())
    await server.stop('SIGTERM')
    expect(JSON.parse(await readFile(served, 'utf8')).servers).toEqual([{ url: server.url, description: 'This mock' }])
    const { report } = lint(served)
    expect(report.problems).toEqual([])
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 })
  }, 120_000)

  test('finds what the document lacked before: a document without servers and license fails', async () => {
    const { servers: _servers, ...document } = createOpenApiDocument()
    const bare = join(workspace, 'bare.json')
    await writeFile(bare, JSON.stringify({ ...document, info: { ...document.info, license: undefined } }))
    const { status, report } = lint(bare)
    expect(report.totals).toMatchObject({ errors: 1, warnings: 1 })
    expect(status).not.toBe(0)
  }, 120_000)
})

describe('swagger-mock-validator', () => {
  test('the shipped openapi.json and the Pact: 0 errors', () => {
    const { status, stdout, stderr } = run(swaggerMockValidator, [shipped, pactPath])
    expect(stderr).toBe('')
    expect(stdout).toContain('0 error(s)')
    expect(status).toBe(0)
  }, 120_000)

  test('a Pact whose account answer lacks seurity_settings: errors', async () => {
    const drifted = structuredClone(pact)
    const account = drifted.interactions.find(({ description }) => description === 'getAccount: alice.admin → 200')!
      .response.body as Record<string, unknown>
    account.security_settings = account.seurity_settings
    delete account.seurity_settings
    const file = join(workspace, 'drifted-pact.json')
    await writeFile(file, JSON.stringify(drifted))
    const { status, stdout } = run(swaggerMockValidator, [shipped, file])
    expect(stdout).toMatch(/response\.body\.incompatible/)
    expect(status).not.toBe(0)
  }, 120_000)
})

describe("Pact's Verifier", () => {
  const verify = (providerBaseUrl: string) =>
    new Verifier({
      provider: pact.provider.name,
      providerBaseUrl,
      pactUrls: [pactPath],
      stateHandlers: providerStateHandlers(pact, providerBaseUrl),
      customProviderHeaders: { 'X-Mock-Session': verificationSession },
      logLevel: 'error',
    }).verifyProvider()

  test('verifies the Pact against a running standalone server, provider states set through the control API: 0 failures', async () => {
    // Another seed than the Pact's: the provider states make the session of the Pact's own.
    const server = await startCommandLine(['--port', '0', '--seed', '1'])
    try {
      const output = JSON.parse(await verify(server.url)) as {
        result: boolean
        errors: unknown[]
        interactionResults: Array<{ result: string }>
      }
      expect(output.errors).toEqual([])
      expect(output.interactionResults).toHaveLength(pact.interactions.length)
      expect(output.interactionResults.every(({ result }) => result === 'OK')).toBe(true)
      expect(output.result).toBe(true)
    } finally {
      await server.stop('SIGTERM')
    }
  }, 300_000)

  test('fails against a stand-in of the service that renames seurity_settings', async () => {
    const standIn = await startStandInService()
    standIn.drift({ kind: 'rename-key', pointer: '/seurity_settings', to: 'security_settings' })
    try {
      await expect(verify(standIn.url)).rejects.toThrow(/Actual map is missing the following keys: seurity_settings/)
      // Answered faithfully, the same stand-in passes: what failed was the renamed key.
      standIn.drift()
      const output = JSON.parse(await verify(standIn.url)) as { result: boolean }
      expect(output.result).toBe(true)
    } finally {
      await standIn.stop()
    }
  }, 300_000)
})
