/**
 * @module The standalone server: `node:http` answering from the engine, with
 * the simulator page and CORS for any frontend. Each request takes one path
 * (`createNodeHandler`): its Host checked, CORS, the control API's check,
 * the engine, the page. Safe by default: only trusted hosts are answered,
 * only trusted origins may drive the control API or change data
 * (`origin-policy.ts`, `cors.ts`), a server other machines reach needs a
 * control token, made when none is given (`exposed-control-token.ts`), a
 * refused body still gets its answer to the client (`lingering-response.ts`),
 * and a client that does not read cannot make the server hold its answers
 * (`held-answers.ts`). Embeddable in a dev server or test harness.
 */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname } from 'node:path'
import { createMockWith, engineBehind, type Mock } from '../adapters/create-mock.ts'
import { middlewareAdapter } from '../adapters/middleware/create-middleware.ts'
import { createMockEngine } from '../engine/create-engine.ts'
import { HttpProblem } from '../engine/problems/http-problem.ts'
import type { MockOptions } from '../engine/session/mock-options.ts'
import { type ControlGuardOptions, createControlGuard, hostRefused } from '../node-http/control-guard.ts'
import { createNodeHandler, type Screen } from '../node-http/create-node-handler.ts'
import { defaultMaxBody, repeatedIn } from '../node-http/node-engine-request.ts'
import { createOriginPolicy, type OriginPolicy } from '../node-http/origin-policy.ts'
import { contentTypes, siteFor } from '../node-http/serve-site.ts'
import { answerClientError } from './client-error.ts'
import { applyCors } from './cors.ts'
import { exposedControlToken } from './exposed-control-token.ts'
import { HeldAnswers, type HeldAnswersOptions, type SocketHold } from './held-answers.ts'
import { type LingerOptions, lingeringResponse } from './lingering-response.ts'
import { checkMockOrItsOptions } from './mock-or-its-options.ts'

/**
 * The standalone server `createServer` makes: `listen` and `close`, its `mock`, its `node:http` server, and the answers it still holds for clients that have not read them.
 *
 * @example
 * ```ts
 * import { createServer } from 'real-estate-service-mock/server'
 *
 * const server = createServer({ seed: 7 })
 * const url = await server.listen(0)
 * await server.close()
 * ```
 */
export type MockServer = {
  readonly mock: Mock
  readonly server: Server
  /** Starts listening; resolves with the URL, e.g. `http://127.0.0.1:4010`. */
  listen(port?: number, host?: string): Promise<string>
  /** Stops listening and drops open connections, including requests that hang on purpose. */
  close(): Promise<void>
  /** The answers held for clients that have not read them yet, per open socket (see `heldAnswers` in the options). */
  heldAnswers(): SocketHold[]
  /**
   * The token the control API requires as `Authorization: Bearer <token>`: the `controlToken` given,
   * or one made when the server started listening beyond loopback without one; `undefined` when open.
   */
  readonly controlToken: string | undefined
}

/**
 * What `createServer` takes: the server's own options (the control token and trusted origins, body
 * limits, timeouts, the simulator page), and either `createMock`'s options or a mock made beforehand
 * as `mock`. Beside `mock`, `createMock`'s options would make nothing: they are a type error, and a
 * `TypeError` when the server is created.
 */
export type ServerOptions = Omit<ControlGuardOptions, 'controlToken'> & {
  /**
   * Required of every request under the control prefix (the simulator page's files aside) as
   * `Authorization: Bearer <token>`. Left out, a server listening on an address other machines reach
   * (`0.0.0.0`, `::`, a LAN address) makes a random one when it starts listening (read it from
   * `controlToken` of the server); a loopback server needs none. `false`: none, wherever it listens.
   */
  controlToken?: string | false
  /**
   * A mock made beforehand, e.g. with its data built already; pass `createMock()`'s to use its msw
   * handlers too. With it, give `createMock`'s options to `createMock`, not here. Without it, the
   * server makes its own mock from them, without msw handlers (msw is not loaded).
   */
  mock?: Mock
  /** Folder of the built simulator page, served at `/__mock/`; `false` for none. Default: the package's `site-dist`. */
  site?: string | false
  /** Request bodies above this many bytes answer `413` without being read. Default 1 MiB. */
  maxBody?: number
  /**
   * How much of a refused body (a `413`, a refusal sent before the body was read) is still read and
   * dropped after the answer, so that the client reads the answer before the connection closes.
   * Default `{ bytes: 16 MiB, ms: 5 s }`, whichever comes first.
   */
  linger?: LingerOptions
  /**
   * Answers held for a client that does not read them, per socket: above `pauseAbove` bytes not yet
   * taken by the network, the socket is not read and its next requests wait; a socket owing more than
   * `closeAbove` answers is closed. Default `{ pauseAbove: 1 MiB, closeAbove: 1000 }`.
   */
  heldAnswers?: HeldAnswersOptions
  /** Node's socket timeouts, in ms. Default `{ headersTimeout: 10 s, requestTimeout: 30 s, keepAliveTimeout: 5 s }`. */
  timeouts?: Partial<Record<keyof typeof serverTimeouts, number>>
} & ((MockOptions & { mock?: undefined }) | ({ [Name in keyof MockOptions]?: never } & { mock: Mock }))

/**
 * Timeouts for a development server: generous for a debugger paused on a
 * breakpoint in the app, short enough that slow or stalled clients
 * (slowloris) cannot hold sockets for long. Hanging answers on purpose are
 * not cut by them: the request is complete, only the answer waits.
 */
