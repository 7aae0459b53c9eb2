/**
 * @module `fetchResource`: one request of the example components, with its
 * failure turned into what a frontend shows: a status, the problem's title
 * and detail, and how long to wait before retrying.
 */

export type ResourceResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; title: string; detail: string; retryAfter: string | null }

/**
 * Fetches JSON; never throws. A network error is status 0.
 * @example
 * const result = await fetchResource<RealEstateObject>('/svc/v1/RealEstateService/RealEstateObjects/re-0001')
 * if (!result.ok) show(result.title)
 */
export async function fetchResource<T>(url: string, init?: RequestInit): Promise<ResourceResult<T>> {
  let response: Response
  try {
    response = await fetch(url, init)
  } catch {
    return { ok: false, status: 0, title: 'Network error', detail: 'The service could not be reached.', retryAfter: null }
  }
  const body: unknown = await response.json().catch(() => null)
  if (response.ok) return { ok: true, data: body as T }
  const problem = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  return {
    ok: false,
    status: response.status,
    title: typeof problem.title === 'string' ? problem.title : response.statusText || 'Request failed',
    detail: typeof problem.detail === 'string' ? problem.detail : '',
    retryAfter: response.headers.get('Retry-After'),
  }
}
