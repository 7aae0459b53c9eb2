/** @module A person's name, phone and email, as the owner and tenant of an object carry them. */
import { z } from './zod.ts'

export const contactSchema = z.strictObject({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
})

export type Contact = z.infer<typeof contactSchema>
