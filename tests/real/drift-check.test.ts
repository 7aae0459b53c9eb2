/**
 * The drift check against a stand-in real service: each kind of drift
 * reported with its JSON Pointer, the exit codes of the command, --write
 * putting back what it changed, and --json for CI.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { verifyService } from '../../src/cli/verify-service.ts'
import { runCommandLine } from '../support/command-line.ts'
import { startStandInService, type StandIn } from '../support/stand-in-service.ts'

/** Runs `verify` as a user would, in this process; resolves with its exit code and output. */
async function verify(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const { status, stdout, stderr } = await runCommandLine(['verify', ...args])
  return { code: status, stdout, stderr }
}

let standIn: StandIn
beforeAll(async () => {
  standIn = await startStandInService()
})
afterAll(() => standIn.stop())

describe('verifyService', () => {
  test('a faithful service: reachable, no drift, every operation called', async () => {
    standIn.drift()
    const report = await verifyService(standIn.url)
    expect(report).toMatchObject({ reachable: true, ok: true, differences: [] })
    expect(new Set(report.calls.map((call) => call.operation))).toEqual(
      new Set(['getRealEstateObject', 'getAccount', 'getAccountSettings']),
    )
  })

  test.each([
    [
      { kind: 'rename-key', operation: 'getAccount', pointer: '/seurity_settings', to: 'security_settings' },
      '/security_settings',
      'misspelt-key',
    ],
    [
      {
        kind: 'number-as-string',
        operation: 'getAccountSettings',
        pointer: '/subscription_management/plans/0/plan_price',
      },
      '/subscription_management/plans/0/plan_price',
      'type',
    ],
    [
      { kind: 'missing-field', operation: 'getRealEstateObject', pointer: '/property_area' },
      '/property_area',
      'missing',
    ],
    [{ kind: 'status', operation: 'getAccountSettings', status: 500 }, '', 'status'],
  ] as const)('%j is reported at %s as %s', async (drift, pointer, kind) => {
    standIn.drift(drift)
    const report = await verifyService(standIn.url, { objects: ['re-0001'], accounts: ['alice.admin'] })
    expect(report.ok).toBe(false)
    expect(report.differences).toContainEqual(expect.objectContaining({ operation: drift.operation, pointer, kind }))
  })

  test('the misspelt key is called out with the interface’s spelling', async () => {
    standIn.drift({
      kind: 'rename-key',
      operation: 'getAccount',
      pointer: '/seurity_settings',
      to: 'security_settings',
    })
    const report = await verifyService(standIn.url, { objects: [], accounts: ['bob.agent'] })
    const misspelt = report.differences.find((difference) => difference.kind === 'misspelt-key')
    expect(misspelt?.found).toMatch(/likely misspelling of "seurity_settings"/)
    expect(report.differences).toContainEqual(
      expect.objectContaining({ pointer: '/seurity_settings', kind: 'missing' }),
    )
  })

  test('a call that never answers is a timeout difference', async () => {
    standIn.drift({ kind: 'hang', operation: 'getAccount' })
    const report = await verifyService(standIn.url, { objects: [], accounts: ['alice.admin'], timeoutMs: 200 })
    expect(report.differences).toContainEqual(expect.objectContaining({ operation: 'getAccount', kind: 'timeout' }))
  })

  test('write: PATCHes the settings and puts them back as they were', async () => {
    standIn.drift()
    const before = await (await fetch(`${standIn.url}/svc/v1/AccountService`)).json()
    const report = await verifyService(standIn.url, { objects: [], accounts: [], write: true })
    expect(report.ok).toBe(true)
    expect(
      standIn.requests.filter((request) => request.method === 'PATCH').map((request) => JSON.parse(request.body)),
    ).toEqual([{ activity_logs: !before.activity_logs }, { activity_logs: before.activity_logs }])
    expect(await (await fetch(`${standIn.url}/svc/v1/AccountService`)).json()).toEqual(before)
  })
})

describe('real-estate-service-mock verify', () => {
  test('no drift: exit code 0 and says so', async () => {
    standIn.drift()
    const result = await verify(['--against', standIn.url])
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('No drift')
  })

  test('drift: exit code 1, each difference with its pointer, expected and found', async () => {
    standIn.drift({
      kind: 'number-as-string',
      operation: 'getAccountSettings',
      pointer: '/subscription_management/plans/0/plan_price',
    })
    const result = await verify(['--against', standIn.url, '--object', 're-0001', '--account', 'alice.admin'])
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('/subscription_management/plans/0/plan_price')
    expect(result.stdout).toMatch(/expected: number\n\s+found:\s+string "/)
  })

  test('--json prints the report for CI', async () => {
    standIn.drift({ kind: 'status', operation: 'getRealEstateObject', status: 502 })
    const result = await verify(['--against', standIn.url, '--json', '--object', 're-0001'])
    expect(result.code).toBe(1)
    const report = JSON.parse(result.stdout)
    expect(report).toMatchObject({ reachable: true, ok: false })
    expect(report.differences).toContainEqual(
      expect.objectContaining({ operation: 'getRealEstateObject', found: '502', kind: 'status' }),
    )
  })

  test('a service that is not there: exit code 2', async () => {
    const gone = await startStandInService()
    await gone.stop()
    const result = await verify(['--against', gone.url])
    expect(result.code).toBe(2)
    expect(result.stdout).toContain('Failed to reach the service')
  })

  test('a URL that is not one: exit code 2 and one clear line', async () => {
    const result = await verify(['--against', 'staging'])
    expect(result.code).toBe(2)
    expect(result.stderr).toMatch(/against must be an http or https URL/)
  })
})
