/** @module Calls to the Real Estate and Account Service; the app knows nothing of the mock. */

// Empty in development: the mock answers on the page's own origin.
const serviceUrl = `${import.meta.env.VITE_SERVICE_URL ?? ''}/svc/v1`

export type RealEstateObject = { id: string; name: string; property_address: string; rental_price: string }
export type AccountSettings = {
  permissions: string[]
  preferences: { language_default: string; time_zone_default: string }
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${serviceUrl}${path}`)
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
  return (await response.json()) as T
}

export const getRealEstateObject = (id: string) =>
  getJson<RealEstateObject>(`/RealEstateService/RealEstateObjects/${encodeURIComponent(id)}`)

export const getAccountSettings = () => getJson<AccountSettings>('/AccountService')
