/** @module A reproducible stream of random numbers, so jitter and random faults repeat with the seed. */
import { createSeededFaker } from '../../data/create-seeded-faker.ts'

export type RandomStream = {
  /** A number in [0, 1). */
  next(): number
  /** Back to the first number of the stream. */
  restart(): void
}

export function createRandomStream(seed: number[]): RandomStream {
  const faker = createSeededFaker(seed)
  return {
    next: () => faker.number.int({ min: 0, max: 2 ** 32 - 1 }) / 2 ** 32,
    restart: () => {
      faker.seed(seed)
    },
  }
}
