/** @module A subscription plan, shared by the settings' plan list and each account's plan. */
import { z } from './zod.ts'

export const planSchema = z.strictObject({
  plan_name: z.string(),
  plan_features: z.array(z.string()),
  plan_price: z.number().check(z.nonnegative()),
})

export type Plan = z.infer<typeof planSchema>
