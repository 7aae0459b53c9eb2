/** @module The four operations, by id: the engine's table of what each one does. */
import type { OperationId } from '../../model/operations.ts'
import { getAccount } from './get-account.ts'
import { getAccountSettings } from './get-account-settings.ts'
import { getRealEstateObject } from './get-real-estate-object.ts'
import type { OperationHandler } from './operation-context.ts'
import { updateAccountSettings } from './update-account-settings.ts'

export const operationHandlers = {
  getRealEstateObject,
  getAccountSettings,
  updateAccountSettings,
  getAccount,
} as const satisfies Record<OperationId, OperationHandler>
