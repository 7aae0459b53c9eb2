/** @module The RFC 9457 problem details body that every error answer carries. */
import { withMeta, z } from './zod.ts'

const fieldErrorSchema = z.strictObject({
  pointer: withMeta(z.string(), { description: 'JSON Pointer (RFC 6901) to the offending field of the request body' }),
  detail: z.string(),
})

/**
 * The schema of a problem+json body (RFC 9457), the form of every error the mock answers.
 *
 * @example
 * ```ts
 * import { problemSchema } from 'real-estate-service-mock'
 *
 * const response = await fetch('/svc/v1/AccountService/Accounts/nobody')
 * if (!response.ok) console.log(problemSchema.parse(await response.json()).detail)
 * ```
 */
export const problemSchema = withMeta(
  z.strictObject({
    type: z.string(),
    title: z.string(),
    status: withMeta(z.number().check(z.int(), z.gte(100), z.lte(599)), {
      description: 'The HTTP status of the answer',
    }),
    detail: z.string(),
    instance: z.optional(z.string()),
    errors: z.optional(z.array(fieldErrorSchema)),
  }),
  { title: 'Problem details (RFC 9457)' },
)

/** A problem+json body (RFC 9457): `type`, `title`, `status`, `detail`, and the fields at fault when a body was refused. */
export type Problem = z.infer<typeof problemSchema>
export type FieldError = z.infer<typeof fieldErrorSchema>
