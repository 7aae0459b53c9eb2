/** @module The user account (interface section 2.2), with its key `seurity_settings` spelled as the interface spells it. */
import { z } from 'zod'
import { planSchema } from './plan.ts'
import { languageTagSchema, timeZoneSchema } from './domain-rules.ts'

export const userAccountSchema = z
  .strictObject({
    id: z.string(),
    description: z.string(),
    enabled: z.boolean(),
    first_name: z.string(),
    middle_name: z.string(),
    last_name: z.string(),
    roles: z.strictObject({ id: z.string(), name: z.string() }).meta({ description: 'One role object, not an array' }),
    preferences: z.strictObject({
      language: languageTagSchema,
      time_zone: timeZoneSchema,
      notifications: z.boolean(),
    }),
    seurity_settings: z
      .strictObject({
        username: z.string(),
        password: z.string().meta({ description: 'A hash of the password, never the password itself' }),
        password_change_required: z.boolean(),
        two_factor_auth: z.boolean(),
      })
      .meta({ description: 'Spelled so by the interface' }),
    subscription_management: z.strictObject({ plan: planSchema }),
    activity_logs: z.boolean(),
    auth_token: z.string().meta({ description: 'A bearer token the mock accepts for this account' }),
  })
  .meta({ title: 'User account' })

export type UserAccount = z.infer<typeof userAccountSchema>
