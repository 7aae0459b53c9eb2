/**
 * @module The engine: one mock's settings and sessions, and the one adapter
 * every adapter calls. `dispatch` takes a plain request and gives a plain
 * answer (a problem thrown on the way rendered as problem+json, HEAD's
 * without a body), or `undefined` when the path is none of the mock's (the
 * adapter passes it on). Each request is answered by the session it names
 * (`X-Mock-Session`).
 */
import { controlRouteKey, createControlRoutes } from './control/control-routes.ts'
import type { EngineAnswer, EngineRequest } from './exchange/engine-types.ts'
import { HttpProblem } from './problems/http-problem.ts'
import { methodNotAllowed } from './problems/method-not-allowed.ts'
import type { MockOptions } from './session/mock-options.ts'
import type { SessionJournalListener } from './session/shared-by-mock.ts'

import { problemOf } from './problems/problem-of.ts'
import { allowedMethods, routeServicePath } from './operations/route-service-path.ts'
import { type AnswerNowOrLater, runOperation } from './run-operation.ts'
import { sessionIdOf } from './request/session-id.ts'
import { repeatedHeaderProblem } from './request/single-valued-headers.ts'
import { SessionRegistry } from './session/session-registry.ts'
import { shareByMock } from './session/shared-by-mock.ts'
import { withoutBody } from './exchange/engine-types.ts'
import type { Har } from 'har-format'
import { answerFromReal } from './hybrid/answer-from-real.ts'
import type { Forward } from './hybrid/real-service.ts'
import { Recording } from './hybrid/recording.ts'

/**
 * The MCP endpoint below the control prefix (`/__mock/mcp`): a path of the control API, so every adapter
 * guards it as the others, though only the Node adapters serve it (src/mcp/, loaded on its first request).
 */
export const mcpPath = '/mcp'

/** How the engine reaches the real service unless an adapter says otherwise: the runtime's own `fetch`. */
const fetchForward: Forward = (request) => fetch(request)

/**
 * The engine as an adapter of your own needs it: a plain request in, a plain answer out.
 * @example
 * const answer = await createEngine().dispatch(request) // undefined: not the mock's path
 */
export type Engine = {
  /** Path the service's operations live under, e.g. `/svc/v1`. */
  readonly servicePath: string
  /** Path prefix of the control API, e.g. `/__mock`. */
  readonly controlPrefix: string
  /** A path of the control API itself (not of the simulator page beside it). */
  isControlApi(path: string): boolean
  /**
   * The answer to `request`, or `undefined` when its path is neither the
   * service's nor the control API's. A request that names no session is
   * answered by `session` (default: the default session). `forward` is how the
   * adapter reaches the real service in hybrid mode (default `fetch`; msw's adapters
   * mark the request to bypass their own handlers).
   */
  dispatch(request: EngineRequest, session?: string, forward?: Forward): Promise<EngineAnswer | undefined>
}

/** The engine as the package's own adapters use it: with the mock's sessions, its settings and hybrid mode's recording. */
export type MockEngine = Engine & {
  /** The sessions; `sessions.default` is what a request naming no session meets. */
  readonly sessions: SessionRegistry
  /** The path segment standing for the service's name, e.g. `svc`. */
  readonly svc: string
  /** Origin the handlers answer for, without a trailing slash; `*` for any. */
  readonly baseUrl: string
  /** Starts keeping every answer of the real service (again from none, if it was recording); `onRecord` is told after each. */
  startRecording(onRecord?: (recording: Recording) => void): Recording
  /** Stops recording and gives what was recorded as HAR 1.2; an empty log when nothing was. */
  stopRecording(): Har
  /** Calls `listener` with each entry any session's journal records, and the session's seed; the function returned stops it. */
  onJournalRecord(listener: SessionJournalListener): () => void
  /**
   * `dispatch` without its promise when the answer is ready at once (a read, the usual request):
   * the answer, a promise of it, or `undefined` for a path that is none of the mock's. For the adapters
   * that can write an answer at once (`node:http`).
   */
  dispatchNow(
    request: EngineRequest,
    session?: string,
    forward?: Forward,
  ): EngineAnswer | Promise<EngineAnswer | undefined> | undefined
}

