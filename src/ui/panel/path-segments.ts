/**
 * @module `pathSegments`: a request path cut after each `/`, so that the
 * journal can let a long path wrap between its segments, never inside a
 * word (`/AccountService/` + `Accounts/` + `alice.admin`).
 */

/**
 * @example
 * pathSegments('…/AccountService/Accounts/alice.admin') // ['…/', 'AccountService/', 'Accounts/', 'alice.admin']
 */
export function pathSegments(path: string): string[] {
  return path.match(/[^/]*\/|[^/]+$/g) ?? []
}
