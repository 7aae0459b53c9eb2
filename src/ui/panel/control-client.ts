/**
 * @module The panel's view of the control API (`/__mock/…`). It only sends
 * `Request`s, so the same client drives the standalone server over HTTP and
 * the in-browser mock in-process.
 */
import type { FaultSettings } from '../../engine/simulation/faults.ts'
import type { LatencySettings } from '../../engine/simulation/latency.ts'
import type { JournalEntry } from '../../engine/journal/request-journal.ts'
import type { SessionInfo } from '../../engine/session/session-registry.ts'
import type { TimelineEntry } from '../../engine/session/state-history.ts'
import type { SnapshotInfo } from '../../engine/session/session-history.ts'
import type { RouteTable } from '../../engine/hybrid/real-service.ts'
import type { RoutesState } from './routes-group.ts'
import { namedSession, sessionHeader } from '../session/session-id.ts'
import { readControlToken } from './control-token.ts'
import { ControlTokenRequiredError } from './control-token-required.ts'
import { isControlTokenChallenge } from './is-control-token-challenge.ts'

/** Answers a control request: `fetch` for a server, the mock's handlers for the in-browser mock. */
export type ControlTransport = (request: Request) => Promise<Response>

export type ControlClientOptions = {
  /**
   * The server's control token (`--control-token`), sent as `Authorization: Bearer <token>` on control
   * requests. Default: the one this tab keeps (from the simulator page's `?token=`, or pasted in the panel).
   */
  token?: string
}

export type ScenarioSummary = { name: string; description: string; active: boolean }

/** Fired on `window` after the panel changed the mock (scenario, latency, faults, auth, reset), so pages can reload data. */
export const mockChangeEvent = 'real-estate-service-mock:change'

/** `history`: an undo, a snapshot taken or restored, a version gone back to; `sync`: another tab's change arrived. */
export type MockChange = { kind: 'scenario' | 'latency' | 'faults' | 'auth' | 'routes' | 'reset' | 'session' | 'history' | 'sync' }

/** One session as `GET /__mock/sessions` lists it. */
export type SessionSummary = SessionInfo

export class ControlClient {
  readonly controlUrl: string
  /** The session every request acts on, sent as `X-Mock-Session`; undefined (or `'default'`) for the default session. */
  session: string | undefined
  /** The control token sent with every request; undefined for none. */
  token: string | undefined
  /** True when a transport of the caller's answers (the in-browser mock, in-process); false over HTTP (`fetch`). */
  readonly inProcess: boolean
  readonly #transport: ControlTransport

  /**
   * @example
   * const client = new ControlClient('http://127.0.0.1:4010/__mock')
   * await client.setScenario('slow')
   * // A server started with --control-token:
   * const guarded = new ControlClient('http://192.168.1.20:4010/__mock', undefined, { token: 's3cret' })
   */
  constructor(controlUrl: string, transport?: ControlTransport, options: ControlClientOptions = {}) {
    this.controlUrl = new URL(controlUrl.replace(/\/+$/, ''), document.baseURI).href
    this.inProcess = transport !== undefined
    this.#transport = transport ?? ((request) => fetch(request))
    this.token = options.token || readControlToken()
  }

  scenarios(): Promise<ScenarioSummary[]> {
    return this.#json('GET', '/scenarios')
  }

  /** The versions of the state, oldest first, each with its JSON Patch. */
  timeline(): Promise<TimelineEntry[]> {
    return this.#json('GET', '/timeline')
  }

  /** Reverts the newest change; rejects (409) when there is nothing to undo. */
  undo(): Promise<TimelineEntry> {
    return this.#json('POST', '/undo')
  }

  /** Back to the state right after `version`. */
  restoreVersion(version: number): Promise<TimelineEntry> {
    return this.#json('POST', `/timeline/${version}/restore`)
  }

  snapshots(): Promise<SnapshotInfo[]> {
    return this.#json('GET', '/snapshots')
  }

  /** Keeps the state now under `name` (made up when empty); resolves with the name. */
  async takeSnapshot(name?: string): Promise<string> {
    return (await this.#json<{ name: string }>('POST', '/snapshots', name ? { name } : {})).name
  }

  restoreSnapshot(name: string): Promise<TimelineEntry> {
    return this.#json('POST', `/snapshots/${encodeURIComponent(name)}/restore`)
  }

  async deleteSnapshot(name: string): Promise<void> {
    await this.#json('DELETE', `/snapshots/${encodeURIComponent(name)}`)
  }

  setScenario(name: string): Promise<unknown> {
    return this.#json('PUT', '/scenario', { name })
  }

  latency(): Promise<LatencySettings | null> {
    return this.#value('/latency')
  }

  setLatency(value: LatencySettings | null): Promise<unknown> {
    return this.#json('PUT', '/latency', { value })
  }

  faults(): Promise<FaultSettings | null> {
    return this.#value('/faults')
  }

  setFaults(value: FaultSettings | null): Promise<unknown> {
    return this.#json('PUT', '/faults', { value })
  }

  auth(): Promise<boolean | null> {
    return this.#value('/auth')
  }

  setAuth(value: boolean | null): Promise<unknown> {
    return this.#json('PUT', '/auth', { value })
  }

  /** Hybrid mode's routes and real service; `null` from a mock too old to have them. */
  routes(): Promise<RoutesState | null> {
    return this.#json<RoutesState>('GET', '/routes').catch(() => null)
  }

  setRoutes(value: RouteTable): Promise<unknown> {
    return this.#json('PUT', '/routes', { value })
  }

  requests(): Promise<JournalEntry[]> {
    return this.#json('GET', '/requests')
  }

  clearRequests(): Promise<unknown> {
    return this.#json('DELETE', '/requests')
  }

  /** Every session of the mock, the default one included. */
  sessions(): Promise<SessionSummary[]> {
    return this.#json('GET', '/sessions')
  }

  reset(): Promise<unknown> {
    return this.#json('POST', '/reset')
  }

  /** The `value` of a setting; null while none is set. */
  async #value<T>(path: string): Promise<T | null> {
    return (await this.#json<{ value: T | null }>('GET', path)).value
  }

  async #json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers = new Headers(body === undefined ? {} : { 'Content-Type': 'application/json' })
    const session = namedSession(this.session)
    if (session !== undefined) headers.set(sessionHeader, session)
    if (this.token) headers.set('Authorization', `Bearer ${this.token}`)
    const request = new Request(`${this.controlUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const response = await this.#transport(request)
    if (isControlTokenChallenge(response.status, response.headers.get('WWW-Authenticate'))) {
      throw new ControlTokenRequiredError(Boolean(this.token))
    }
    if (!response.ok) {
      const detail = await response.json().then((problem: { detail?: string }) => problem.detail, () => undefined)
      throw new Error(`Failed to ${method} ${path}: HTTP ${response.status}${detail ? `, ${detail}` : ''}.`)
    }
    return (response.status === 204 ? undefined : await response.json()) as T
  }
}
