/**
 * Issue 23: the journal as a Pact (v3), through `mock.fetch` (the behaviour),
 * and `GET /__mock/requests.pact` per session (the endpoint).
 */
import { describe, expect, test } from 'vitest'
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import type { Mock } from '../../src/adapters/create-mock.ts'
import type { Pact } from '../../src/engine/journal/pact-v3.ts'
import packageJson from '../../package.json' with { type: 'json' }

const origin = 'http://service.test'

function client(mock: Mock, session?: string) {
  return (path: string, init: RequestInit = {}) =>
    mock.fetch(
      new Request(`${origin}${path}`, {
        ...init,
        headers: {
          Accept: 'application/json',
          ...(session ? { 'X-Mock-Session': session } : {}),
          ...(init.headers as Record<string, string>),
        },
      }),
    )
}

const patch = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'PATCH',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
})

describe('mock.requests.toPact', () => {
  test('a v3 document between the named parties, naming this package and its version', async () => {
    const mock = createMock()
    await client(mock)('/svc/v1/AccountService')
    const pact = mock.requests.toPact({ consumer: 'shop', provider: 'estates' })
    expect(pact.consumer).toEqual({ name: 'shop' })
    expect(pact.provider).toEqual({ name: 'estates' })
    expect(pact.metadata).toEqual({
      pactSpecification: { version: '3.0.0' },
      'real-estate-service-mock': { version: packageJson.version },
    })
    expect(mock.requests.toPact().consumer.name).toBe('frontend')
    expect(mock.requests.toPact().provider.name).toBe('real-estate-service')
  })

  test('one interaction per distinct request and answer, each with a unique, readable description', async () => {
    const mock = createMock()
    const call = client(mock)
    for (let round = 0; round < 3; round++) {
      await call('/svc/v1/RealEstateService/RealEstateObjects/re-0001')
      await call('/svc/v1/AccountService/Accounts/alice.admin')
    }
    await call('/svc/v1/RealEstateService/RealEstateObjects/nope')
    await call('/svc/v1/AccountService', patch({ activity_logs: false }))
    await call('/svc/v1/AccountService', patch({ activity_logs: true }))
    await call('/svc/v1/AccountService', patch({ security_settings: { min_password_length: -1 } }))
    expect(mock.requests.toPact().interactions.map(({ description }) => description)).toEqual([
      'getRealEstateObject: re-0001 → 200',
      'getAccount: alice.admin → 200',
      'getRealEstateObject: nope, not found → 404',
      'updateAccountSettings: valid body → 200',
      'updateAccountSettings: valid body → 200 (2)',
      'updateAccountSettings: invalid body → 422',
    ])
  })

  test('requests carry method, path, query and the headers that matter; answers status, Content-Type and body', async () => {
    const mock = createMock()
    await client(mock)(
      '/svc/v1/AccountService?view=full',
      patch({ activity_logs: false }, { 'X-Mock-Scenario': 'default', Cookie: 'theme=dark', 'User-Agent': 'test' }),
    )
    const [interaction] = mock.requests.toPact().interactions
    expect(interaction!.request).toEqual({
      method: 'PATCH',
      path: '/svc/v1/AccountService',
      query: { view: ['full'] },
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: { activity_logs: false },
    })
    expect(interaction!.response.status).toBe(200)
    expect(interaction!.response.headers).toEqual({ 'Content-Type': 'application/json' })
    expect(interaction!.response.body).toMatchObject({ activity_logs: false, security_settings: expect.any(Object) })
  })

  test('provider states name the seed and the scenario, and what settings added', async () => {
    const mock = createMock({ seed: 7 })
    const call = client(mock)
    await call('/svc/v1/AccountService')
    mock.useScenario('maintenance')
    await call('/svc/v1/AccountService')
    mock.useScenario('default')
    mock.setFaults({ getAccount: { status: 500 } })
    await call('/svc/v1/AccountService/Accounts/alice.admin')
    mock.setAuth(true)
    await call('/svc/v1/AccountService')
    const states = mock.requests
      .toPact()
      .interactions.map(({ description, providerStates }) => [description, providerStates])
    expect(states).toEqual([
      [
        'getAccountSettings → 200',
        [
          { name: 'seed 7', params: { seed: 7 } },
          { name: 'scenario default', params: { scenario: 'default' } },
        ],
      ],
      [
        'getAccountSettings: scenario maintenance → 503',
        [
          { name: 'seed 7', params: { seed: 7 } },
          { name: 'scenario maintenance', params: { scenario: 'maintenance' } },
          { name: 'getAccountSettings answers 503', params: { operation: 'getAccountSettings', status: 503 } },
        ],
      ],
      [
        'getAccount: alice.admin, injected failure → 500',
        [
          { name: 'seed 7', params: { seed: 7 } },
          { name: 'scenario default', params: { scenario: 'default' } },
          { name: 'getAccount answers 500', params: { operation: 'getAccount', status: 500 } },
        ],
      ],
      [
        'getAccountSettings: no valid token → 401',
        [
          { name: 'seed 7', params: { seed: 7 } },
          { name: 'scenario default', params: { scenario: 'default' } },
          { name: 'authentication enforced' },
        ],
      ],
    ])
  })

  test('no token leaves the mock: Authorization is a placeholder made again from the caller state, auth_token and passwords read [redacted]', async () => {
    const mock = createMock({ auth: true })
    const { auth_token: token } = (await (await mock.database()).findAccount('carol.viewer'))!
    const call = client(mock)
    await call('/svc/v1/AccountService/Accounts/carol.viewer', { headers: { Authorization: `Bearer ${token}` } })
    await call('/svc/v1/AccountService', { headers: { Authorization: 'Bearer not-issued-by-the-mock' } })
    const pact = mock.requests.toPact()
    const text = JSON.stringify(pact)
    expect(text).not.toContain(token)
    expect(text).not.toContain('not-issued-by-the-mock')
    expect(text).not.toMatch(/\$2[aby]\$/)
    const [known, unknown] = pact.interactions
    expect(known!.request.headers!.Authorization).toBe('Bearer [redacted]')
    expect(known!.request.generators).toEqual({
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a Pact provider-state expression, not a template
      header: { Authorization: { type: 'ProviderState', expression: 'Bearer ${token}', dataType: 'STRING' } },
    })
    expect(known!.providerStates).toContainEqual({ name: 'caller carol.viewer', params: { username: 'carol.viewer' } })
    expect(known!.response.body).toMatchObject({
      auth_token: '[redacted]',
      seurity_settings: { password: '[redacted]' },
    })
    // A token the mock did not know stays a placeholder: replayed, it is refused as it was.
    expect(unknown!.request.headers!.Authorization).toBe('Bearer [redacted]')
    expect(unknown!.request).not.toHaveProperty('generators')
    expect(unknown!.response.status).toBe(401)
  })

  test("a disabled account's 403 names the account as its caller, so the verifier signs it in and is refused again", async () => {
    const mock = createMock({ auth: true })
    const { auth_token: token } = (await (await mock.database()).findAccount('dave.disabled'))!
    const answer = await client(mock)('/svc/v1/AccountService', { headers: { Authorization: `Bearer ${token}` } })
    expect(answer.status).toBe(403)
    const [refused] = mock.requests.toPact().interactions
    expect(refused!.description).toBe('getAccountSettings: not permitted, as dave.disabled → 403')
    expect(refused!.providerStates).toEqual([
      { name: 'seed 42', params: { seed: 42 } },
      { name: 'caller dave.disabled', params: { username: 'dave.disabled' } },
      { name: 'scenario default', params: { scenario: 'default' } },
      { name: 'authentication enforced' },
    ])
    expect(refused!.request.generators).toEqual({
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a Pact provider-state expression, not a template
      header: { Authorization: { type: 'ProviderState', expression: 'Bearer ${token}', dataType: 'STRING' } },
    })
    expect(JSON.stringify(refused)).not.toContain(token)
  })

  test('answer bodies are matched by type, lists by any length, dates by pattern, a problem by its status', async () => {
    const mock = createMock()
    const call = client(mock)
    await call('/svc/v1/RealEstateService/RealEstateObjects/re-0001')
    await call('/svc/v1/RealEstateService/RealEstateObjects/nope')
    const [object, problem] = mock.requests.toPact().interactions
    const rules = object!.response.matchingRules!.body!
    expect(rules.$).toEqual({ matchers: [{ match: 'type' }] })
    expect(rules['$.date_created']).toEqual({ matchers: [{ match: 'regex', regex: '^(\\d{4}-\\d{2}-\\d{2})?$' }] })
    expect(rules['$.tags']).toEqual({ matchers: [{ match: 'type', min: 0 }] })
    expect(object!.response.matchingRules!.header).toEqual({
      'Content-Type': { matchers: [{ match: 'regex', regex: '^application/json(\\s*;.*)?$' }] },
    })
    expect(problem!.response.matchingRules!.body!['$.status']).toEqual({ matchers: [{ match: 'equality' }] })
  })

  test('hangs, network errors, aborted requests, paths that are no operation and HEAD are left out', async () => {
    const mock = createMock()
    const call = client(mock)
    mock.setFaults({ getAccount: 'network-error', getRealEstateObject: 'hang' })
    await call('/svc/v1/AccountService/Accounts/alice.admin').catch(() => undefined)
    const controller = new AbortController()
    const hanging = call('/svc/v1/RealEstateService/RealEstateObjects/re-0001', { signal: controller.signal }).catch(
      () => undefined,
    )
    await new Promise((done) => setTimeout(done, 20))
    controller.abort()
    await hanging
    await call('/svc/v1/Nowhere')
    await call('/svc/v1/AccountService', { method: 'DELETE' })
    await call('/svc/v1/AccountService', { method: 'HEAD' })
    await call('/svc/v1/AccountService')
    expect(mock.requests.count()).toBeGreaterThanOrEqual(6)
    expect(mock.requests.toPact().interactions.map(({ description }) => description)).toEqual([
      'getAccountSettings → 200',
    ])
  })

  test("a session's Pact holds its own answers, with its own seed", async () => {
    const mock = createMock()
    const session = mock.session('checkout', { seed: 9 })
    await client(mock, 'checkout')('/svc/v1/AccountService/Accounts/bob.agent')
    await client(mock)('/svc/v1/AccountService')
    const [only, ...rest] = session.requests.toPact().interactions
    expect(rest).toEqual([])
    expect(only!.description).toBe('getAccount: bob.agent → 200')
    expect(only!.providerStates![0]).toEqual({ name: 'seed 9', params: { seed: 9 } })
  })

  test.each([
    { name: 'an empty consumer', parties: { consumer: '' } },
    { name: 'a provider of spaces', parties: { provider: '   ' } },
    { name: 'a consumer of 129 characters', parties: { consumer: 'c'.repeat(129) } },
  ])('$name -> an INVALID_PACT_NAME error', ({ parties }) => {
    expect(() => createMock().requests.toPact(parties)).toThrow(expect.objectContaining({ code: 'INVALID_PACT_NAME' }))
  })

  test('a name of 128 characters is taken', () => {
    expect(createMock().requests.toPact({ consumer: 'c'.repeat(128) }).consumer.name).toHaveLength(128)
  })
})

