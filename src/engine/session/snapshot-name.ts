/** @module The names snapshots may take: what fits in a control API path unencoded. */
import { MockError } from '../problems/mock-error.ts'
import { shownInput } from '../problems/shown-input.ts'

export const snapshotNamePattern = /^[A-Za-z0-9._~-]{1,128}$/

/** `name` when it is a valid snapshot name, else a `MockError` (`INVALID_SETTING`) saying what is allowed. */
export function checkSnapshotName(name: string): string {
  if (typeof name !== 'string' || !snapshotNamePattern.test(name)) {
    throw new MockError(
      'INVALID_SETTING',
      `The snapshot name "${shownInput(String(name))}" is not valid: use 1 to 128 letters, digits, ".", "_", "~" or "-".`,
    )
  }
  return name
}
