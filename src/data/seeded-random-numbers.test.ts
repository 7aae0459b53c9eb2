import { type Faker, generateMersenne53Randomizer } from '@faker-js/faker'
import { faker as englishFaker } from '@faker-js/faker/locale/en'
import { describe, expect, test } from 'vitest'
import { charactersFrom, createSeededNumbers } from './seeded-random-numbers.ts'

const seeds: (number | number[])[] = [42, 0, 7, -5, 2 ** 40, [42, 1], [42, 3], [7, 4], [123456789, 2]]

describe('seeded numbers without faker', () => {
  test.each(seeds)("are faker's numbers for seed %j, past a full turn of the twister", (seed) => {
    const faker = generateMersenne53Randomizer()
    faker.seed(seed)
    const ours = createSeededNumbers(seed)
    const count = 1000
    expect(Array.from({ length: count }, () => ours.next())).toEqual(Array.from({ length: count }, () => faker.next()))
  })

  test('start over from the first number when seeded again', () => {
    const numbers = createSeededNumbers([42, 5])
    const first = [numbers.next(), numbers.next()]
    numbers.seed([42, 5])
    expect([numbers.next(), numbers.next()]).toEqual(first)
  })

  test("draw characters as faker's string.fromCharacters does", () => {
    const faker = new (englishFaker.constructor as typeof Faker)({ locale: englishFaker.rawDefinitions })
    faker.seed([42, 3])
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const numbers = createSeededNumbers([42, 3])
    expect(charactersFrom(numbers, alphabet, 43)).toBe(faker.string.fromCharacters(alphabet, 43))
    expect(charactersFrom(numbers, alphabet, 7)).toBe(faker.string.fromCharacters(alphabet, 7))
  })
})
