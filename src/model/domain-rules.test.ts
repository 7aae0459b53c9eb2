import { describe, expect, test } from 'vitest'
import { isIanaTimeZone, isLanguageTag, optionalDateSchema } from './domain-rules.ts'

describe('domain rules', () => {
  test.each([
    ['Europe/Berlin', true],
    ['America/Argentina/Buenos_Aires', true],
    ['UTC', true],
    ['Etc/GMT+5', true],
    ['Asia/Calcutta', true],
    ['Mars/Olympus', false],
    ['europe/berlin', false],
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
    ['en_US', false],
    ['', false],
    [' en', false],
    ['english please', false],
  ])('language tag %j -> %s', (tag, valid) => {
    expect(isLanguageTag(tag)).toBe(valid)
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
