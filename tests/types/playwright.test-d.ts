/** Type-level tests of the Playwright entry: the options it takes in each mode, and what `mock` is. */
import type { TestType } from '@playwright/test'
import { describe, expectTypeOf, test } from 'vitest'
import type { Database } from '../../src/data/database.ts'
import { isRemoteMock, type MockFixtures, type test as mockTest, type RemoteMock } from '../../src/playwright.ts'
import type { Mock } from '../../src/index.ts'
import type { ScenarioChoice } from '../../src/engine/scenarios/scenario-name.ts'

/** What `test.use({ mockOptions })` takes, reached as a user reaches it. */
type MockFixtureOptions = MockFixtures['mockOptions']

describe('mockOptions', () => {
  test('in the test process: createMock’s options', () => {
    const options: MockFixtureOptions = {
      seed: 7,
      scenario: 'slow',
      counts: { accounts: 3 },
      latency: [50, 80],
      baseUrl: 'https://api.example.com',
    }
    void options
    // @ts-expect-error the seed is a number
    const wrongSeed: MockFixtureOptions = { seed: 'seven' }
    // @ts-expect-error no such option
    const unknown: MockFixtureOptions = { port: 4010 }
    void [wrongSeed, unknown]
  })

  test('in server mode: what a session takes, and where the server is', () => {
    const options: MockFixtureOptions = {
      server: 'http://127.0.0.1:4010',
      seed: 7,
      scenario: 'maintenance',
      faults: { all: 'hang' },
      auth: true,
      svc: 'svc',
    }
    void options
    // @ts-expect-error data counts are the server's, chosen when it starts
    const counts: MockFixtureOptions = { server: 'http://127.0.0.1:4010', counts: { accounts: 3 } }
    // @ts-expect-error custom scenarios are the server's too
    const scenarios: MockFixtureOptions = { server: 'http://127.0.0.1:4010', scenarios: [] }
    void [counts, scenarios]
  })
})

describe('the mock fixture', () => {
  type Fixtures = typeof mockTest extends TestType<infer T, infer _W> ? T : never

  test('is createMock’s mock or a remote one', () => {
    expectTypeOf<Fixtures['mock']>().toEqualTypeOf<Mock | RemoteMock>()
    expectTypeOf<Fixtures['mockOptions']>().toEqualTypeOf<MockFixtureOptions>()
  })

  test('awaiting a method reads the same in both modes', () => {
    const mock = {} as Mock | RemoteMock
    expectTypeOf(mock.useScenario).parameters.toEqualTypeOf<[name: ScenarioChoice]>()
    expectTypeOf<Awaited<ReturnType<typeof mock.requests.count>>>().toEqualTypeOf<number>()
    expectTypeOf<Awaited<ReturnType<typeof mock.database>>>().toEqualTypeOf<Database>()
  })

  test('override takes an answer given as data in both modes; a resolver only in-process', async () => {
    const mock = {} as Mock | RemoteMock
    const remove = await mock.override('getAccount', { status: 503, headers: { 'Retry-After': '1' }, once: true })
    expectTypeOf(remove).toEqualTypeOf<(() => void) | (() => Promise<void>)>()
    // @ts-expect-error a resolver is a function of the test's process: server mode cannot send it to the server
    await mock.override('getAccount', () => new Response(null, { status: 503 }))
    // @ts-expect-error the status is a number
    await mock.override('getAccount', { status: '503' })
    // @ts-expect-error no such operation
    await mock.override('deleteAccount', { status: 404 })

    const remote = {} as RemoteMock
    expectTypeOf(remote.override('getAccountSettings', { body: {}, delay: 100 })).toEqualTypeOf<
      Promise<() => Promise<void>>
    >()
    // @ts-expect-error a resolver is in-process only
    await remote.override('getAccount', () => ({ first_name: 'Bea' }))
  })

  test('isRemoteMock tells the modes apart', () => {
    const mock = {} as Mock | RemoteMock
    if (isRemoteMock(mock)) {
      expectTypeOf(mock).toEqualTypeOf<RemoteMock>()
      expectTypeOf(mock.database).returns.toEqualTypeOf<Promise<never>>()
    } else {
      expectTypeOf(mock).toEqualTypeOf<Mock>()
      expectTypeOf(mock.settings.scenario().name).toEqualTypeOf<string>()
    }
  })
})
