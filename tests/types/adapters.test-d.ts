/** Type-level tests of the mock's adapters, from each entry a user imports. */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import type { RequestHandler as ExpressHandler } from 'express'
import type { RequestHandler as MswHandler } from 'msw'
import type { Plugin } from 'vite'
import { describe, expectTypeOf, test } from 'vitest'
import { createMock as createMockFromBrowser } from '../../src/browser.ts'
import { createMock } from '../../src/node.ts'
import {
  HttpProblem,
  type AccountSettingsPatch,
  type JournalEntry,
  type Mock,
  type MockOptions,
  type MockSession,
  type OperationId,
} from '../../src/index.ts'
import { createServer, type MockServer } from '../../src/server.ts'
import { realEstateServiceMock } from '../../src/vite.ts'

// Types the entries no longer name, as a user reaches them: through the signatures that use them.
type FetchHandler = Mock['fetch']
type Middleware = ReturnType<Mock['middleware']>
type NextFunction = Parameters<Middleware>[2]
type JournalRecord = NonNullable<ReturnType<Mock['requests']['find']>>
type ServerOptions = NonNullable<Parameters<typeof createServer>[0]>
type RealEstateServiceMockOptions = NonNullable<Parameters<typeof realEstateServiceMock>[0]>

describe('createMock', () => {
  test('takes optional MockOptions and gives a Mock, from every entry', () => {
    expectTypeOf(createMock).parameters.toEqualTypeOf<[options?: MockOptions]>()
    expectTypeOf(createMock).returns.toEqualTypeOf<Mock>()
    // createMock comes from the entry of its environment only: /node or /browser.
    expectTypeOf<typeof import('../../src/index.ts')>().not.toHaveProperty('createMock')
    expectTypeOf(createMockFromBrowser).toEqualTypeOf(createMock)
  })

  test("the main entry's engine is an adapter's engine: requests in, answers out, and none of the sessions' state", () => {
    type PublicEngine = ReturnType<typeof import('../../src/index.ts').createEngine>
    expectTypeOf<PublicEngine>().toEqualTypeOf<import('../../src/index.ts').Engine>()
    expectTypeOf<PublicEngine>().toHaveProperty('dispatch')
    expectTypeOf<PublicEngine>().toHaveProperty('servicePath')
    expectTypeOf<PublicEngine>().not.toHaveProperty('state')
    expectTypeOf<PublicEngine>().not.toHaveProperty('sessions')
  })

  test('checks its options', () => {
    expectTypeOf(createMock).toBeCallableWith({
      seed: 7,
      counts: { accounts: 3 },
      svc: 'realestate',
      latency: [50, 80],
      faults: { all: 'hang' },
      auth: true,
    })
    // @ts-expect-error the seed is a number
    createMock({ seed: 'forty-two' })
    // @ts-expect-error counts name objects and accounts
    createMock({ counts: { houses: 3 } })
    // @ts-expect-error no such option
    createMock({ port: 4010 })
  })
})

