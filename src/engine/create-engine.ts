/**
 * @module The engine: one mock's sessions and the one door every adapter
 * calls. `dispatch` takes a plain request and gives a plain answer, or
 * `undefined` when the path is none of the mock's (the adapter passes it on).
 * Each request is answered by the session it names (`X-Mock-Session`).
 */
import { controlRouteKey, createControlRoutes } from './control/control-routes.ts'
import type { EngineAnswer, EngineRequest } from './exchange/engine-types.ts'
import { HttpProblem } from './problems/http-problem.ts'
import type { MockOptions } from './session/mock-options.ts'
import type { Session } from './session/session.ts'
import type { SessionJournalListener } from './session/shared-by-mock.ts'

import { problemOf } from './problems/problem-of.ts'
import { allowedMethods, routeServicePath } from './operations/route-service-path.ts'
import { runOperation } from './run-operation.ts'
import { sessionIdOf } from './request/session-id.ts'
import { repeatedHeaderProblem } from './request/single-valued-headers.ts'
import { shownInput } from './problems/shown-input.ts'
import { SessionRegistry } from './session/session-registry.ts'
import { withoutBody } from './exchange/engine-types.ts'
import type { Har } from 'har-format'
import { answerFromReal } from './hybrid/answer-from-real.ts'
import type { Forward } from './hybrid/real-service.ts'
import { Recording } from './hybrid/recording.ts'

/** How the engine reaches the real service unless a door says otherwise: the runtime's own `fetch`. */
const fetchForward: Forward = (request) => fetch(request)

export type Engine = {
  /** The default session's state: what a request naming no session meets. */
  readonly state: Session
  readonly sessions: SessionRegistry
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
   * door reaches the real service in hybrid mode (default `fetch`; msw's doors
   * mark the request to bypass their own handlers).
   */
  dispatch(request: EngineRequest, session?: string, forward?: Forward): Promise<EngineAnswer | undefined>
  /** Starts keeping every answer of the real service (again from none, if it was recording); `onRecord` is told after each. */
  startRecording(onRecord?: (recording: Recording) => void): Recording
  /** Stops recording and gives what was recorded as HAR 1.2; an empty log when nothing was. */
  stopRecording(): Har
  /** Calls `listener` with each entry any session's journal records, and the session's seed; the function returned stops it. */
  onJournalRecord(listener: SessionJournalListener): () => void
}

/**
 * What a door of your own needs of the engine, and all the package's main
 * entry shows of it (as `Engine`): the sessions' state and the recording stay
 * inside the package's own doors.
 */
export type DoorEngine = Pick<Engine, 'servicePath' | 'controlPrefix' | 'isControlApi' | 'dispatch'>

/**
 * @example
 * const engine = createEngine({ seed: 7 })
 * const answer = await engine.dispatch({ method: 'GET', path: '/svc/v1/AccountService', query: '', header: () => undefined, text: async () => '' })
 */
export function createEngine(options: MockOptions = {}): Engine {
  const sessions = new SessionRegistry(options)
  const state = sessions.default
  const servicePath = `/${state.svc}/v1`
  const controlPrefix = state.controlPrefix
  const controlRoutes = createControlRoutes(sessions)
  let recording: Recording | undefined

  const dispatchService = (
    request: EngineRequest,
    session: string | undefined,
    forward: Forward,
  ): Promise<EngineAnswer> => {
    // Refused before anything reads the headers; journaled in the session the door names, since the one the request names is unclear.
    const repeated = repeatedHeaderProblem(request)
    if (repeated) return runOperation(sessions.use(session), request, null, {}, repeated)
    let state: Session
    try {
      state = sessions.use(sessionIdOf(request, false) ?? session)
    } catch (error) {
      const problem = problemOf(error, request.path).toAnswer(request.path)
      return Promise.resolve(request.method === 'HEAD' ? withoutBody(problem) : problem)
    }
    const route = routeServicePath(request.method, request.path.slice(servicePath.length))
    switch (route.kind) {
      case 'operation': {
        const { operation, params } = route
        const mode = state.routes[operation]
        if (mode === 'mock' || !state.real) return runOperation(state, request, operation, params)
        return answerFromReal(state, request, operation, {
          real: state.real,
          mode,
          forward,
          recording,
          answerFromMock: () => runOperation(state, request, operation, params, undefined, 'mock-fallback'),
        })
      }
      case 'method-not-allowed': {
        const allowed = route.allowed
        const refusal = new HttpProblem(
          'methodNotAllowed',
          `${shownInput(request.method)} is not allowed here; use ${listed(allowed)}.`,
          {
            headers: { Allow: allowed.join(', ') },
          },
        )
        return runOperation(state, request, null, {}, refusal)
      }
      case 'bad-encoding':
        return runOperation(
          state,
          request,
          null,
          {},
          new HttpProblem('badRequest', 'The path is not valid percent-encoding.'),
        )
      case 'not-found':
        return runOperation(
          state,
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

  const dispatchControl = async (
    request: EngineRequest,
    session: string | undefined,
  ): Promise<EngineAnswer | undefined> => {
    const handlers = controlHandlers(request.path)
    // Other paths under the prefix belong to the simulator page, where a door serves it.
    if (!handlers) return undefined
    const head = request.method === 'HEAD'
    try {
      const repeated = repeatedHeaderProblem(request)
      if (repeated) throw repeated
      // HEAD reads what GET reads, without the body (RFC 9110, 9.3.2).
      const handler = handlers[request.method] ?? (head ? handlers.GET : undefined)
      if (handler) {
        const answered = await handler(request, () => sessions.use(sessionIdOf(request, true) ?? session))
        return head ? withoutBody(answered) : answered
      }
      const allowed = allowedMethods(Object.keys(handlers))
      throw new HttpProblem(
        'methodNotAllowed',
        `${shownInput(request.method)} is not allowed here; use ${listed(allowed)}.`,
        { headers: { Allow: allowed.join(', ') } },
      )
    } catch (error) {
      const problem = problemOf(error, request.path).toAnswer(request.path)
      return head ? withoutBody(problem) : problem
    }
  }

  return {
    state,
    sessions,
    servicePath,
    controlPrefix,
    isControlApi: (path) =>
      path.startsWith(controlPrefix) && path[controlPrefix.length] === '/' && controlHandlers(path) !== undefined,
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
    dispatch(request, session, forward = fetchForward) {
      const { path } = request
      if (path.startsWith(servicePath) && (path.length === servicePath.length || path[servicePath.length] === '/')) {
        return dispatchService(request, session, forward)
      }
      if (path.startsWith(controlPrefix) && path[controlPrefix.length] === '/') return dispatchControl(request, session)
      return Promise.resolve(undefined)
    },
  }
}

/** `['GET', 'HEAD', 'PATCH']` as "GET, HEAD or PATCH". */
function listed(methods: readonly string[]): string {
  return methods.length < 2 ? methods.join('') : `${methods.slice(0, -1).join(', ')} or ${methods.at(-1)}`
}

/**
 * `createEngine` as the package's main entry exports it: typed as a `DoorEngine`.
 * @example
 * const engine = createDoorEngine({ seed: 7 })
 * const answer = await engine.dispatch(request)
 */
export const createDoorEngine: (options?: MockOptions) => DoorEngine = createEngine
