/**
 * @module How the simulator's components call the service, the way a frontend
 * would: `fetch`, the bearer token chosen in the panel, problem+json errors.
 * Its one control request (the list of ids) carries the control token instead.
 */
import type { Problem } from '../../model/index.ts'
import {
  operationPath,
  operations,
  type OperationAnswer,
  type OperationId,
  type OperationParameters,
} from '../../model/operations.ts'
import { getMockToken } from '../panel/auth-token.ts'
import { readControlToken } from '../panel/control-token.ts'
import { namedSession, sessionHeader } from '../../engine/request/session-id.ts'
import { defaultControlPrefix } from '../../engine/request/control-prefix.ts'

export type ServiceResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number | null; problem: Problem }

export type Resources = { realEstateObjects: string[]; accounts: string[] }

export type ServiceClientOptions = {
  /** Where the operations live, e.g. `/svc/v1`. */
  serviceUrl?: string
  /** The control API, e.g. `/__mock`: only to list ids, which the interface cannot. */
  controlUrl?: string
  /** The mock's session to use, sent as `X-Mock-Session`. Default: none named, the default session. */
  session?: string
  /** The server's control token (`--control-token`), for the list of ids. Default: the one this tab keeps. */
  controlToken?: string
}

export class ServiceClient {
  readonly serviceUrl: string
  readonly controlUrl: string
  readonly session: string | undefined
  readonly controlToken: string | undefined

  /**
   * @example
   * const client = new ServiceClient({ serviceUrl: '/svc/v1' })
   * const result = await client.call('getAccountSettings', {})
   * if (!result.ok) console.log(result.problem.detail)
   */
  constructor(options: ServiceClientOptions = {}) {
    this.serviceUrl = (options.serviceUrl ?? '/svc/v1').replace(/\/+$/, '')
    this.controlUrl = (options.controlUrl ?? defaultControlPrefix).replace(/\/+$/, '')
    this.session = namedSession(options.session)
    this.controlToken = options.controlToken || readControlToken()
  }

  listResources(): Promise<ServiceResult<Resources>> {
    // The control API has its own token; the account signed in on the service has no say there.
    return this.#send(`${this.controlUrl}/resources`, {}, this.controlToken)
  }

  /**
   * Sends one operation of the table, its path filled in; `body`, if given, goes as JSON.
   * @example
   * const account = await client.call('getAccount', { username: 'alice.admin' })
   * const saved = await client.call('updateAccountSettings', {}, { activity_logs: false })
   */
  call<Id extends OperationId>(
    id: Id,
    parameters: OperationParameters<Id>,
    body?: unknown,
  ): Promise<ServiceResult<OperationAnswer<Id>>> {
    const url = `${this.serviceUrl}${operationPath(id, parameters)}`
    const { method } = operations[id]
    if (body === undefined) return this.#send(url, { method })
    return this.#send(url, { method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } })
  }

  /** @param token sent as the bearer token; default the account signed in with the panel */
  async #send<T>(
    url: string,
    init: RequestInit = {},
    token: string | null | undefined = getMockToken(),
  ): Promise<ServiceResult<T>> {
    const headers = new Headers(init.headers)
    if (token) headers.set('Authorization', `Bearer ${token}`)
    if (this.session) headers.set(sessionHeader, this.session)
    let response: Response
    try {
      response = await fetch(url, { ...init, headers })
    } catch (error) {
      return {
        ok: false,
        status: null,
        problem: {
          type: 'about:blank',
          title: 'Network error',
          status: 0,
          detail: `The request failed before an answer came (${(error as Error).message}).`,
        },
      }
    }
    const body: unknown = await response.json().catch(() => null)
    if (response.ok) return { ok: true, status: response.status, data: body as T }
    const problem = isProblem(body)
      ? body
      : {
          type: 'about:blank',
          title: response.statusText || 'Error',
          status: response.status,
          detail: 'The answer had no problem details.',
        }
    const retryAfter = response.headers.get('Retry-After')
    return {
      ok: false,
      status: response.status,
      problem: retryAfter ? { ...problem, detail: `${problem.detail} Retry after ${retryAfter} s.` } : problem,
    }
  }
}

function isProblem(body: unknown): body is Problem {
  return typeof body === 'object' && body !== null && 'status' in body && 'title' in body
}
