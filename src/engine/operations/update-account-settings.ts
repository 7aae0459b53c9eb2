/**
 * @module `PATCH /{svc}/v1/AccountService`: merges any part of the update
 * form, all or nothing, and answers the whole update form as it now stands.
 */
import { HttpResponse } from 'msw'
import { HttpProblem } from '../http-problem.ts'
import { toUpdateForm, validateSettingsPatch, type FieldError } from '../../model/index.ts'
import { requirePermission } from '../behaviour/identify-caller.ts'
import type { OperationHandler } from './operation-context.ts'

export const updateAccountSettings: OperationHandler = async ({ request, database, caller, behaviour }) => {
  if (behaviour.readOnly) {
    throw new HttpProblem('forbidden', 'The settings are read-only in this scenario.')
  }
  requirePermission(caller, 'manage_accounts', 'Updating the account settings')
  const body = await readJsonObject(request)

  let rejected: FieldError[] | undefined
  const updated = await database.updateSettings((current) => {
    const result = validateSettingsPatch(toUpdateForm(current), body)
    if (result.ok) return result.settings
    rejected = result.errors
    return undefined
  })
  if (rejected) {
    throw new HttpProblem('validationFailed', `The settings were not changed: ${rejected.length} field(s) are invalid.`, {
      errors: rejected,
    })
  }
  return HttpResponse.json(toUpdateForm(updated))
}

async function readJsonObject(request: Request): Promise<unknown> {
  const contentType = request.headers.get('Content-Type') ?? ''
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType)) {
    throw new HttpProblem(
      'unsupportedMediaType',
      `The body must be JSON, sent with "Content-Type: application/json"; got ${contentType ? `"${contentType}"` : 'no content type'}.`,
    )
  }
  const text = await request.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch (error) {
    throw new HttpProblem('badRequest', `The body is not valid JSON: ${(error as Error).message}.`)
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpProblem('badRequest', `The body must be a JSON object; got ${Array.isArray(body) ? 'an array' : String(body === null ? 'null' : typeof body)}.`)
  }
  return body
}