describe('GET /__mock/requests.pact', () => {
  const control = (mock: Mock, path: string, session?: string) => client(mock, session)(`/__mock${path}`)

  test("the session's Pact, with the defaults frontend and real-estate-service, as JSON", async () => {
    const mock = createMock()
    await client(mock, 'pact-a')('/svc/v1/AccountService')
    await client(mock)('/svc/v1/AccountService/Accounts/alice.admin')
    const answer = await control(mock, '/requests.pact', 'pact-a')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/json')
    const pact = (await answer.json()) as Pact
    expect(pact).toEqual(JSON.parse(JSON.stringify(mock.session('pact-a').requests.toPact())))
    expect(pact.consumer.name).toBe('frontend')
    expect(pact.provider.name).toBe('real-estate-service')
    expect(pact.interactions.map(({ description }) => description)).toEqual(['getAccountSettings → 200'])
    const named = (await (
      await control(mock, '/requests.pact?consumer=shop&provider=estates&session=pact-a')
    ).json()) as Pact
    expect([named.consumer.name, named.provider.name, named.interactions.length]).toEqual(['shop', 'estates', 1])
  })

  test.each([
    { name: 'an empty consumer', query: '?consumer=' },
    { name: 'an empty provider', query: '?provider=' },
    { name: 'a consumer longer than 128 characters', query: `?consumer=${'x'.repeat(129)}` },
    { name: 'a parameter it does not know', query: '?format=v4' },
  ])('$name -> 400 problem', async ({ query }) => {
    const answer = await control(createMock(), `/requests.pact${query}`)
    expect(answer.status).toBe(400)
    expect(answer.headers.get('content-type')).toBe('application/problem+json')
    expect(((await answer.json()) as { status: number }).status).toBe(400)
  })
})
