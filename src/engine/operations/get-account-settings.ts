/** @module `GET /{svc}/v1/AccountService`: the full form, with the caller's permissions and token. */
import type { AccountSettings, StoredAccountSettings } from '../../model/index.ts'
import { answer } from '../exchange/engine-types.ts'
import { serializedJson } from './serialized-json.ts'
import type { OperationHandler } from './operation-context.ts'

/** The part of the full form that is the same for every caller, as JSON members in the full form's order. */
const sharedMembers = (stored: StoredAccountSettings) => {
  const shared: Omit<AccountSettings, 'permissions' | 'auth_token'> = {
    preferences: stored.preferences,
    security_settings: stored.security_settings,
    subscription_management: stored.subscription_management,
    activity_logs: stored.activity_logs,
  }
  return shared
}

export const getAccountSettings: OperationHandler = ({ database, caller }) => {
  // Only permissions and token depend on the caller; the rest is serialised once per change.
  const shared = serializedJson(database.getSettings(), sharedMembers)
  // A role's permissions are one shared list, so their text is made once per role too.
  const body = `{"permissions":${serializedJson(caller.permissions)},${shared.slice(1, -1)},"auth_token":${JSON.stringify(caller.account?.auth_token ?? '')}}`
  return answer(200, body)
}