/** The engine with all a mock needs: what `createMock` and the server are made from. */
export function createMockEngine(options: MockOptions = {}): MockEngine {
  // The mock-wide settings, made once here; the sessions read them, and hold only their own state.
  const shared = shareByMock(options)
  const { svc, baseUrl, servicePath, controlPrefix } = shared
  const sessions = new SessionRegistry(options, shared)
  const controlRoutes = createControlRoutes(sessions)
  let recording: Recording | undefined

  const dispatchService = (
    request: EngineRequest,
    sessionId: string | undefined,
    forward: Forward,
  ): AnswerNowOrLater => {
    // Refused before anything reads the headers; journaled in the session the adapter names, since the one the request names is unclear.
    const repeated = repeatedHeaderProblem(request)
    if (repeated) return runOperation(sessions.use(sessionId), request, null, {}, repeated)
    // An id that is no session's throws: `dispatch` answers it as a problem.
    const session = sessions.use(sessionIdOf(request, false) ?? sessionId)
    const route = routeServicePath(request.method, request.path.slice(servicePath.length))
    switch (route.kind) {
      case 'operation': {
        const { operation, params } = route
        const mode = session.settings.routes[operation]
        if (mode === 'mock' || !session.settings.real) return runOperation(session, request, operation, params)
        return answerFromReal(session, request, operation, {
          real: session.settings.real,
          mode,
          forward,
          recording,
          answerFromMock: () => runOperation(session, request, operation, params, undefined, 'mock-fallback'),
        })
      }
      case 'method-not-allowed':
        return runOperation(session, request, null, {}, methodNotAllowed(request.method, route.allowed))
      case 'bad-encoding':
        return runOperation(
          session,
          request,
          null,
          {},
          new HttpProblem('badRequest', 'The path is not valid percent-encoding.'),
        )
      case 'not-found':
        return runOperation(
          session,
          request,
          null,
          {},
          new HttpProblem('notFound', 'The service has no operation at this path.'),
        )
    }
  }

  const controlHandlers = (path: string) => {
    return controlRoutes.get(controlRouteKey(path.slice(controlPrefix.length)))
  }

  const dispatchControl = (
    request: EngineRequest,
    session: string | undefined,
  ): Promise<EngineAnswer | undefined> | EngineAnswer | undefined => {
    const handlers = controlHandlers(request.path)
    // Other paths under the prefix belong to the simulator page, where an adapter serves it.
    if (!handlers) return undefined
    const repeated = repeatedHeaderProblem(request)
    if (repeated) throw repeated
    // HEAD reads what GET reads; `dispatch` leaves the body out (RFC 9110, 9.3.2).
    const handler = handlers[request.method] ?? (request.method === 'HEAD' ? handlers.GET : undefined)
    if (handler) return handler(request, () => sessions.use(sessionIdOf(request, true) ?? session))
    throw methodNotAllowed(request.method, allowedMethods(Object.keys(handlers)))
  }

  const dispatchNow: MockEngine['dispatchNow'] = (request, session, forward = fetchForward) => {
    const { path } = request
    const service =
      path.startsWith(servicePath) && (path.length === servicePath.length || path[servicePath.length] === '/')
    if (!service && !(path.startsWith(controlPrefix) && path[controlPrefix.length] === '/')) return undefined
    // A problem thrown on the way becomes its problem+json answer here, for every adapter; an operation's own
    // are answered (and journaled) by `runOperation`. HEAD ran as the GET: its answer leaves the body out
    // here too (RFC 9110, 9.3.2).
    const head = request.method === 'HEAD'
    let answered: EngineAnswer | Promise<EngineAnswer | undefined> | undefined
    try {
      answered = service ? dispatchService(request, session, forward) : dispatchControl(request, session)
    } catch (error) {
      return problemAnswer(error, path, head)
    }
    if (answered instanceof Promise) {
      return answered.then(
        (answer) => (head && answer ? withoutBody(answer) : answer),
        (error: unknown) => problemAnswer(error, path, head),
      )
    }
    return head && answered ? withoutBody(answered) : answered
  }

  return {
    sessions,
    svc,
    baseUrl,
    servicePath,
    controlPrefix,
    isControlApi: (path) =>
      path.startsWith(controlPrefix) &&
      path[controlPrefix.length] === '/' &&
      (controlHandlers(path) !== undefined ||
        (path.length === controlPrefix.length + mcpPath.length && path.endsWith(mcpPath))),
    startRecording(onRecord) {
      const started = new Recording()
      if (onRecord) started.onAdd(() => onRecord(started))
      recording = started
      return started
    },
    stopRecording() {
      const har = (recording ?? new Recording()).toHAR()
      recording = undefined
      return har
    },
    onJournalRecord: (listener) => sessions.onJournalRecord(listener),
    dispatchNow,
    // A promise given to `Promise.resolve` comes back as it is.
    dispatch: (request, session, forward) => Promise.resolve(dispatchNow(request, session, forward)),
  }
}

/** The problem+json answer of `error`, without its body for HEAD. */
function problemAnswer(error: unknown, path: string, head: boolean): EngineAnswer {
  const problem = problemOf(error, path).toAnswer(path)
  return head ? withoutBody(problem) : problem
}

/**
 * The engine of a mock, for an adapter of your own: `dispatch` answers the service and the control API.
 * @example
 * const engine = createEngine({ seed: 7 })
 * const answer = await engine.dispatch({ method: 'GET', path: '/svc/v1/AccountService', query: '', header: () => undefined, text: async () => '' })
 */
export function createEngine(options: MockOptions = {}): Engine {
  return createMockEngine(options)
}
