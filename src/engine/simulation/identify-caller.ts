/**
 * @module Who is calling: the account of the bearer token. With
 * authentication off, a request without a token acts as the well-known
 * administrator, so a frontend without a login flow just works.
 */
import { wellKnownUsernames } from '../../../fixtures/index.ts'
import { HttpProblem } from '../problems/http-problem.ts'
import type { Database } from '../../data/database.ts'
import { permissionsOfRole, type Permission, type UserAccount } from '../../model/index.ts'

export type Caller = {
  account: UserAccount | undefined
  permissions: readonly Permission[]
  /** Whether the mock enforces authentication for this request. */
  enforced: boolean
  /**
   * The `401`/`403` problem the request is refused with, when authentication is enforced. A disabled
   * account is refused with its account still named, so the journal (and a Pact) knows who was refused.
   */
  refusal?: HttpProblem
}

const bearerChallenge = { 'WWW-Authenticate': 'Bearer realm="real-estate-service-mock"' }

/** The caller of a request with this `Authorization` header value, with the `401`/`403` refusal when authentication is enforced. */
export function identifyCaller(authorization: string | undefined, database: Database, enforced: boolean): Caller {
  const token = bearerToken(authorization)
  const account = token === undefined ? undefined : database.findAccountByToken(token)

  if (!enforced) {
    const actingAs = account ?? database.findAccount(wellKnownUsernames.administrator)
    return { account: actingAs, permissions: actingAs ? permissionsOfRole(actingAs.roles.id) : [], enforced }
  }
  if (token === undefined) {
    return refused(
      undefined,
      new HttpProblem('unauthorized', 'This request needs an "Authorization: Bearer <token>" header.', {
        headers: bearerChallenge,
      }),
    )
  }
  if (!account) {
    return refused(
      undefined,
      new HttpProblem('unauthorized', 'The bearer token was not issued by this service.', {
        headers: { 'WWW-Authenticate': `${bearerChallenge['WWW-Authenticate']}, error="invalid_token"` },
      }),
    )
  }
  if (!account.enabled) {
    return refused(
      account,
      new HttpProblem('forbidden', `The account "${account.seurity_settings.username}" is disabled.`),
    )
  }
  return { account, permissions: permissionsOfRole(account.roles.id), enforced }
}

/** Throws `403` unless the caller holds `permission`; nothing is checked when authentication is off. */
export function requirePermission(caller: Caller, permission: Permission, action: string): void {
  if (caller.enforced && !caller.permissions.includes(permission)) {
    throw new HttpProblem('forbidden', `${action} needs the "${permission}" permission, which your role does not have.`)
  }
}

function refused(account: UserAccount | undefined, refusal: HttpProblem): Caller {
  return { account, permissions: [], enforced: true, refusal }
}

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i)
  return match?.[1]
}
