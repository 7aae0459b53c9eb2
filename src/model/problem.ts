/** @module The RFC 9457 problem details body that every error answer carries. */
import { z } from 'zod'

const fieldErrorSchema = z.strictObject({
  pointer: z.string().meta({ description: 'JSON Pointer (RFC 6901) to the offending field of the request body' }),
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
export const problemSchema = z
  .strictObject({
    type: z.string(),
    title: z.string(),
    status: z.number().int().min(100).max(599).meta({ description: 'The HTTP status of the answer' }),
    detail: z.string(),
    instance: z.string().optional(),
    errors: z.array(fieldErrorSchema).optional(),
  })
  .meta({ title: 'Problem details (RFC 9457)' })

/** A problem+json body (RFC 9457): `type`, `title`, `status`, `detail`, and the fields at fault when a body was refused. */
export type Problem = z.infer<typeof problemSchema>
export type FieldError = z.infer<typeof fieldErrorSchema>
