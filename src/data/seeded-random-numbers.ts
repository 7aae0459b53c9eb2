/**
 * @module The random numbers of a seeded faker, without faker: the same
 * Mersenne Twister faker 10 draws from (its `generateMersenne53Randomizer`),
 * seeded the same way, so jitter, faults and the edge cases' tokens repeat
 * with the seed while the browser bundle holds no faker
 * (docs/decisions/browser-bundle.md). A test pins it to faker's own output.
 */

const stateSize = 624
const shift = 397
const matrixA = 0x9908b0df
const upperMask = 2 ** 31
const lowerMask = 2 ** 31 - 1
const { imul, trunc } = Math

/** A source of numbers in [0, 1), as faker's randomizer. */
export type RandomNumbers = {
  /** A number in [0, 1). */
  next(): number
  /** Back to the first number of `seed`'s stream. */
  seed(seed: number | readonly number[]): void
}

/** The numbers a faker seeded with `seed` draws from, in the same order. */
export function createSeededNumbers(seed: number | readonly number[]): RandomNumbers {
  let states = twist(initialStates(seed))
  let index = 0
  const nextU32 = (): number => {
    let value = states[index]!
    value ^= value >>> 11
    value ^= (value << 7) & 0x9d2c5680
    value ^= (value << 15) & 0xefc60000
    value ^= value >>> 18
    if (++index >= stateSize) {
      states = twist(states)
      index = 0
    }
    return value >>> 0
  }
  return {
    next: () => ((nextU32() >>> 5) * 67108864 + (nextU32() >>> 6)) * 2 ** -53,
    seed: (newSeed) => {
      states = twist(initialStates(newSeed))
      index = 0
    },
  }
}

/** `count` characters drawn from `characters`, as faker's `string.fromCharacters(characters, count)`. */
export function charactersFrom(numbers: RandomNumbers, characters: string, count: number): string {
  const pool = [...characters]
  let text = ''
  for (let drawn = 0; drawn < count; drawn++) text += pool[Math.floor(numbers.next() * pool.length)]
  return text
}

// Written as faker writes them (`imul` and `trunc` included), so that the states match bit for bit.
function initialStates(seed: number | readonly number[]): number[] {
  return typeof seed === 'number' ? statesOfNumber(seed) : statesOfArray(seed)
}

function statesOfNumber(seed: number): number[] {
  const states = new Array<number>(stateSize)
  states[0] = seed
  for (let index = 1; index !== stateSize; ++index) {
    const previous = states[index - 1]! ^ (states[index - 1]! >>> 30)
    states[index] = trunc(imul(1812433253, previous) + index)
  }
  return states
}

function statesOfArray(key: readonly number[]): number[] {
  const states = statesOfNumber(19650218)
  let index = 1
  let keyIndex = 0
  for (let step = Math.max(stateSize, key.length); step !== 0; --step) {
    const previous = states[index - 1]! ^ (states[index - 1]! >>> 30)
    states[index] = trunc((states[index]! ^ imul(previous, 1664525)) + key[keyIndex]! + keyIndex)
    index++
    keyIndex++
    if (index >= stateSize) {
      states[0] = states[stateSize - 1]!
      index = 1
    }
    if (keyIndex >= key.length) keyIndex = 0
  }
  for (let step = stateSize - 1; step !== 0; step--) {
    const previous = states[index - 1]! ^ (states[index - 1]! >>> 30)
    states[index] = trunc((states[index]! ^ imul(previous, 1566083941)) - index)
    index++
    if (index >= stateSize) {
      states[0] = states[stateSize - 1]!
      index = 1
    }
  }
  states[0] = 0x80000000
  return states
}

function twist(states: number[]): number[] {
  for (let index = 0; index !== stateSize - shift; ++index) {
    const bits = (states[index]! & upperMask) + (states[index + 1]! & lowerMask)
    states[index] = states[index + shift]! ^ (bits >>> 1) ^ (-(bits & 1) & matrixA)
  }
  for (let index = stateSize - shift; index !== stateSize - 1; ++index) {
    const bits = (states[index]! & upperMask) + (states[index + 1]! & lowerMask)
    states[index] = states[index + shift - stateSize]! ^ (bits >>> 1) ^ (-(bits & 1) & matrixA)
  }
  const bits = (states[stateSize - 1]! & upperMask) + (states[0]! & lowerMask)
  states[stateSize - 1] = states[shift - 1]! ^ (bits >>> 1) ^ (-(bits & 1) & matrixA)
  return states
}
