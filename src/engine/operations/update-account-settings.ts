/**
 * @module `PATCH /{svc}/v1/AccountService`: merges any part of the update
 * form, all or nothing, and answers the whole update form as it now stands.
 */
import { toUpdateForm, validateSettingsPatch, type FieldError } from '../../model/index.ts'
import { operations } from '../../model/operations.ts'
import { requirePermission } from '../simulation/identify-caller.ts'
import { answer } from '../exchange/engine-types.ts'
import { HttpProblem } from '../problems/http-problem.ts'
import { readJsonObject } from '../request/read-json-body.ts'
import { serializedJson } from './serialized-json.ts'
import type { OperationHandler } from './operation-context.ts'

/** The update form as JSON, or as a JSON merge patch (RFC 7396): the operation table's list. */
const settingsPatchMediaTypes = operations.updateAccountSettings.bodyMediaTypes

export const updateAccountSettings: OperationHandler = async ({ request, database, caller, behaviour }) => {
  if (behaviour.readOnly) {
    throw new HttpProblem('forbidden', 'The settings are read-only in this scenario.')
  }
  requirePermission(caller, 'manage_accounts', 'Updating the account settings')
  const body = await readJsonObject(request, { mediaTypes: settingsPatchMediaTypes })

  let rejected: FieldError[] | undefined
  // Checked by validateSettingsPatch: the database stores it without parsing the whole record again.
  const updated = await database.updateCheckedSettings((current) => {
    const result = validateSettingsPatch(toUpdateForm(current), body)
    if (result.ok) return result.settings
    rejected = result.errors
    return undefined
  })
  if (rejected) {
    throw new HttpProblem(
      'validationFailed',
      `The settings were not changed: ${rejected.length} field(s) are invalid.`,
      {
        errors: rejected,
      },
    )
  }
  return answer(200, serializedJson(updated, toUpdateForm))
}
