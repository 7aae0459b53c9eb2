/**
 * @module The app's typed client of the Real Estate and Account Service:
 * openapi-fetch over the types that openapi-typescript made of the mock's
 * OpenAPI document (`npm run generate:api` writes `service-api.ts`). Paths,
 * parameters, bodies and answers are checked by TypeScript; the app knows
 * nothing of the mock.
 */
import createClient from 'openapi-fetch'
import type { components, paths } from './service-api.ts'

export type RealEstateObject = components['schemas']['RealEstateObject']
export type AccountSettings = components['schemas']['AccountSettings']
export type AccountSettingsPatch = components['schemas']['AccountSettingsPatch']
export type AccountSettingsUpdate = components['schemas']['AccountSettingsUpdate']
export type UserAccount = components['schemas']['UserAccount']
export type Problem = components['schemas']['Problem']

/** A failed call: the service's problem+json body (RFC 9457) when it sent one. */
export class ServiceError extends Error {
  readonly status: number
  readonly problem: Problem | undefined

  constructor(status: number, problem: Problem | undefined) {
    super(problem ? `${problem.status} ${problem.title}: ${problem.detail}` : `The service answered ${status}.`)
    this.status = status
    this.problem = problem
  }
}

// #region create-service-client
/**
 * @param baseUrl where the service lives, before `/svc/v1`; the page's own origin by default. An
 * absolute URL, never `''`: openapi-fetch builds a `Request`, and outside a browser (Node's fetch
 * under jsdom, in component tests) a path alone is "Failed to parse URL". `location.origin` is
 * jsdom's URL there, and the page's in a browser.
 * @param fetch the Fetch function to call it with; the page's own by default.
 * @example
 * const service = createServiceClient()
 * const object = await service.getRealEstateObject('re-0001')
 */
export function createServiceClient(
  baseUrl: string = location.origin,
  fetch?: (request: Request) => Promise<Response>,
) {
  const client = createClient<paths>({ baseUrl, fetch })
  /** The data of a call that succeeded; a ServiceError for one that did not. */
  const dataOf = async <T>(call: Promise<{ data?: T; error?: Problem; response: Response }>): Promise<T> => {
    const { data, error, response } = await call
    if (data !== undefined) return data
    throw new ServiceError(response.status, error)
  }
  return {
    getRealEstateObject: (id: string) =>
      dataOf(client.GET('/svc/v1/RealEstateService/RealEstateObjects/{id}', { params: { path: { id } } })),
    getAccountSettings: () => dataOf(client.GET('/svc/v1/AccountService')),
    updateAccountSettings: (patch: AccountSettingsPatch) =>
      dataOf(client.PATCH('/svc/v1/AccountService', { body: patch })),
    getAccount: (username: string) =>
      dataOf(client.GET('/svc/v1/AccountService/Accounts/{username}', { params: { path: { username } } })),
  }
}
// #endregion create-service-client

export type ServiceClient = ReturnType<typeof createServiceClient>
