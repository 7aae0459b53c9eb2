/** @module The time now as ISO 8601 text, cheaply: the journal and the timeline stamp every request and change with it. */

let isoTimeAt = Number.NaN
let isoTime = ''

/** `new Date().toISOString()`, formatted once per millisecond: under load many requests share one, and formatting cost more than the journal's record. */
export function isoTimeNow(): string {
  const now = Date.now()
  if (now !== isoTimeAt) {
    isoTimeAt = now
    isoTime = new Date(now).toISOString()
  }
  return isoTime
}
