/** @module A faker instance whose output depends on the seed alone. */
import type { Faker } from '@faker-js/faker'
import { fakerNow } from './load-faker.ts'
import { textByNumber } from './text-by-number.ts'

/** "Now" for all seeded data, so dates do not move with the clock. */
const referenceDate = '2025-06-01T00:00:00.000Z'

/**
 * A faker seeded with `seed` and the fixed reference date, using one locale
 * so that bundles stay small. faker has to be loaded in a browser (`loadFaker()`).
 * @example
 * const faker = createSeededFaker([42, 1])
 */
export function createSeededFaker(seed: number | number[]): Faker {
  const { faker: englishFaker } = fakerNow()
  const FakerWithLocale = englishFaker.constructor as typeof Faker
  const faker = new FakerWithLocale({ locale: englishFaker.rawDefinitions })
  faker.seed(seed)
  // A date, not the text: faker makes "now" anew for each draw that needs it, and copying a date
  // is cheaper than parsing text, which counts at 100,000 objects.
  faker.setDefaultRefDate(new Date(referenceDate))
  return faker
}

const millisecondsPerDay = 86_400_000
/** One string per day: seeded dates fall on a few thousand days, so objects share them. */
const fullDateOfDay = textByNumber((day) => new Date(day * millisecondsPerDay).toISOString().slice(0, 10))

/** `YYYY-MM-DD` of a date, in UTC so that the zone of the machine cannot shift it. */
export function toFullDate(date: Date): string {
  return fullDateOfDay(Math.floor(date.getTime() / millisecondsPerDay))
}
