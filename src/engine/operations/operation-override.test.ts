import { describe, expect, test } from 'vitest'
import type { EngineDatabase } from '../../data/engine-database.ts'
import type { EngineRequest } from '../exchange/engine-types.ts'
import { HttpProblem } from '../problems/http-problem.ts'
import type { Caller } from '../simulation/identify-caller.ts'
import type { Behaviour } from '../simulation/behaviour.ts'
import type { OperationContext } from './operation-context.ts'
import { OperationOverrides, overrideHandler } from './operation-override.ts'
import { operationHandlers } from './operation-handlers.ts'

/** A request of the engine's shape, whose body is `body` whatever its method. */
function requestOf(method: string, body = ''): EngineRequest {
  return { method, path: '/AccountService', query: '', header: () => undefined, text: async () => body }
}

/** What an override's handler is given; the resolvers here read only what they return. */
function contextOf(request: EngineRequest, params: Record<string, string> = {}): OperationContext {
  const database = { name: 'the database' } as unknown as EngineDatabase
  const caller: Caller = { account: undefined, permissions: [], enforced: false }
  const behaviour: Behaviour = { latency: undefined, faults: undefined, auth: false, readOnly: false }
  return { request, params, database, caller, behaviour }
}

describe('OperationOverrides', () => {
  const first = () => ({ n: 1 }) as never
  const second = () => ({ n: 2 }) as never

  /** Which of the resolvers above answers: the body of the handler's answer. */
  async function answerOf(overrides: OperationOverrides): Promise<unknown> {
    const handler = overrides.handlerFor('getAccount')
    if (handler === operationHandlers.getAccount) return 'the operation'
    return (await handler(contextOf(requestOf('GET')))).body
  }

  test('no override -> the operation answers', async () => {
    expect(await answerOf(new OperationOverrides())).toBe('the operation')
  })

  test('an override without once -> answers every request, not only the next', async () => {
    const overrides = new OperationOverrides()
    overrides.add('getAccount', first)
    expect([await answerOf(overrides), await answerOf(overrides)]).toEqual(['{"n":1}', '{"n":1}'])
  })

  test('a once override -> answers the next request, then the one below it answers again', async () => {
    const overrides = new OperationOverrides()
    overrides.add('getAccount', first)
    overrides.add('getAccount', second, { once: true })
    expect([await answerOf(overrides), await answerOf(overrides)]).toEqual(['{"n":2}', '{"n":1}'])
  })

  test('an override of one operation -> the others still answer themselves', () => {
    const overrides = new OperationOverrides()
    overrides.add('getAccount', first)
    expect(overrides.handlerFor('getAccountSettings')).toBe(operationHandlers.getAccountSettings)
  })

  test('removing the newest override -> the one added before answers', async () => {
    const overrides = new OperationOverrides()
    overrides.add('getAccount', first)
    const { id } = overrides.add('getAccount', second)
    overrides.remove(id)
    expect(await answerOf(overrides)).toBe('{"n":1}')
  })

  test('removing a once override already used up -> the other overrides stay', async () => {
    const overrides = new OperationOverrides()
    overrides.add('getAccount', first)
    const { id } = overrides.add('getAccount', second, { once: true })
    await answerOf(overrides)
    overrides.remove(id)
    expect(await answerOf(overrides)).toBe('{"n":1}')
  })

  test('clear -> every operation answers itself again', async () => {
    const overrides = new OperationOverrides()
    overrides.add('getAccount', first)
    overrides.clear()
    expect(await answerOf(overrides)).toBe('the operation')
  })
})

describe('overrideHandler', () => {
  test('the resolver is given the params, the request, the database and the caller of the request', async () => {
    let given: unknown
    const context = contextOf(requestOf('GET'), { username: 'alice.admin' })
    await overrideHandler<'getAccount'>((seen) => {
      given = seen
      return {} as never
    })(context)
    expect(given).toEqual({
      params: { username: 'alice.admin' },
      body: undefined,
      request: context.request,
      database: context.database,
      caller: context.caller,
    })
  })

  test.each([
    ['a PATCH with a JSON body -> its value', 'PATCH', '{"activity_logs":false}', { activity_logs: false }],
    ['a PATCH whose body is not JSON -> undefined', 'PATCH', '{"activity_logs":', undefined],
    ['a GET, even with a JSON body -> undefined', 'GET', '{"activity_logs":false}', undefined],
  ])('body of %s', async (_, method, text, expected) => {
    let body: unknown = 'not given'
    await overrideHandler<'updateAccountSettings'>((context) => {
      body = context.body
      return {} as never
    })(contextOf(requestOf(method, text)))
    expect(body).toEqual(expected)
  })

  test('a resource -> 200 with it as JSON', async () => {
    const got = await overrideHandler(() => ({ id: 're-1' }) as never)(contextOf(requestOf('GET')))
    expect(got).toEqual({
      status: 200,
      headers: { 'Content-Type': 'application/json' },
      body: '{"id":"re-1"}',
      delayMs: 0,
      outcome: 'send',
    })
  })

  test.each([
    ['returned', () => new HttpProblem('notFound', 'Gone.')],
    [
      'thrown',
      () => {
        throw new HttpProblem('notFound', 'Gone.')
      },
    ],
  ])('an HttpProblem %s -> thrown for the engine to answer', async (_, resolver) => {
    await expect(overrideHandler(resolver)(contextOf(requestOf('GET')))).rejects.toMatchObject({
      status: 404,
      message: 'Gone.',
    })
  })

  test('a Response -> its status, headers and text', async () => {
    const response = new Response('teapot', { status: 418, headers: { 'X-Kind': 'tea' } })
    const got = await overrideHandler(() => response)(contextOf(requestOf('GET')))
    expect(got).toEqual({
      status: 418,
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-kind': 'tea' },
      body: 'teapot',
      delayMs: 0,
      outcome: 'send',
    })
  })

  test('a Response without a body -> no body, not an empty one', async () => {
    const got = await overrideHandler(() => new Response(null, { status: 204 }))(contextOf(requestOf('GET')))
    expect(got).toMatchObject({ status: 204, headers: {}, body: null })
  })
})
