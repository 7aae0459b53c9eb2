/**
 * @module How the simulator's components call the service, the way a frontend
 * would: `fetch`, the bearer token chosen in the panel, problem+json errors.
 */
import { getMockToken } from '../panel/auth-token.ts'
import type { AccountSettings, AccountSettingsUpdate, Problem, RealEstateObject, UserAccount } from '../../model/index.ts'

export type ServiceResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number | null; problem: Problem }

export type Resources = { realEstateObjects: string[]; accounts: string[] }

export type ServiceClientOptions = {
  /** Where the operations live, e.g. `/svc/v1`. */
  serviceUrl?: string
  /** The control API, e.g. `/__mock`: only to list ids, which the interface cannot. */
  controlUrl?: string
}

export class ServiceClient {
  readonly serviceUrl: string
  readonly controlUrl: string

  /**
   * @example
   * const client = new ServiceClient({ serviceUrl: '/svc/v1' })
   * const result = await client.getSettings()
   * if (!result.ok) console.log(result.problem.detail)
   */
  constructor(options: ServiceClientOptions = {}) {
    this.serviceUrl = (options.serviceUrl ?? '/svc/v1').replace(/\/+$/, '')
    this.controlUrl = (options.controlUrl ?? '/__mock').replace(/\/+$/, '')
  }

  listResources(): Promise<ServiceResult<Resources>> {
    return this.#send(`${this.controlUrl}/resources`)
  }

  getRealEstateObject(id: string): Promise<ServiceResult<RealEstateObject>> {
    return this.#send(`${this.serviceUrl}/RealEstateService/RealEstateObjects/${encodeURIComponent(id)}`)
  }

  getAccount(username: string): Promise<ServiceResult<UserAccount>> {
    return this.#send(`${this.serviceUrl}/AccountService/Accounts/${encodeURIComponent(username)}`)
  }

  getSettings(): Promise<ServiceResult<AccountSettings>> {
    return this.#send(`${this.serviceUrl}/AccountService`)
  }

  updateSettings(patch: unknown): Promise<ServiceResult<AccountSettingsUpdate>> {
    return this.#send(`${this.serviceUrl}/AccountService`, { method: 'PATCH', body: JSON.stringify(patch), headers: { 'Content-Type': 'application/json' } })
  }

  async #send<T>(url: string, init: RequestInit = {}): Promise<ServiceResult<T>> {
    const token = getMockToken()
    const headers = new Headers(init.headers)
    if (token) headers.set('Authorization', `Bearer ${token}`)
    let response: Response
    try {
      response = await fetch(url, { ...init, headers })
    } catch (error) {
      return { ok: false, status: null, problem: { type: 'about:blank', title: 'Network error', status: 0, detail: `The request failed before an answer came (${(error as Error).message}).` } }
    }
    const body: unknown = await response.json().catch(() => null)
    if (response.ok) return { ok: true, status: response.status, data: body as T }
    const problem = isProblem(body) ? body : { type: 'about:blank', title: response.statusText || 'Error', status: response.status, detail: 'The answer had no problem details.' }
    const retryAfter = response.headers.get('Retry-After')
    return { ok: false, status: response.status, problem: retryAfter ? { ...problem, detail: `${problem.detail} Retry after ${retryAfter} s.` } : problem }
  }
}

function isProblem(body: unknown): body is Problem {
  return typeof body === 'object' && body !== null && 'status' in body && 'title' in body
}
