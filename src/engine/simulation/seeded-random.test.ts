import type { Faker } from '@faker-js/faker'
import { faker as englishFaker } from '@faker-js/faker/locale/en'
import { describe, expect, test } from 'vitest'
import { createRandomStream } from './seeded-random.ts'

describe('createRandomStream', () => {
  test("draws the numbers a seeded faker's number.int drew, so jitter and faults repeat as before", () => {
    const faker = new (englishFaker.constructor as typeof Faker)({ locale: englishFaker.rawDefinitions })
    faker.seed([42, 7])
    const stream = createRandomStream([42, 7])
    const fromFaker = Array.from({ length: 700 }, () => faker.number.int({ min: 0, max: 2 ** 32 - 1 }) / 2 ** 32)
    expect(Array.from({ length: 700 }, () => stream.next())).toEqual(fromFaker)
    stream.restart()
    expect(stream.next()).toBe(fromFaker[0])
  })
})