describe('Mock', () => {
  const mock = createMock()

  test('its surface is these 23 members, grouped; a member added or removed fails here', () => {
    const members = [
      // The adapters.
      'handlers',
      'fetch',
      'middleware',
      // The state and the journal.
      'seed',
      'database',
      'resources',
      'requests',
      'reset',
      // What the next request meets.
      'useScenario',
      'scenarios',
      'setLatency',
      'setFaults',
      'setAuth',
      'setRoutes',
      'setSchedule',
      'settings',
      'override',
      // Undo, snapshots, the timeline and state files; sessions; recording the real service.
      'history',
      'session',
      'sessions',
      'record',
      // The service's URLs and its OpenAPI document.
      'paths',
      'openApiDocument',
    ] as const
    expectTypeOf<(typeof members)[number]>().toEqualTypeOf<keyof Mock>()
    // No name twice, so the count is the surface's: at most 24.
    expectTypeOf<(typeof members)['length']>().toEqualTypeOf<23>()
    // A session has the same controls and its own adapters, less what belongs to the whole mock.
    expectTypeOf<keyof MockSession>().toEqualTypeOf<
      Exclude<keyof Mock, 'middleware' | 'session' | 'sessions' | 'record' | 'paths' | 'openApiDocument'> | 'id'
    >()
  })

  test('fetch is the standard Fetch handler', () => {
    expectTypeOf<FetchHandler>().toEqualTypeOf<(request: Request) => Promise<Response>>()
  })

  test('middleware() is Connect-style, fits a node:http server and Express', () => {
    // Node's request and response are what it takes, though its type names neither (no @types/node needed).
    expectTypeOf<IncomingMessage>().toExtend<Parameters<Middleware>[0]>()
    expectTypeOf<ServerResponse>().toExtend<Parameters<Middleware>[1]>()
    expectTypeOf<Parameters<Middleware>[2]>().toEqualTypeOf<NextFunction>()
    expectTypeOf<NextFunction>().toEqualTypeOf<((error?: unknown) => void) | undefined>()
    expectTypeOf(mock.middleware()).toExtend<RequestListener>()
    expectTypeOf(mock.middleware()).toExtend<ExpressHandler>()
  })

  test('override is typed by operation: its params, its body, its answer', () => {
    mock.override('getAccount', ({ params }) => {
      expectTypeOf(params).toEqualTypeOf<{ username: string }>()
      return new HttpProblem('notFound', 'No such account.')
    })
    mock.override('updateAccountSettings', ({ body }) => {
      expectTypeOf(body).toEqualTypeOf<AccountSettingsPatch | undefined>()
      return new Response(null, { status: 204 })
    })
    // @ts-expect-error no such operation
    mock.override('deleteAccount', () => new Response())
    // @ts-expect-error getAccount answers an account, not a real estate object
    mock.override('getAccount', () => ({ id: 're-0001' }))
    expectTypeOf(mock.override('getAccountSettings', () => new Response())).toEqualTypeOf<() => void>()
    // Or an answer given as data, which server mode and the control API take too.
    expectTypeOf(mock.override('getAccount', { status: 409, body: { title: 'Conflict' }, once: true })).toEqualTypeOf<
      () => void
    >()
    // @ts-expect-error an answer has no such field
    mock.override('getAccount', { code: 409 })
  })

  test('handlers are msw handlers; the journal gives typed entries', () => {
    expectTypeOf(mock.handlers).toEqualTypeOf<MswHandler[]>()
    expectTypeOf<JournalRecord>().toExtend<JournalEntry & { requestBody: unknown; responseBody: unknown }>()
    // @ts-expect-error the engine records; tests and pages only read
    mock.requests.record
    expectTypeOf<JournalEntry['operation']>().toEqualTypeOf<OperationId | null>()
    expectTypeOf<JournalEntry['delayMs']>().toEqualTypeOf<number | null>()
    expectTypeOf(mock.requests.filter).toBeCallableWith({ operation: 'getAccount', status: 200 })
    expectTypeOf(mock.requests.filter).toBeCallableWith((entry: JournalEntry) => entry.fault === 'hang')
    // @ts-expect-error no such operation
    mock.requests.filter({ operation: 'deleteAccount' })
  })

  test('hybrid mode: routes and their modes are checked, the journal says who answered', () => {
    mock.setRoutes({ getAccount: 'real', '*': 'real-then-mock' })
    mock.setRoutes(undefined)
    // @ts-expect-error no such operation
    mock.setRoutes({ getAcount: 'real' })
    // @ts-expect-error no such mode
    mock.setRoutes({ getAccount: 'sometimes' })
    expectTypeOf(mock.settings.routes().value.getAccount).toEqualTypeOf<'mock' | 'real' | 'real-then-mock'>()
    expectTypeOf<JournalEntry['source']>().toEqualTypeOf<'mock' | 'real' | 'mock-fallback'>()
    expectTypeOf(createMock).toBeCallableWith({
      real: {
        url: 'https://staging.example.test',
        headers: { 'X-Api-Key': 'k' },
        timeout: 3000,
        routes: { getAccount: 'real' },
      },
    })
    expectTypeOf(mock.record().stop().log.version).toEqualTypeOf<string>()
  })

  test('the control methods', () => {
    expectTypeOf(mock.reset).toEqualTypeOf<() => Promise<void>>()
    expectTypeOf(mock.resources()).resolves.toEqualTypeOf<{ realEstateObjects: string[]; accounts: string[] }>()
    expectTypeOf(mock.settings.scenario().name).toEqualTypeOf<string>()
  })
})

describe('createServer', () => {
  test('takes the mock options and a site, and serves a Mock', () => {
    expectTypeOf(createServer).parameters.toEqualTypeOf<[options?: ServerOptions]>()
    expectTypeOf<ServerOptions>().toExtend<MockOptions>()
    expectTypeOf(createServer).toBeCallableWith({ seed: 1, site: false })
    expectTypeOf(createServer).returns.toEqualTypeOf<MockServer>()
    expectTypeOf<MockServer['mock']>().toEqualTypeOf<Mock>()
    expectTypeOf<MockServer['listen']>().toEqualTypeOf<(port?: number, host?: string) => Promise<string>>()
  })

  test('takes a ready mock or the options that make one, not both; its own options go with either', () => {
    const mock = createMock()
    expectTypeOf(createServer).toBeCallableWith({ mock, site: false, maxBody: 1024, controlToken: 't' })
    // @ts-expect-error seed makes a mock, and a ready one is given
    createServer({ mock, seed: 7 })
    // @ts-expect-error sessionTtl is the mock's too: give it to createMock
    createServer({ mock, sessionTtl: '1h' })
  })
})

