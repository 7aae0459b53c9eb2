/** @module `GET /{svc}/v1/AccountService/Accounts/{username}` */
import { requirePermission } from '../simulation/identify-caller.ts'
import { answer } from '../exchange/engine-types.ts'
import { HttpProblem } from '../problems/http-problem.ts'
import { serializedJson } from './serialized-json.ts'
import { shownInput } from '../problems/shown-input.ts'
import type { OperationHandler } from './operation-context.ts'

export const getAccount: OperationHandler = ({ params, database, caller }) => {
  const username = params.username ?? ''
  // Reading one's own account is always allowed; anyone else's needs `manage_accounts`.
  if (caller.account?.seurity_settings.username !== username) {
    requirePermission(caller, 'manage_accounts', "Reading another user's account")
  }
  const account = database.findAccount(username)
  if (!account) throw new HttpProblem('notFound', `No account has the username "${shownInput(username)}".`)
  return answer(200, serializedJson(account))
}
