/**
 * What an HTTP test holds, whichever adapter it goes through: a `Client` that
 * sends requests to the service and the control API, and `useClient`,
 * which starts one for a `describe` with a runner: `fetchHandler` (mock-fetch.ts) for
 * the behaviour tables, one of `adapters` (runners.ts) for the adapter table.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { Mock } from '../../src/adapters/create-mock.ts'
import type { MockOptions } from '../../src/engine/session/mock-options.ts'
import type { JournalEntry } from '../../src/engine/journal/request-journal.ts'
import { assertMatchesOpenApi } from './openapi-validator.ts'

export type Answer = {
  status: number
  headers: Headers
  /** Parsed JSON, or the text when the body is not JSON. */
  body: any
}

/** `fetch`'s shape: the adapter's own way of sending one request. */
export type Send = (url: string, init?: RequestInit) => Promise<Response>

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
  /** Raw fetch of a full URL through the adapter, for answers that have no body at all (network errors, hangs). */
  fetch: Send
  stop(): Promise<void>
}

export type Runner = { name: string; start(options?: MockOptions): Promise<Client> }

/** A client of `mock` served at `origin`; `send` is how a request reaches it (the global `fetch` for a socket). */
export function clientFor(mock: Mock, origin: string, stop: () => Promise<void>, send: Send = fetch): Client {
  const serviceUrl = `${origin}${mock.paths.servicePath}`
  const controlUrl = `${origin}${mock.paths.controlPrefix}`
  const sendJson = async (url: string, init: RequestInit & { json?: unknown } = {}, validate: boolean) => {
    const { json, ...rest } = init
    const response = await send(url, {
      ...rest,
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      headers: {
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(rest.headers as Record<string, string>),
      },
    })
    const text = await response.text()
    let body: unknown = text
    try {
      body = text === '' ? undefined : JSON.parse(text)
    } catch {
      // Not JSON: keep the text.
    }
    if (validate)
      assertMatchesOpenApi(
        rest.method ?? 'GET',
        new URL(url).pathname,
        response.status,
        response.headers.get('content-type'),
        body,
      )
    return { status: response.status, headers: response.headers, body }
  }
  return {
    mock,
    serviceUrl,
    controlUrl,
    call: (path, init) => sendJson(`${serviceUrl}${path}`, init, true),
    control: (path, init) => sendJson(`${controlUrl}${path}`, init, false),
    fetch: send,
    stop,
  }
}

/**
 * Starts a client for the tests of one `describe` and stops it after them;
 * by default the mock is reset before each test so tests stay independent.
 * @example
 * describe('reading', () => {
 *   const client = useClient(fetchHandler)
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

/**
 * Sends a request and gives the journal entry of the answer the mock chose,
 * without waiting out its simulated delay: the entry is recorded before the
 * delay starts, and the request is then aborted.
 */
export async function chosenAnswer(client: Client, path: string, init: RequestInit = {}): Promise<JournalEntry> {
  const after = client.mock.requests.all().at(-1)?.sequence ?? 0
  const controller = new AbortController()
  const sent = client
    .fetch(`${client.serviceUrl}${path}`, { ...init, signal: controller.signal })
    .catch(() => undefined)
  let entry: JournalEntry | undefined
  // No limit of its own: if the mock never records the request, the test's timeout ends it.
  while (!(entry = client.mock.requests.find((candidate) => candidate.sequence > after)))
    await new Promise((resolve) => setTimeout(resolve, 5))
  controller.abort()
  await sent
  return entry
}
