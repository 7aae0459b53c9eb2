/** @module `GET /{svc}/v1/AccountService`: the full form, with the caller's permissions and token. */
import { HttpResponse } from 'msw'
import type { AccountSettings } from '../../model/index.ts'
import type { OperationHandler } from './operation-context.ts'

export const getAccountSettings: OperationHandler = ({ database, caller }) => {
  const stored = database.getSettings()
  const settings: AccountSettings = {
    permissions: [...caller.permissions],
    preferences: stored.preferences,
    security_settings: stored.security_settings,
    subscription_management: stored.subscription_management,
    activity_logs: stored.activity_logs,
    auth_token: caller.account?.auth_token ?? '',
  }
  return HttpResponse.json(settings)
}
