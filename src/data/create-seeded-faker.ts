/** @module A faker instance whose output depends on the seed alone. */
import type { Faker } from '@faker-js/faker'
// The locale entry loads English alone; the package's main entry would load every locale (a quarter
// second at start in Node).
import { faker as englishFaker } from '@faker-js/faker/locale/en'

const FakerWithLocale = englishFaker.constructor as typeof Faker

/** "Now" for all seeded data, so dates do not move with the clock. */
export const referenceDate = '2025-06-01T00:00:00.000Z'

/**
 * A faker seeded with `seed` and the fixed reference date, using one locale
 * so that bundles stay small.
 * @example
 * const faker = createSeededFaker([42, 1])
 */
export function createSeededFaker(seed: number | number[]): Faker {
  const faker = new FakerWithLocale({ locale: englishFaker.rawDefinitions })
  faker.seed(seed)
  // A date, not the text: faker makes "now" anew for each draw that needs it, and copying a date
  // is cheaper than parsing text, which counts at 100,000 objects.
  faker.setDefaultRefDate(new Date(referenceDate))
  return faker
}

const millisecondsPerDay = 86_400_000
/** Text of each day met so far: seeded dates fall on a few thousand days, so objects share one string per day. */
const fullDates = new Map<number, string>()

/** `YYYY-MM-DD` of a date, in UTC so that the zone of the machine cannot shift it. */
export function toFullDate(date: Date): string {
  const day = Math.floor(date.getTime() / millisecondsPerDay)
  let text = fullDates.get(day)
  if (text === undefined) {
    text = date.toISOString().slice(0, 10)
    fullDates.set(day, text)
  }
  return text
}
