/**
 * @module Server mode's `mock`: a handle on one session of a standalone
 * server, through the control API's one client. The same verbs as
 * `createMock`'s mock, each returning a promise, so that
 * `await mock.useScenario(…)` reads the same in both modes.
 */
import { createControlClient, type ControlClient } from '../../engine/control/control-client.ts'
import { ControlError } from '../../engine/control/control-errors.ts'
import { toPredicate, type JournalFilter, type JournalRecord } from '../../engine/journal/request-journal.ts'
import type { OverrideAnswer } from '../../engine/operations/override-answer.ts'
import type { OperationId } from '../../model/operations.ts'
import { createPaths } from '../../model/create-paths.ts'
import type { MockPaths } from '../create-mock.ts'
import { serverPaths, type ServerMockOptions } from './mock-fixture-options.ts'

/** The session's journal, read from the server at each call. */
type RemoteRequestJournal = ControlClient['requests'] & {
  /** Every entry the server still holds for the session, oldest first. */
  all(): Promise<JournalRecord[]>
  /** Entries matching `filter`: a predicate (run here, on the entries read), or fields that must be equal. */
  filter(filter?: JournalFilter): Promise<JournalRecord[]>
  /** The newest entry matching `filter`. */
  find(filter?: JournalFilter): Promise<JournalRecord | undefined>
  count(filter?: JournalFilter): Promise<number>
}

/**
 * The `mock` fixture in server mode (`mockOptions: { server }`): the control API of a standalone server, acting on this test's own session, as promises.
 *
 * @example
 * ```ts
 * import { isRemoteMock, test } from 'real-estate-service-mock/playwright'
 *
 * test('the account page', async ({ mock, page }) => {
 *   if (isRemoteMock(mock)) console.log(mock.server, mock.sessionId)
 *   await page.goto('/')
 * })
 * ```
 */
export type RemoteMock = Omit<ControlClient, 'url' | 'requests' | 'sessions' | 'openApiDocument' | 'overrides'> & {
  /** The server's URL. */
  readonly server: string
  /** The session this test's requests carry in `X-Mock-Session`. */
  readonly sessionId: string
  readonly seed: number
  /** The service's URLs on the server, `servicePath` and `controlPrefix`. */
  readonly paths: MockPaths
  readonly requests: RemoteRequestJournal
  /** Always rejects: the data lives in the server's process. Read and change it through the service. */
  database(scenario?: string): Promise<never>
  /**
   * Answers one operation your way, on the server (`POST /__mock/overrides`): an answer given as data,
   * `{ status?, headers?, body?, delay?, once? }`. A resolver function cannot cross to the server's process:
   * that form is in-process only. `reset()` clears it. Gives a function that removes it.
   * @example
   * await mock.override('getAccount', { status: 503, once: true })
   */
  override(operation: OperationId, answer: OverrideAnswer & NotAFunction): Promise<() => Promise<void>>
}

/**
 * Keeps a resolver out where an answer given as data is asked for, also where `mock` is `Mock | RemoteMock`
 * (whose `override` takes what both take): every function has a `call`.
 */
type NotAFunction = { call?: never }

/** A session the fixture opened, and how to drop it. */
export type RemoteSession = { mock: RemoteMock; close(): Promise<void> }

/**
 * Opens a session on the server, with the options' seed and scenario, and applies their latency, faults and auth to it.
 * @example
 * const { mock, close } = await openRemoteMock({ server: 'http://127.0.0.1:4010', scenario: 'maintenance' })
 * await mock.useScenario('default')
 * await close()
 */
export async function openRemoteMock(options: ServerMockOptions): Promise<RemoteSession> {
  const server = options.server.replace(/\/+$/, '')
  const { servicePath, controlPrefix } = serverPaths(options)
  // The id is chosen here so that every request names the session, the POST that makes it and the DELETE that
  // drops it included: a balancer that keeps each session on one server process sends them all to the same one.
  const sessionId = crypto.randomUUID()
  const client = createControlClient({ url: `${server}${controlPrefix}`, session: sessionId })
  const created = await client.sessions.create({
    id: sessionId,
    seed: options.seed,
    scenario: typeof options.scenario === 'string' ? options.scenario : options.scenario?.join(','),
  })
  const { url: _, requests, sessions: __, openApiDocument: ___, overrides, reset, ...verbs } = client
  const filtered = async (filter: JournalFilter = {}) =>
    typeof filter === 'function' ? (await requests.filter()).filter(toPredicate(filter)) : requests.filter(filter)

  const mock: RemoteMock = {
    ...verbs,
    server,
    sessionId: created.id,
    seed: created.seed,
    paths: { ...createPaths({ svc: options.svc, baseUrl: server }), servicePath, controlPrefix },
    requests: {
      ...requests,
      all: () => requests.filter(),
      filter: filtered,
      find: async (filter) => (await filtered(filter)).at(-1),
      count: async (filter) => (await filtered(filter)).length,
    },
    // A reset goes back to the options, as createMock's does: they are told again.
    reset: async () => {
      await reset()
      await applyOptions()
    },
    override: async (operation, answer) => {
      const { id } = await overrides.add({ ...answer, operation })
      return async () => {
        try {
          await overrides.remove(id)
        } catch (error) {
          // Used up by its once, or cleared by a reset: removed already, as in-process.
          if (!(error instanceof ControlError && error.status === 404)) throw error
        }
      }
    },
    database: () =>
      Promise.reject(
        new Error(
          'Failed to open the database: in server mode the data lives in the server process. Please read and change it through the service (the page, or fetch with the X-Mock-Session header), or drop mockOptions.server to run the mock in the test process.',
        ),
      ),
  }

  // What createMock takes as options, a session is told after it is made (and again after a reset, as createMock's reset keeps them).
  async function applyOptions() {
    if (options.latency !== undefined) await mock.setLatency(options.latency)
    if (options.faults !== undefined) await mock.setFaults(options.faults)
    if (options.auth !== undefined) await mock.setAuth(options.auth)
  }
  await applyOptions()

  return {
    mock,
    async close() {
      try {
        await client.sessions.delete(created.id)
      } catch (error) {
        // Already dropped (idle past the server's TTL, or beyond its cap): nothing left to close.
        if (!(error instanceof ControlError && error.status === 404)) throw error
      }
    },
  }
}
