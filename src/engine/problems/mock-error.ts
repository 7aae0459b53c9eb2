/**
 * @module Errors of the mock's own domain, with a code a caller can switch
 * on (as @msw/data's errors do). They know nothing of HTTP: `problem-of.ts`
 * is the one place that maps them to status codes.
 */

const mockErrorCodes = [
  'UNKNOWN_SCENARIO',
  'INVALID_SETTING',
  'INVALID_SESSION_ID',
  'UNKNOWN_SESSION',
  'SESSION_CONFLICT',
  'CLIENT_ABORTED',
  'UNKNOWN_SNAPSHOT',
  'UNKNOWN_VERSION',
  'NOTHING_TO_UNDO',
  'SCENARIO_CONFLICT',
  'INVALID_SCHEDULE',
  'NO_REAL_SERVICE',
  'INVALID_PACT_NAME',
  'UNKNOWN_OVERRIDE',
] as const
export type MockErrorCode = (typeof mockErrorCodes)[number]

/**
 * @example
 * throw new MockError('UNKNOWN_SCENARIO', 'Unknown scenario "x". Known scenarios: default, slow.')
 */
export class MockError extends Error {
  readonly code: MockErrorCode

  constructor(code: MockErrorCode, message: string) {
    super(message)
    this.name = 'MockError'
    this.code = code
  }
}
