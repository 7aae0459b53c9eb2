/**
 * @module The one place where errors become HTTP: a thrown `HttpProblem`
 * answers as itself, a `MockError` by its code, anything else as one logged
 * `500`.
 */
import { HttpProblem } from './http-problem.ts'
import { logPrefix } from './log.ts'
import { MockError, type MockErrorCode } from './mock-error.ts'

const statusOfCode = {
  UNKNOWN_SCENARIO: 'badRequest',
  INVALID_SETTING: 'validationFailed',
  INVALID_SESSION_ID: 'badRequest',
  UNKNOWN_SESSION: 'notFound',
  SESSION_CONFLICT: 'conflict',
  UNKNOWN_SNAPSHOT: 'notFound',
  UNKNOWN_VERSION: 'notFound',
  NOTHING_TO_UNDO: 'conflict',
  // A stack the request asked for: its value is what is wrong, as with an unknown scenario.
  SCENARIO_CONFLICT: 'badRequest',
  INVALID_SCHEDULE: 'validationFailed',
  // The setting is valid; the mock's start (no --real) is what stands against it.
  NO_REAL_SERVICE: 'conflict',
  // A consumer or provider name of a Pact: `?consumer=` or `?provider=` is what is wrong.
  INVALID_PACT_NAME: 'badRequest',
  UNKNOWN_OVERRIDE: 'notFound',
  // Never sent (the client has gone), but an adapter that answers anyway answers this.
  CLIENT_ABORTED: 'badRequest',
} as const satisfies Record<MockErrorCode, ConstructorParameters<typeof HttpProblem>[0]>

/** The problem to answer for `error`, thrown while answering `instance` (a path). */
export function problemOf(error: unknown, instance: string): HttpProblem {
  if (error instanceof HttpProblem) return error
  if (error instanceof MockError) return new HttpProblem(statusOfCode[error.code], error.message)
  // A fixed format: the path is the client's, and a `%c` or `%f` in a format string would eat the error that follows it.
  console.error(
    '%s',
    `${logPrefix} Failed to answer ${instance}: an unexpected error occurred. Please report this with the request that caused it.`,
    error,
  )
  return new HttpProblem('internalError', 'The mock failed unexpectedly; the error is in its log.')
}
