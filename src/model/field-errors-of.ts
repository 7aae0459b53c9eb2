/** @module zod issues as the problem body's `errors`: a JSON Pointer (RFC 6901) and a sentence per field. */
import { encodePointer } from 'json-ptr'
import type { z } from './zod.ts'
import type { FieldError } from './problem.ts'

/**
 * One field error per issue, and one per key of an unknown-keys issue.
 * @example
 * fieldErrorsOf(schema.safeParse(body).error.issues)
 */
export function fieldErrorsOf(
  issues: readonly z.core.$ZodIssue[],
  unknownKeyDetail: (path: string[], key: string) => string = (_, key) => `${key} is not a known field`,
): FieldError[] {
  return issues.flatMap((issue) => {
    const path = issue.path.map(String)
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ pointer: encodePointer([...path, key]), detail: unknownKeyDetail(path, key) }))
    }
    return [{ pointer: encodePointer(path), detail: issue.message }]
  })
}
