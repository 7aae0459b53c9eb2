/**
 * @module A duration in words, exact, for the start banner: `90 minutes`, `2 hours`, `7 days`.
 * `ms(value, { long: true })` rounds to its largest unit (90 minutes reads "2 hours"), so the unit
 * here is the largest that holds the duration a whole number of times.
 */

const units = [
  ['day', 24 * 60 * 60_000],
  ['hour', 60 * 60_000],
  ['minute', 60_000],
  ['second', 1000],
] as const

/**
 * @example
 * durationInWords(5_400_000) // '90 minutes'
 * durationInWords(1_500) // '1500 ms'
 */
export function durationInWords(milliseconds: number): string {
  const unit = units.find(([, size]) => milliseconds >= size && milliseconds % size === 0)
  if (!unit) return `${milliseconds} ms`
  const [name, size] = unit
  const count = milliseconds / size
  return `${count} ${name}${count === 1 ? '' : 's'}`
}
