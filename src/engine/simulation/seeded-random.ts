/** @module A reproducible stream of random numbers, so jitter and random faults repeat with the seed. */
import { createSeededNumbers, type RandomNumbers } from '../../data/seeded-random-numbers.ts'

export type RandomStream = {
  /** A number in [0, 1). */
  next(): number
  /** Back to the first number of the stream. */
  restart(): void
}

const twoTo32 = 2 ** 32

/**
 * The numbers of a faker seeded with `seed` (its `number.int({ min: 0, max: 2 ** 32 - 1 })`, scaled
 * to [0, 1)), drawn without faker. Made on the first number drawn: most sessions never draw one.
 */
export function createRandomStream(seed: number[]): RandomStream {
  let numbers: RandomNumbers | undefined
  return {
    next: () => Math.floor((numbers ??= createSeededNumbers(seed)).next() * twoTo32) / twoTo32,
    restart: () => {
      numbers?.seed(seed)
    },
  }
}
