/**
 * @module The service's paths, built from the operation table: a URL builder
 * per operation (`paths.getAccount({ username })`) and msw path patterns
 * (`paths.pattern.getAccount`), so that no test or handler spells a path by hand.
 */
import { operationPath, operations, type OperationId, type OperationParameters } from './operations.ts'

export type Paths = {
  readonly [Id in OperationId]: (parameters: OperationParameters<Id>) => string
} & {
  /** msw path patterns, `:name` for each parameter: `http.get(paths.pattern.getAccount, …)`. */
  readonly pattern: { readonly [Id in OperationId]: string }
}

/** The path segment standing for the service's name unless a mock is told another (`svc`). */
export const defaultSvc = 'svc'

export type PathOptions = {
  /** The path segment standing for the service's name. Default `svc`. */
  svc?: string
  /** Origin (and path) before `/{svc}/v1`, e.g. `https://api.example.test`; `*` or absent: none, and patterns match any origin. */
  baseUrl?: string
}

/**
 * @example
 * const paths = createPaths({ svc: 'estates', baseUrl: 'https://api.example.test' })
 * paths.getAccount({ username: 'alice.admin' }) // 'https://api.example.test/estates/v1/AccountService/Accounts/alice.admin'
 * server.use(http.get(paths.pattern.getAccount, () => HttpResponse.json(account)))
 */
export function createPaths({ svc = defaultSvc, baseUrl = '*' }: PathOptions = {}): Paths {
  const origin = baseUrl === '*' ? '' : baseUrl.replace(/\/+$/, '')
  const root = `/${svc}/v1`
  const ids = Object.keys(operations) as OperationId[]
  const builders = Object.fromEntries(
    ids.map((id) => [
      id,
      (parameters: OperationParameters<typeof id>) => `${origin}${root}${operationPath(id, parameters)}`,
    ]),
  )
  // msw matches a pattern without an origin against the page's in a browser; `*` matches any origin everywhere.
  const pattern = Object.fromEntries(ids.map((id) => [id, `${origin || '*'}${root}${operations[id].path}`]))
  return { ...builders, pattern } as Paths
}

/**
 * The paths of a mock with the default options (`svc`, any origin).
 *
 * @example
 * ```ts
 * import { paths } from 'real-estate-service-mock'
 *
 * paths.getAccount({ username: 'alice.admin' }) // '/svc/v1/AccountService/Accounts/alice.admin'
 * paths.pattern.getAccountSettings // for msw's http.get: any origin, then /svc/v1/AccountService
 * ```
 */
export const paths: Paths = createPaths()
