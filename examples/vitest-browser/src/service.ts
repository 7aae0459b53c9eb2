/**
 * @module The app's calls to the service: the settings through `fetch`, a
 * real estate object through `XMLHttpRequest` (as an older client library
 * would), so that the tests show the mock answering both.
 */

export type AccountSettings = { activity_logs: boolean; permissions: string[] }
export type RealEstateObject = { id: string; name: string; property_address: string; rental_price: string }

const base = '/svc/v1'

/** A call the service refused: the status and the problem's title. */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    title: string,
  ) {
    super(`answered ${status}: ${title}`)
  }
}

async function readJson<T>(response: Response): Promise<T> {
  if (!response.ok) throw new ServiceError(response.status, ((await response.json()) as { title: string }).title)
  return (await response.json()) as T
}

export async function getAccountSettings(): Promise<AccountSettings> {
  return readJson(await fetch(`${base}/AccountService`))
}

export async function updateAccountSettings(
  patch: Partial<Pick<AccountSettings, 'activity_logs'>>,
): Promise<AccountSettings> {
  return readJson(
    await fetch(`${base}/AccountService`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(patch),
    }),
  )
}

export function getRealEstateObject(id: string): Promise<RealEstateObject> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('GET', `${base}/RealEstateService/RealEstateObjects/${encodeURIComponent(id)}`)
    request.responseType = 'json'
    request.onload = () =>
      request.status === 200
        ? resolve(request.response as RealEstateObject)
        : reject(new ServiceError(request.status, (request.response as { title: string }).title))
    request.onerror = () => reject(new TypeError('Failed to fetch'))
    request.send()
  })
}
