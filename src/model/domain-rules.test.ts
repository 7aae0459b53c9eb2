import { describe, expect, test } from 'vitest'
import { isIanaTimeZone, isLanguageTag, languageTagSchema, optionalDateSchema } from './domain-rules.ts'

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
})