const serverTimeouts = {
  /** The request line and headers must arrive within this, ms. */
  headersTimeout: 10_000,
  /** The whole request, body included, must arrive within this, ms. */
  requestTimeout: 30_000,
  /** An idle kept-alive connection is closed after this, ms. */
  keepAliveTimeout: 5_000,
} as const

/**
 * @example
 * const { listen, close, mock } = createServer({ seed: 7 })
 * const url = await listen(0) // a free port
 * await fetch(`${url}/svc/v1/AccountService`)
 * await close()
 * @example
 * // Reached from other machines: the control API needs the token the server made.
 * const server = createServer()
 * const url = await server.listen(4010, '0.0.0.0')
 * await fetch(`${url}/__mock/reset`, { method: 'POST', headers: { Authorization: `Bearer ${server.controlToken}` } })
 */
export function createServer(options: ServerOptions = {}): MockServer {
  checkMockOrItsOptions(options)
  // Its own mock has no msw handlers, so that the server starts without loading msw; its middleware is
  // there for whoever uses the mock, since the server answers from the engine itself.
  const engine = options.mock ? engineBehind(options.mock) : createMockEngine(options)
  const mock = options.mock ?? createMockWith(options, { middleware: middlewareAdapter }, engine)
  const policy = createOriginPolicy(options)
  let controlToken = options.controlToken || undefined
  let guard = createControlGuard({ controlToken }, policy)
  const controlPath = `${engine.controlPrefix}/`
  // Every path under the prefix is the control API's (the MCP endpoint and any later one included), but for
  // the simulator page's own files, which a browser fetches with no header of ours (the token comes in its link).
  const guarded = ({ method, path }: { method: string; path: string }) =>
    (path === engine.controlPrefix || path.startsWith(controlPath)) &&
    (engine.isControlApi(path) || !(method === 'GET' || method === 'HEAD') || !isPageFile(path, controlPath))

  // Hosts first (a DNS-rebinding page must get nothing), then CORS; then the control API's token; then the
  // engine, then the simulator page, then a 404 that says where the mock is. Host and Origin are judged once.
  const screen: Screen = (request, response, target) => {
    const host = hostOf(request)
    const refusal = refuseHost(request, host, policy)
    if (refusal) return refusal
    const { origin } = request.headers
    const originTrusted = origin !== undefined && policy.trustsOrigin(origin, request.headers.host)
    const cors = applyCors(request, response, originTrusted, target.path.startsWith(controlPath))
    if (cors) return cors
    return guarded(target) ? guard(request, { originTrusted }) : undefined
  }
  const handle = createNodeHandler(engine, { screen, maxBody: options.maxBody, site: siteFor(engine, options.site) })
  const held = new HeldAnswers(options.heldAnswers)
  // Timeouts are checked every second (Node's default is 30 s), so a stalled client is dropped close to its limit.
  const server = createHttpServer(
    {
      ...serverTimeouts,
      ...options.timeouts,
      connectionsCheckingInterval: 1_000,
      ServerResponse: held.responseClass(lingeringResponse(options.linger)),
    },
    (request, response) => held.admit(request, response, handle),
  )
  server.on('clientError', answerClientError)
  // Decided once the address is known, however listening began (`listen` here, or `server.listen`), and
  // before the first request: a server other machines reach is never open by default.
  server.on('listening', () => {
    if (controlToken !== undefined) return
    controlToken = exposedControlToken(options.controlToken, server.address())
    if (controlToken !== undefined) guard = createControlGuard({ controlToken }, policy)
  })
  // `Expect: 100-continue` (curl's way with a large body): a body declared too large is refused before the client sends it.
  const maxBody = options.maxBody ?? defaultMaxBody
  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    if (!(Number(request.headers['content-length'] ?? 0) > maxBody)) response.writeContinue()
    held.admit(request, response, handle)
  })

  return {
    mock,
    server,
    listen(port = 4010, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, host, () => {
          server.off('error', reject)
          const address = server.address() as AddressInfo
          const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address
          resolve(`http://${shownHost}:${address.port}`)
        })
      })
    },
    close() {
      return new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      })
    },
    heldAnswers: () => held.bySocket(),
    get controlToken() {
      return controlToken
    },
  }
}

/** `GET {prefix}`, `{prefix}/` (its redirect and the page) and a file of a type the page is made of (`.js`, `.css`…). */
function isPageFile(path: string, controlPath: string): boolean {
  return path.length <= controlPath.length || extname(path).toLowerCase() in contentTypes
}

/** The host a request is for: an absolute-form target's own (it replaces `Host`, RFC 9112 §3.2.2), else the `Host` header. */
function hostOf(request: IncomingMessage): string | undefined {
  const target = request.url ?? '/'
  if (target.startsWith('/')) return request.headers.host
  try {
    return new URL(target).host
  } catch {
    return request.headers.host
  }
}

const hostHeader = ['Host']

/** A problem for a request whose `Host` is missing, repeated, or not one the server answers. */
function refuseHost(request: IncomingMessage, host: string | undefined, policy: OriginPolicy): HttpProblem | undefined {
  if (repeatedIn(request.rawHeaders, hostHeader))
    return new HttpProblem('badRequest', 'The request has more than one Host header.')
  return policy.allowsHost(host) ? undefined : hostRefused(host)
}
