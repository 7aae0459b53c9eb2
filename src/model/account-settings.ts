/**
 * @module The account service settings (interface section 2.3) in each form
 * the service uses: the full form a read answers, the update form a PATCH
 * answers, the PATCH body (any strict part of the update form), and the
 * stored record (the full form less what depends on the caller).
 */
import { withMeta, z } from './zod.ts'
import { planSchema } from './plan.ts'
import { languageTagSchema, lengthBoundSchema, repeatIntervalSchema, timeZoneSchema } from './domain-rules.ts'
import { findInvertedBounds } from './length-bounds.ts'

const preferencesDefaultsSchema = z.strictObject({
  language_default: languageTagSchema,
  time_zone_default: timeZoneSchema,
  notifications_default: z.boolean(),
})

const securityRulesShape = {
  min_username_length: lengthBoundSchema,
  max_username_length: lengthBoundSchema,
  min_password_length: lengthBoundSchema,
  max_password_length: lengthBoundSchema,
  require_two_factor_auth: z.boolean(),
}

/** Whole security rules also keep each minimum at or below its maximum. */
const securityRulesSchema = z.strictObject(securityRulesShape).check(
  z.superRefine((rules, context) => {
    for (const pair of findInvertedBounds(rules)) {
      context.addIssue({ code: 'custom', path: [pair.min], message: `must not exceed ${pair.max}` })
    }
  }),
)

const plansWindowSchema = z.strictObject({
  show_plans_modal_window: z.boolean(),
  show_plans_modal_window_repeat_after: repeatIntervalSchema,
})

/**
 * The schema of the settings' update form: what `updateAccountSettings` answers, the writable part of the full form.
 *
 * @example
 * ```ts
 * import { accountSettingsUpdateSchema } from 'real-estate-service-mock'
 *
 * const response = await fetch('/svc/v1/AccountService', { method: 'PATCH', body: JSON.stringify({ activity_logs: false }) })
 * const update = accountSettingsUpdateSchema.parse(await response.json())
 * ```
 */
export const accountSettingsUpdateSchema = withMeta(
  z.strictObject({
    preferences: preferencesDefaultsSchema,
    security_settings: securityRulesSchema,
    subscription_management: plansWindowSchema,
    activity_logs: z.boolean(),
  }),
  { title: 'Account service settings, update form' },
)

/**
 * The schema of the account settings, full form, as `getAccountSettings` answers it: the update form with the plans, the caller's permissions and token.
 *
 * @example
 * ```ts
 * import { accountSettingsSchema } from 'real-estate-service-mock'
 *
 * const settings = accountSettingsSchema.parse(await (await fetch('/svc/v1/AccountService')).json())
 * ```
 */
export const accountSettingsSchema = withMeta(
  z.strictObject({
    permissions: withMeta(z.array(z.string()), { description: "The caller's permissions" }),
    preferences: preferencesDefaultsSchema,
    security_settings: securityRulesSchema,
    subscription_management: z.strictObject({
      plans: z.array(planSchema),
      ...plansWindowSchema.shape,
    }),
    activity_logs: z.boolean(),
    auth_token: withMeta(z.string(), { description: "The caller's bearer token" }),
  }),
  { title: 'Account service settings, full form' },
)

/** What the model stores: the full form without the caller-dependent `permissions` and `auth_token`. */
export const storedAccountSettingsSchema = z.omit(accountSettingsSchema, { permissions: true, auth_token: true })

/**
 * A PATCH body: any part of the update form, with no key the update form lacks.
 *
 * @example
 * ```ts
 * import { accountSettingsPatchSchema } from 'real-estate-service-mock'
 *
 * accountSettingsPatchSchema.safeParse({ activity_logs: false }).success // true
 * accountSettingsPatchSchema.safeParse({ permissions: [] }).success // false: read-only
 * ```
 */
export const accountSettingsPatchSchema = withMeta(
  z.partial(
    z.strictObject({
      preferences: z.partial(preferencesDefaultsSchema),
      security_settings: z.partial(z.strictObject(securityRulesShape)),
      subscription_management: z.partial(plansWindowSchema),
      activity_logs: z.boolean(),
    }),
  ),
  { title: 'Account service settings, any part of the update form' },
)

/** Keys a client may read but never write; a PATCH naming one is told so. */
export const readOnlySettingsPaths = [['permissions'], ['auth_token'], ['subscription_management', 'plans']] as const

/** The account settings, full form: the answer of `getAccountSettings`. */
export type AccountSettings = z.infer<typeof accountSettingsSchema>
/** The settings' update form: the answer of `updateAccountSettings`. */
export type AccountSettingsUpdate = z.infer<typeof accountSettingsUpdateSchema>
/** A PATCH body of `updateAccountSettings`: any part of the update form. */
export type AccountSettingsPatch = z.infer<typeof accountSettingsPatchSchema>
export type StoredAccountSettings = z.infer<typeof storedAccountSettingsSchema>

/** The update form of stored settings: what a PATCH answers. */
export function toUpdateForm(settings: StoredAccountSettings): AccountSettingsUpdate {
  return {
    preferences: settings.preferences,
    security_settings: settings.security_settings,
    subscription_management: {
      show_plans_modal_window: settings.subscription_management.show_plans_modal_window,
      show_plans_modal_window_repeat_after: settings.subscription_management.show_plans_modal_window_repeat_after,
    },
    activity_logs: settings.activity_logs,
  }
}

/** Stored settings with the updatable part replaced by `update`; the plans stay. */
export function withUpdate(current: StoredAccountSettings, update: AccountSettingsUpdate): StoredAccountSettings {
  // The stored form's four keys written out: redefining keys that `...current` made sends V8 to a slow path
  // (about half a µs a PATCH, more than the rest of this function by tenfold).
  return {
    preferences: update.preferences,
    security_settings: update.security_settings,
    subscription_management: { ...current.subscription_management, ...update.subscription_management },
    activity_logs: update.activity_logs,
  }
}
