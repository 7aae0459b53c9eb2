/** The engine through its one adapter, with no transport: a plain request in, a plain answer out. */
import { describe, expect, test } from 'vitest'
import { createMockEngine } from './create-engine.ts'
import type { EngineRequest } from './exchange/engine-types.ts'

const request = (method: string, target: string, headers: Record<string, string> = {}, body = ''): EngineRequest => {
  const [path = '', query = ''] = target.split(/(?=\?)/)
  return { method, path, query, header: (name) => headers[name.toLowerCase()], text: async () => body }
}

describe('the engine', () => {
  test('answers an operation with its JSON text, sent at once', async () => {
    const answer = await createMockEngine().dispatch(
      request('GET', '/svc/v1/RealEstateService/RealEstateObjects/re-0001'),
    )
    expect(answer).toMatchObject({
      status: 200,
      headers: { 'Content-Type': 'application/json' },
      delayMs: 0,
      outcome: 'send',
    })
    expect(JSON.parse(answer!.body as string)).toMatchObject({ id: 're-0001', name: 'Harbor View Loft' })
  })

  test('dispatchNow answers a read at once, without a promise; a write, and dispatch always, with one', async () => {
    const engine = createMockEngine()
    // The first request waits for the data to be made; from then on a read needs no promise.
    await engine.dispatch(request('GET', '/svc/v1/AccountService'))
    const read = engine.dispatchNow(request('GET', '/svc/v1/RealEstateService/RealEstateObjects/re-0001'))
    expect(read).not.toBeInstanceOf(Promise)
    expect(read).toMatchObject({ status: 200, outcome: 'send' })
    const head = engine.dispatchNow(request('HEAD', '/svc/v1/AccountService'))
    expect(head).toMatchObject({ status: 200, body: null })
    const write = engine.dispatchNow(
      request('PATCH', '/svc/v1/AccountService', { 'content-type': 'application/json' }, '{"activity_logs":true}'),
    )
    expect(write).toBeInstanceOf(Promise)
    expect(await write).toMatchObject({ status: 200 })
    expect(engine.dispatch(request('GET', '/svc/v1/AccountService'))).toBeInstanceOf(Promise)
    // Every one journaled, in the order they came.
    expect(
      engine.sessions
        .use(undefined)
        .journal.all()
        .map(({ method }) => method),
    ).toEqual(['GET', 'GET', 'HEAD', 'PATCH', 'GET'])
  })

  test("paths that are none of the mock's -> undefined, so the adapter passes them on", async () => {
    const engine = createMockEngine()
    for (const path of [
      '/',
      '/svc/v2/AccountService',
      '/svc/v1x',
      '/__mock',
      '/__mock/',
      '/__mock/index.html',
      '/__mockery/x',
    ]) {
      expect(await engine.dispatch(request('GET', path)), path).toBeUndefined()
    }
  })

  test('a PATCH body is read through the request and answered with the update form', async () => {
    const engine = createMockEngine()
    const answer = await engine.dispatch(
      request('PATCH', '/svc/v1/AccountService', { 'content-type': 'application/json' }, '{"activity_logs":false}'),
    )
    expect(answer?.status).toBe(200)
    expect(JSON.parse(answer!.body as string)).toMatchObject({ activity_logs: false })
    expect(JSON.parse(answer!.body as string)).not.toHaveProperty('permissions')
  })

  test("the settings body is the same text for the same caller, its keys in the full form's order", async () => {
    const engine = createMockEngine()
    const first = await engine.dispatch(request('GET', '/svc/v1/AccountService'))
    const again = await engine.dispatch(request('GET', '/svc/v1/AccountService'))
    expect(again!.body).toBe(first!.body)
    const keys = Object.keys(JSON.parse(first!.body as string))
    expect(keys).toEqual([
      'permissions',
      'preferences',
      'security_settings',
      'subscription_management',
      'activity_logs',
      'auth_token',
    ])
  })

  test('a changed record is served changed: the cached text follows the record', async () => {
    const engine = createMockEngine()
    const before = JSON.parse((await engine.dispatch(request('GET', '/svc/v1/AccountService')))!.body as string)
    await engine.dispatch(
      request('PATCH', '/svc/v1/AccountService', { 'content-type': 'application/json' }, '{"activity_logs":false}'),
    )
    const after = JSON.parse((await engine.dispatch(request('GET', '/svc/v1/AccountService')))!.body as string)
    expect(before.activity_logs).toBe(true)
    expect(after.activity_logs).toBe(false)
  })

  test("latency is the answer's delay, and the journal records the delay chosen", async () => {
    const engine = createMockEngine({ latency: 750 })
    const answer = await engine.dispatch(request('GET', '/svc/v1/AccountService?x=1'))
    expect(answer).toMatchObject({ status: 200, delayMs: 750, outcome: 'send' })
    expect(engine.sessions.default.journal.find()).toMatchObject({
      path: '/svc/v1/AccountService?x=1',
      delayMs: 750,
      status: 200,
    })
    expect(engine.sessions.default.journal.find()!.durationMs).toBeGreaterThanOrEqual(750)
  })

  test.each([
    {
      name: 'a hang fault -> outcome hang, no status, never reaches the operation',
      faults: { all: 'hang' as const },
      outcome: 'hang',
      delayMs: null,
    },
    { name: "'infinite' latency -> outcome hang", latency: 'infinite' as const, outcome: 'hang', delayMs: null },
    {
      name: 'a network error after the delay -> outcome network-error',
      faults: { all: 'network-error' as const },
      latency: 20,
      outcome: 'network-error',
      delayMs: 20,
    },
  ])('$name', async ({ faults, latency, outcome, delayMs }) => {
    const engine = createMockEngine({ faults, latency })
    const answer = await engine.dispatch(
      request('PATCH', '/svc/v1/AccountService', { 'content-type': 'application/json' }, '{"activity_logs":false}'),
    )
    expect(answer?.outcome).toBe(outcome)
    expect(engine.sessions.default.journal.find()).toMatchObject({ status: null, delayMs })
    const settings = (await engine.sessions.default.database(engine.sessions.default.settings.scenario)).getSettings()
    expect(settings.activity_logs).toBe(true)
  })

  test('a 405 of the service names the allowed methods; one of the control API too', async () => {
    const engine = createMockEngine()
    expect(await engine.dispatch(request('DELETE', '/svc/v1/AccountService'))).toMatchObject({
      status: 405,
      headers: { Allow: 'GET, HEAD, PATCH' },
    })
    expect(await engine.dispatch(request('POST', '/__mock/scenario'))).toMatchObject({
      status: 405,
      headers: { Allow: 'GET, HEAD, PUT' },
    })
  })

  test('an unknown scenario in the header is a 400 problem that lists the known ones', async () => {
    const answer = await createMockEngine().dispatch(
      request('GET', '/svc/v1/AccountService', { 'x-mock-scenario': 'nope' }),
    )
    expect(answer?.status).toBe(400)
    expect(answer?.headers['Content-Type']).toBe('application/problem+json')
    expect(JSON.parse(answer!.body as string).detail).toMatch(/Known scenarios: default, empty/)
  })

  test('the control API changes the state the service answers from', async () => {
    const engine = createMockEngine()
    expect((await engine.dispatch(request('PUT', '/__mock/scenario', {}, '{"name":"maintenance"}')))?.status).toBe(200)
    expect((await engine.dispatch(request('GET', '/svc/v1/AccountService')))?.status).toBe(503)
    expect((await engine.dispatch(request('PUT', '/__mock/scenario', {}, '[1]')))?.status).toBe(400)
    expect((await engine.dispatch(request('PUT', '/__mock/latency', {}, '{"value":"soon"}')))?.status).toBe(422)
  })
})
