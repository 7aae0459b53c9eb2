/** @module A reproducible stream of random numbers, so jitter and random faults repeat with the seed. */
import { createSeededFaker } from '../../data/create-seeded-faker.ts'

export type RandomStream = {
  /** A number in [0, 1). */
  next(): number
  /** Back to the first number of the stream. */
  restart(): void
}

/** Made on the first number drawn: a faker costs more than the rest of a new session, and most sessions never draw one. */
export function createRandomStream(seed: number[]): RandomStream {
  let faker: ReturnType<typeof createSeededFaker> | undefined
  return {
    next: () => (faker ??= createSeededFaker(seed)).number.int({ min: 0, max: 2 ** 32 - 1 }) / 2 ** 32,
    restart: () => {
      faker?.seed(seed)
    },
  }
}
