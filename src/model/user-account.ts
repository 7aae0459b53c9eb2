/** @module The user account (interface section 2.2), with its key `seurity_settings` spelled as the interface spells it. */
import { withMeta, z } from './zod.ts'
import { planSchema } from './plan.ts'
import { languageTagSchema, timeZoneSchema } from './domain-rules.ts'

/**
 * The schema of {@link UserAccount}; its key `seurity_settings` is spelled as the interface spells it.
 *
 * @example
 * ```ts
 * import { userAccountSchema } from 'real-estate-service-mock'
 *
 * const account = userAccountSchema.parse(await (await fetch('/svc/v1/AccountService/Accounts/alice.admin')).json())
 * ```
 */
export const userAccountSchema = withMeta(
  z.strictObject({
    id: z.string(),
    description: z.string(),
    enabled: z.boolean(),
    first_name: z.string(),
    middle_name: z.string(),
    last_name: z.string(),
    roles: withMeta(z.strictObject({ id: z.string(), name: z.string() }), {
      description: 'One role object, not an array',
    }),
    preferences: z.strictObject({
      language: languageTagSchema,
      time_zone: timeZoneSchema,
      notifications: z.boolean(),
    }),
    seurity_settings: withMeta(
      z.strictObject({
        username: z.string(),
        password: withMeta(z.string(), { description: 'A hash of the password, never the password itself' }),
        password_change_required: z.boolean(),
        two_factor_auth: z.boolean(),
      }),
      { description: 'Spelled so by the interface' },
    ),
    subscription_management: z.strictObject({ plan: planSchema }),
    activity_logs: z.boolean(),
    auth_token: withMeta(z.string(), { description: 'A bearer token the mock accepts for this account' }),
  }),
  { title: 'User account' },
)

/**
 * A user account, as `GET /svc/v1/AccountService/Accounts/{username}` answers it.
 *
 * Its username, password hash and two-factor flags are under **`seurity_settings`**, without the
 * first "c": the interface spells the key so, and the real service answers with it, so the mock does
 * too. (The account settings' `security_settings`, the length bounds, is spelled correctly.)
 * Samples of every answer: docs/reference.md.
 * @example
 * const account: UserAccount = await (await fetch('/svc/v1/AccountService/Accounts/alice.admin')).json()
 * account.seurity_settings.username // 'alice.admin'
 */
export type UserAccount = z.infer<typeof userAccountSchema>
