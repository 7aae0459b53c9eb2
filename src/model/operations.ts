/** @module The four operations of the interface, by the names used in settings, the journal and the OpenAPI document. */
export const operationIds = [
  'getRealEstateObject',
  'getAccountSettings',
  'updateAccountSettings',
  'getAccount',
] as const

export type OperationId = (typeof operationIds)[number]

export function isOperationId(value: unknown): value is OperationId {
  return typeof value === 'string' && (operationIds as readonly string[]).includes(value)
}

/** Paths of the operations below `/{svc}/v1`, in msw's path syntax. */
export const operationPaths = {
  getRealEstateObject: { method: 'GET', path: '/RealEstateService/RealEstateObjects/:id' },
  getAccountSettings: { method: 'GET', path: '/AccountService' },
  updateAccountSettings: { method: 'PATCH', path: '/AccountService' },
  getAccount: { method: 'GET', path: '/AccountService/Accounts/:username' },
} as const satisfies Record<OperationId, { method: string; path: string }>