describe('realEstateServiceMock', () => {
  test('returns a Vite plugin whose api holds the Mock it serves', () => {
    const plugin = realEstateServiceMock({ seed: 7, site: false })
    expectTypeOf(plugin).toExtend<Plugin>()
    expectTypeOf(plugin.api.mock).not.toBeAny()
    expectTypeOf(plugin.api.mock).toEqualTypeOf<Mock>()
  })

  test('takes the mock options, a site folder or false, and a mock made beforehand', () => {
    expectTypeOf<RealEstateServiceMockOptions>().toExtend<MockOptions>()
    expectTypeOf(realEstateServiceMock).toBeCallableWith()
    expectTypeOf(realEstateServiceMock).toBeCallableWith({ site: 'site-dist', mock: createMock() })
    // @ts-expect-error site is a folder or false
    realEstateServiceMock({ site: true })
  })
})

describe('sessions', () => {
  test('mock.session(id) has the mock’s controls, its own adapters and its id; start options are checked', () => {
    const mock = createMock()
    const session = mock.session('alpha', { seed: 7, scenario: 'slow' })
    expectTypeOf(session.id).toEqualTypeOf<string>()
    expectTypeOf(session.handlers).toEqualTypeOf<MswHandler[]>()
    expectTypeOf(session.fetch).toEqualTypeOf<FetchHandler>()
    expectTypeOf(mock.session('beta')).toEqualTypeOf<MockSession>()
    expectTypeOf(session.reset).toEqualTypeOf<Mock['reset']>()
    expectTypeOf(session.database).toEqualTypeOf<Mock['database']>()
    expectTypeOf(mock.sessions.list()[0]!.requestCount).toEqualTypeOf<number>()
    expectTypeOf(mock.sessions.delete).toEqualTypeOf<(id: string) => void>()
    // @ts-expect-error the seed is a number
    mock.session('beta', { seed: '7' })
    // @ts-expect-error no such start option
    mock.session('beta', { latency: 5 })
  })

  test('the server and the middleware take the safety options', () => {
    expectTypeOf(createServer).toBeCallableWith({
      corsOrigins: ['https://app.example.test'],
      allowedHosts: true,
      controlToken: 't',
      maxBody: 1024,
      sessionTtl: 60_000,
      maxSessions: 10,
    })
    // The session time-to-live: ms, or a duration as text.
    expectTypeOf(createServer).toBeCallableWith({ sessionTtl: '30m' })
    // @ts-expect-error a duration is a number or text
    createServer({ sessionTtl: true })
    expectTypeOf(createMock().middleware).toBeCallableWith({
      corsOrigins: ['https://app.example.test'],
      allowedHosts: ['.example.test'],
      maxBody: 2048,
    })
    // @ts-expect-error allowedHosts is a list or true
    createServer({ allowedHosts: 'all' })
  })
})

describe('the database and the history a test is given', () => {
  type Database = Awaited<ReturnType<Mock['database']>>

  test('the database: finds, puts, settings and the two collections; none of what only the engine calls', () => {
    expectTypeOf<Database>().toHaveProperty('findRealEstateObject')
    expectTypeOf<Database>().toHaveProperty('putAccount')
    expectTypeOf<Database>().toHaveProperty('updateSettings')
    expectTypeOf<Database>().toHaveProperty('realEstateObjects')
    expectTypeOf<Database>().not.toHaveProperty('materialize')
    expectTypeOf<Database>().not.toHaveProperty('bringTo')
    expectTypeOf<Database>().not.toHaveProperty('restore')
    expectTypeOf<Database>().not.toHaveProperty('updateCheckedSettings')
    expectTypeOf<Database>().not.toHaveProperty('onEdit')
    expectTypeOf<Database>().not.toHaveProperty('snapshot')
  })

  test("the history: undo, the timeline and snapshots; none of the session's recording", () => {
    expectTypeOf<Mock['history']>().toHaveProperty('undo')
    expectTypeOf<MockSession['history']>().toHaveProperty('timeline')
    expectTypeOf<Mock['history']>().not.toHaveProperty('record')
    expectTypeOf<Mock['history']>().not.toHaveProperty('noteMade')
    expectTypeOf<Mock['history']>().not.toHaveProperty('restart')
    expectTypeOf<Mock['history']>().not.toHaveProperty('tellChange')
  })
})
