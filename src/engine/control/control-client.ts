/**
 * @module The one HTTP client of the control API, derived from the control
 * table: `client.useScenario('slow')`, `client.history.undo()`. It only sends
 * `Request`s, so the same client drives a standalone server over `fetch` and
 * the in-browser mock through its handlers. The dev panel, the simulator page
 * and the Playwright fixture's server mode all use it.
 */
import { defaultSessionId, sessionHeader } from '../request/session-id.ts'
import { ControlError, ControlTokenRequiredError, isControlTokenChallenge } from './control-errors.ts'
import { mapVerbs, type AnyVerb, type HttpParts, type RemoteVerbs } from './control-verb.ts'
import { controlVerbs, type ControlVerbs } from './control-verbs.ts'

/** Answers a control request: `fetch` for a server, the mock's handlers for the in-browser mock. */
export type ControlTransport = (request: Request) => Promise<Response>

/** A value, or a function read at each request (the panel's session changes as the user picks another). */
type Live<T> = T | (() => T)

/** What `createControlClient` takes: where the control API is, and the session and tokens its requests carry. */
export type ControlClientOptions = {
  /** The control API's URL: `http://127.0.0.1:4010/__mock`; relative to the page in a browser. */
  url: string
  /** Default: `fetch`. */
  transport?: ControlTransport
  /** The session every verb acts on, sent as `X-Mock-Session`; none (or `default`) for the default session. */
  session?: Live<string | undefined>
  /** The server's control token (`--control-token`), sent as `Authorization: Bearer <token>`. */
  token?: Live<string | undefined>
}

/** The control API over HTTP, as `createControlClient` gives it: the mock's control methods (`reset`, `useScenario`, `setFaults`, `history`, `sessions`…), each a promise of the control API's answer. */
export type ControlClient = RemoteVerbs<ControlVerbs> & {
  /** The control API's URL, absolute. */
  readonly url: string
}

/**
 * @example
 * const client = createControlClient({ url: 'http://127.0.0.1:4010/__mock', session: 'checkout-test' })
 * await client.useScenario('slow')
 * const { name } = await client.history.snapshot()
 */
export function createControlClient(options: ControlClientOptions): ControlClient {
  const { url, send } = createVerbSender(options)
  return {
    url,
    ...(mapVerbs(
      controlVerbs,
      (verb) => (input?: unknown) => send(verb, verb.toHttp?.(input) ?? {}),
    ) as RemoteVerbs<ControlVerbs>),
  }
}

/** Sends a verb's request, given as its HTTP parts, and gives the answer's body. */
export type VerbSender = {
  /** The control API's URL, absolute. */
  readonly url: string
  send(verb: AnyVerb, parts: HttpParts): Promise<unknown>
}

/**
 * What each method of the client does once its input is HTTP parts: for callers that build the
 * parts from named fields (MCP tools) rather than a verb's `toHttp`. Refusals throw `ControlError`.
 * @example
 * const { send } = createVerbSender({ url: 'http://127.0.0.1:4010/__mock' })
 * await send(controlVerbs.useScenario, { body: { value: 'slow' } })
 */
export function createVerbSender(options: ControlClientOptions): VerbSender {
  const base = (globalThis as { document?: { baseURI: string } }).document?.baseURI
  const url = new URL(options.url.replace(/\/+$/, ''), base).href
  const transport = options.transport ?? ((request: Request) => fetch(request))
  const send = async (verb: AnyVerb, parts: HttpParts): Promise<unknown> => {
    const request = requestOf(url, verb, parts, read(options.session), read(options.token))
    let response: Response
    try {
      response = await transport(request)
    } catch (error) {
      throw new Error(
        `Failed to ${verb.summary}: the mock at ${url} did not answer (${String(error)}). Please start it, or check its URL.`,
        { cause: error },
      )
    }
    if (isControlTokenChallenge(response.status, response.headers.get('WWW-Authenticate')))
      throw new ControlTokenRequiredError(Boolean(read(options.token)))
    if (!response.ok) {
      const { title, detail } = await problemOf(response)
      throw new ControlError(
        `Failed to ${verb.summary} (${verb.method} ${new URL(request.url).pathname}): the mock answered ${response.status}. ${detail}`,
        response.status,
        detail,
        title,
      )
    }
    return response.status === 204 ? undefined : response.json()
  }
  return { url, send }
}

function read<T>(value: Live<T> | undefined): T | undefined {
  return typeof value === 'function' ? (value as () => T)() : value
}

function requestOf(
  url: string,
  verb: AnyVerb,
  parts: HttpParts,
  session: string | undefined,
  token: string | undefined,
): Request {
  const { params = {}, query = {}, body, headers = {} } = parts
  const path = verb.path.replace(/:([^/]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
  const search = new URLSearchParams(query).toString()
  const sent = new Headers(headers)
  if (body !== undefined) sent.set('Content-Type', 'application/json')
  if (session !== undefined && session !== defaultSessionId) sent.set(sessionHeader, session)
  if (token) sent.set('Authorization', `Bearer ${token}`)
  return new Request(`${url}${path}${search ? `?${search}` : ''}`, {
    method: verb.method,
    headers: sent,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

/** The problem's `title` and `detail`; the status's reason and the body as it came when it is no problem. */
async function problemOf(response: Response): Promise<{ title: string; detail: string }> {
  const text = await response.text()
  try {
    const { title, detail } = JSON.parse(text) as { title?: unknown; detail?: unknown }
    return {
      title: typeof title === 'string' ? title : response.statusText,
      detail: typeof detail === 'string' ? detail : text,
    }
  } catch {
    return { title: response.statusText, detail: text }
  }
}
