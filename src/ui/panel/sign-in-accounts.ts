/**
 * @module The accounts the panel can sign in as: the well-known ones, which
 * exist with the same token under every seed, so no request is needed (and
 * none is possible while authentication is enforced and nobody is signed in).
 */
import { wellKnownAccounts } from '../../../fixtures/index.ts'

export type SignInAccount = { username: string; name: string; role: string; enabled: boolean; token: string }

export const signInAccounts: readonly SignInAccount[] = wellKnownAccounts.map((account) => ({
  username: account.seurity_settings.username,
  name: `${account.first_name} ${account.last_name}`,
  role: account.roles.name,
  enabled: account.enabled,
  token: account.auth_token,
}))
