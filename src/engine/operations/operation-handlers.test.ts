import { describe, expect, test } from 'vitest'
import { wellKnownUsernames } from '../../../fixtures/index.ts'
import { EngineDatabase } from '../../data/engine-database.ts'
import { createSeedData } from '../../data/seed-data.ts'
import { permissionsOfRole } from '../../model/permissions.ts'
import type { EngineRequest } from '../exchange/engine-types.ts'
import { HttpProblem } from '../problems/http-problem.ts'
import type { Behaviour } from '../simulation/behaviour.ts'
import type { Caller } from '../simulation/identify-caller.ts'
import type { OperationContext } from './operation-context.ts'
import { operationHandlers } from './operation-handlers.ts'

const request: EngineRequest = {
  method: 'GET',
  path: '/',
  query: '',
  header: () => undefined,
  text: async () => '{}',
}
const quiet: Behaviour = { latency: undefined, faults: undefined, auth: false, readOnly: false }
const anonymous: Caller = { account: undefined, permissions: [], enforced: false }

async function contextOf(overrides: Partial<OperationContext> = {}): Promise<OperationContext> {
  const database = await EngineDatabase.create(createSeedData())
  return { request, params: {}, database, caller: anonymous, behaviour: quiet, ...overrides }
}

/** The problem a handler throws, as the client reads it. */
async function problemOf(answering: () => unknown): Promise<{ status: number; detail: string }> {
  try {
    await answering()
  } catch (error) {
    if (error instanceof HttpProblem) return { status: error.status, detail: error.message }
    throw error
  }
  throw new Error('Failed to get a problem: the handler answered.')
}

describe('the operation handlers', () => {
  test('settings read without a signed-in caller -> no permissions and an empty token', async () => {
    const { body } = await operationHandlers.getAccountSettings(await contextOf())
    expect(JSON.parse(String(body))).toMatchObject({ permissions: [], auth_token: '' })
  })

  test('an unknown username -> 404 whose detail names it', async () => {
    const context = await contextOf({ params: { username: 'nobody.here' } })
    expect(await problemOf(() => operationHandlers.getAccount(context))).toEqual({
      status: 404,
      detail: expect.stringContaining('"nobody.here"'),
    })
  })

  test("another's account without manage_accounts -> 403 whose detail says what was refused and for want of what", async () => {
    const database = await EngineDatabase.create(createSeedData())
    const agent = database.findAccount(wellKnownUsernames.agent)!
    const context = await contextOf({
      database,
      params: { username: wellKnownUsernames.administrator },
      caller: { account: agent, permissions: permissionsOfRole(agent.roles.id), enforced: true },
    })
    const { status, detail } = await problemOf(() => operationHandlers.getAccount(context))
    expect(status).toBe(403)
    expect(detail).toMatch(/^\w+ \w+.* account needs the "manage_accounts" permission/)
  })

  test('a PATCH in a read-only scenario -> 403 whose detail says the settings are read-only', async () => {
    const context = await contextOf({ behaviour: { ...quiet, readOnly: true } })
    const { status, detail } = await problemOf(() => operationHandlers.updateAccountSettings(context))
    expect(status).toBe(403)
    expect(detail).toMatch(/read-only/)
  })
})
