/**
 * The two ways HTTP tests reach the mock: in-process through msw's
 * `setupServer`, and over a socket through the standalone server. Tests run
 * once per runner with `describe.each(runners)`.
 */
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { createMock, type Mock } from '../../src/adapters/create-mock.ts'
import type { MockOptions } from '../../src/engine/mock-options.ts'
import { createServer } from '../../src/adapters/node-http/create-server.ts'
import { assertMatchesOpenApi } from './openapi-validator.ts'

export type Answer = {
  status: number
  headers: Headers
  /** Parsed JSON, or the text when the body is not JSON. */
  body: any
}

export type Client = {
  mock: Mock
  /** The service's root, e.g. `http://127.0.0.1:4321/svc/v1`. */
  serviceUrl: string
  /** The control API's root, e.g. `http://127.0.0.1:4321/__mock`. */
  controlUrl: string
  /** Fetch below the service root; every answer is checked against the OpenAPI document. */
  call(path: string, init?: RequestInit & { json?: unknown }): Promise<Answer>
  /** Fetch below the control root. */
  control(path: string, init?: RequestInit & { json?: unknown }): Promise<Answer>
  /** Raw fetch of a full URL, for answers that have no body at all (network errors, hangs). */
  fetch(url: string, init?: RequestInit): Promise<Response>
  stop(): Promise<void>
}

export type Runner = { name: string; start(options?: MockOptions): Promise<Client> }

// In-process handlers answer one made-up origin only, so they never catch the socket runner's requests.
const inProcessOrigin = 'http://service.test'

export const inProcess: Runner = {
  name: 'in-process (setupServer)',
  async start(options = {}) {
    const mock = createMock({ ...options, baseUrl: inProcessOrigin })
    const server = setupServer(...mock.handlers)
    server.listen({ onUnhandledRequest: 'bypass' })
    return clientFor(mock, inProcessOrigin, async () => server.close())
  },
}

export const standalone: Runner = {
  name: 'standalone server',
  async start(options = {}) {
    const mockServer = createServer(options)
    const origin = await mockServer.listen(0)
    return clientFor(mockServer.mock, origin, () => mockServer.close())
  },
}

export const runners = [inProcess, standalone]

function clientFor(mock: Mock, origin: string, stop: () => Promise<void>): Client {
  const serviceUrl = `${origin}${mock.servicePath}`
  const controlUrl = `${origin}${mock.controlPrefix}`
  const send = async (url: string, init: RequestInit & { json?: unknown } = {}, validate: boolean) => {
    const { json, ...rest } = init
    const response = await fetch(url, {
      ...rest,
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      headers: { ...(json === undefined ? {} : { 'Content-Type': 'application/json' }), ...(rest.headers as Record<string, string>) },
    })
    const text = await response.text()
    let body: unknown = text
    try {
      body = text === '' ? undefined : JSON.parse(text)
    } catch {
      // Not JSON: keep the text.
    }
    if (validate) assertMatchesOpenApi(rest.method ?? 'GET', new URL(url).pathname, response.status, response.headers.get('content-type'), body)
    return { status: response.status, headers: response.headers, body }
  }
  return {
    mock,
    serviceUrl,
    controlUrl,
    call: (path, init) => send(`${serviceUrl}${path}`, init, true),
    control: (path, init) => send(`${controlUrl}${path}`, init, false),
    fetch: (url, init) => fetch(url, init),
    stop,
  }
}

/**
 * Starts a client for the tests of one `describe` and stops it after them;
 * by default the mock is reset before each test so tests stay independent.
 * @example
 * describe.each(runners)('reading, $name', (runner) => {
 *   const client = useClient(runner)
 *   test('…', async () => expect((await client.call('/AccountService')).status).toBe(200))
 * })
 */
export function useClient(runner: Runner, options: MockOptions = {}, { resetBeforeEach = true } = {}): Client {
  let current: Client | undefined
  beforeAll(async () => {
    current = await runner.start(options)
  })
  if (resetBeforeEach) beforeEach(() => current?.mock.reset())
  afterAll(() => current?.stop())
  // The client exists only once `beforeAll` ran; tests reach it through this stand-in.
  return new Proxy({} as Client, {
    get(_, key) {
      if (!current) throw new Error('The client is used before it started: use it inside a test or hook.')
      return Reflect.get(current, key)
    },
  })
}
