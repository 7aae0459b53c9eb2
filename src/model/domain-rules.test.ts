import { describe, expect, test } from 'vitest'
import { z } from './zod.ts'
import {
  isIanaTimeZone,
  isLanguageTag,
  languageTagSchema,
  lengthBoundSchema,
  numericTextSchema,
  optionalDateSchema,
  repeatIntervalSchema,
  timeZoneSchema,
} from './domain-rules.ts'

describe('domain rules', () => {
  test.each([
    ['Europe/Berlin', true],
    ['America/Argentina/Buenos_Aires', true],
    ['UTC', true],
    ['Etc/GMT+5', true],
    ['Asia/Calcutta', true],
    // Links that Intl's list of canonical zones leaves out, so that only the name's shape and Intl judge them.
    ['US/Eastern', true],
    ['Etc/GMT-14', true],
    ['America/Knox_IN', true],
    ['America/Argentina/ComodRivadavia', true],
    ['Mars/Olympus', false],
    ['europe/berlin', false],
    ['america/Argentina/Buenos_Aires', false],
    ['America/Argentina/buenos_aires', false],
    ['US/eastern', false],
    ['+01:00', false],
    ['', false],
    ['Berlin', false],
  ])('time zone %j -> %s', (zone, valid) => {
    expect(isIanaTimeZone(zone)).toBe(valid)
  })

  test.each([
    ['en-US', true],
    ['de', true],
    ['zh-Hant-TW', true],
    ['es-419', true],
    ['de-DE-u-co-phonebk', true],
    ['en_US', false],
    ['', false],
    [' en', false],
    ['en ', false],
    ['english please', false],
    ['en-', false],
  ])('language tag %j -> %s', (tag, valid) => {
    expect(isLanguageTag(tag)).toBe(valid)
  })

  test.each([
    ['en-US', true],
    ['en_US', false],
  ])('language tag %j through the schema, asked twice -> %s both times', (tag, valid) => {
    expect([languageTagSchema.safeParse(tag).success, languageTagSchema.safeParse(tag).success]).toEqual([valid, valid])
  })

  test.each([
    ['2024-02-29', true],
    ['', true],
    ['2023-02-29', false],
    ['2024-1-5', false],
    ['2024-01-05T00:00:00Z', false],
  ])('date %j -> %s', (date, valid) => {
    expect(optionalDateSchema.safeParse(date).success).toBe(valid)
  })

  test.each([
    ['84.5', true],
    ['120', true],
    ['84.25', true],
    ['84,5', false],
    ['84.', false],
    ['.5', false],
    ['a84', false],
    ['84a', false],
    ['84.5x', false],
  ])('numeric text %j -> %s', (text, valid) => {
    expect(numericTextSchema.safeParse(text).success).toBe(valid)
  })

  test.each([
    [
      'a zone that is not one',
      timeZoneSchema,
      'Mars/Olympus',
      'must be an IANA time zone name, such as "Europe/Berlin"',
    ],
    ['a tag that is not one', languageTagSchema, 'en_US', 'must be a BCP 47 language tag, such as "en-US"'],
    ['a length bound with a fraction', lengthBoundSchema, 1.5, 'must be a whole number'],
    ['a length bound of 0', lengthBoundSchema, 0, 'must be a positive integer'],
    ['a negative repeat interval', repeatIntervalSchema, -1, 'must not be negative'],
    ['text that is not a number', numericTextSchema, '84,5', 'must be numeric text, such as "84.5"'],
  ])('%s -> its own message', (_, schema, value, message) => {
    expect(schema.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([message])
  })

  test.each([
    ['time zone', timeZoneSchema],
    ['language tag', languageTagSchema],
  ])('the %s documented in the OpenAPI document -> a description, and examples the schema takes', (_, schema) => {
    const { description, examples } = z.globalRegistry.get(schema) as { description: string; examples: unknown[] }
    expect(description).not.toBe('')
    expect(examples.length).toBeGreaterThan(0)
    for (const example of examples) expect(schema.safeParse(example).success).toBe(true)
  })

  test.each([
    ['optional date', optionalDateSchema],
    ['repeat interval', repeatIntervalSchema],
  ])('the %s documented in the OpenAPI document -> a description', (_, schema) => {
    expect(z.globalRegistry.get(schema)?.description).toMatch(/\w/)
  })
})
