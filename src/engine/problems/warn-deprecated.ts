/**
 * @module `warnDeprecated`: the console line of an old name that still works
 * for one more minor version. Said once per process (or page), so a story
 * rendered again or a test run in a loop does not repeat it.
 */
import { logPrefix } from './log.ts'

const warned = new Set<string>()

/**
 * Warns that `old` is deprecated, the first time only.
 * @example
 * warnDeprecated("mockLoader's serviceWorkerUrl option", 'every entry calls the worker script\'s address workerUrl', 'workerUrl')
 * // [real-estate-service-mock] mockLoader's serviceWorkerUrl option is deprecated: every entry calls the
 * // worker script's address workerUrl. Please use workerUrl instead.
 */
export function warnDeprecated(old: string, why: string, instead: string): void {
  if (warned.has(old)) return
  warned.add(old)
  console.warn(`${logPrefix} ${old} is deprecated: ${why}. Please use ${instead} instead.`)
}
