/** @module The app's calls to the service, as a frontend would make them: relative URLs under `/svc/v1`. */

export type AccountSettings = { activity_logs: boolean; permissions: string[] }
export type RealEstateObject = { id: string; name: string }

const base = '/svc/v1'

/** Reads JSON, or throws with the status, so that a page can show what the service answered. */
async function readJson<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`answered ${response.status}`)
  return (await response.json()) as T
}

export async function getAccountSettings(): Promise<AccountSettings> {
  return readJson(await fetch(`${base}/AccountService`))
}

export async function updateAccountSettings(patch: Pick<AccountSettings, 'activity_logs'>): Promise<AccountSettings> {
  return readJson(
    await fetch(`${base}/AccountService`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(patch),
    }),
  )
}

export async function getRealEstateObject(id: string): Promise<RealEstateObject> {
  return readJson(await fetch(`${base}/RealEstateService/RealEstateObjects/${encodeURIComponent(id)}`))
}
