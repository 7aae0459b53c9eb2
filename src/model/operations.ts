/**
 * @module The four operations of the interface, by the names used in
 * settings, the journal and the OpenAPI document: the one table that the
 * handlers, the OpenAPI document, the dev panel and the simulator's client
 * derive from.
 */
import type { z } from './zod.ts'
import { accountSettingsPatchSchema, accountSettingsSchema, accountSettingsUpdateSchema } from './account-settings.ts'
import { realEstateObjectSchema } from './real-estate-object.ts'
import { userAccountSchema } from './user-account.ts'

/** What the table says of one operation. */
export type Operation = {
  method: 'GET' | 'PATCH'
  /** Below `/{svc}/v1`, in msw's path syntax: a `:name` segment is a path parameter. */
  path: string
  /** A few words, for the dev panel. */
  label: string
  /** One line, for the OpenAPI document. */
  summary: string
  /** The JSON body it takes, if any. */
  body?: z.ZodMiniType
  /** The content types its body may be sent as (lower case, no parameters). */
  bodyMediaTypes?: readonly string[]
  /** The JSON body of its 200 answer. */
  answer: z.ZodMiniType
  /** Error statuses of its own, beside those any operation may give. */
  errors: readonly number[]
}

/**
 * The four operations of the service by id: method, path (in msw's syntax, below `/{svc}/v1`), label, summary, body and answer schemas, and error statuses. The handlers, the OpenAPI document and the dev panel derive from it.
 *
 * @example
 * ```ts
 * import { operations } from 'real-estate-service-mock'
 *
 * operations.getAccount.path // '/AccountService/Accounts/:username'
 * ```
 */
export const operations = {
  getRealEstateObject: {
    method: 'GET',
    path: '/RealEstateService/RealEstateObjects/:id',
    label: 'GET object',
    summary: 'Read a real estate object profile',
    answer: realEstateObjectSchema,
    errors: [401, 403, 404],
  },
  getAccountSettings: {
    method: 'GET',
    path: '/AccountService',
    label: 'GET settings',
    summary: 'Read account service settings',
    answer: accountSettingsSchema,
    errors: [401, 403],
  },
  updateAccountSettings: {
    method: 'PATCH',
    path: '/AccountService',
    label: 'PATCH settings',
    summary: 'Update account service settings',
    body: accountSettingsPatchSchema,
    // The update form as JSON, or as a JSON merge patch (RFC 7396), which it is; not a JSON Patch (RFC 6902), a list of operations.
    bodyMediaTypes: ['application/json', 'application/merge-patch+json'],
    answer: accountSettingsUpdateSchema,
    errors: [401, 403, 415, 422],
  },
  getAccount: {
    method: 'GET',
    path: '/AccountService/Accounts/:username',
    label: 'GET account',
    summary: 'Read a user account',
    answer: userAccountSchema,
    errors: [401, 403, 404],
  },
} as const satisfies Record<string, Operation>

/** An operation's id: `getRealEstateObject`, `getAccountSettings`, `updateAccountSettings` or `getAccount`. */
export type OperationId = keyof typeof operations

export const operationIds: readonly OperationId[] = Object.keys(operations) as OperationId[]

export function isOperationId(value: unknown): value is OperationId {
  return typeof value === 'string' && Object.hasOwn(operations, value)
}

/** The body of an operation's 200 answer. */
export type OperationAnswer<Id extends OperationId> = z.infer<(typeof operations)[Id]['answer']>

/** The `:name` segments of a path, as a union of names. */
type PathParameter<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParameter<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never

/** The path parameters of an operation by name, e.g. `{ username: string }` for `getAccount`. */
export type OperationParameters<Id extends OperationId> = Record<PathParameter<(typeof operations)[Id]['path']>, string>

const pathParameterPattern = /:(\w+)/g

/** The names of a path's parameters, in order: `['id']` for `/RealEstateService/RealEstateObjects/:id`. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(pathParameterPattern)].map((match) => match[1] ?? '')
}

/**
 * The path of one call of an operation below `/{svc}/v1`, each parameter encoded.
 * @example
 * operationPath('getAccount', { username: 'alice.admin' }) // '/AccountService/Accounts/alice.admin'
 */
export function operationPath<Id extends OperationId>(id: Id, parameters: OperationParameters<Id>): string {
  const values: Record<string, string> = parameters
  return operations[id].path.replace(pathParameterPattern, (_, name: string) => encodeURIComponent(values[name] ?? ''))
}
