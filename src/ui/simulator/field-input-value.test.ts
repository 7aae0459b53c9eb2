import { describe, expect, test } from 'vitest'
import { fieldInputValue } from './field-input-value.ts'
import type { SettingsField } from './settings-fields.ts'

describe('fieldInputValue', () => {
  test.each<[SettingsField['kind'], string, boolean, unknown]>([
    ['boolean', 'on', true, true],
    ['boolean', 'on', false, false],
    ['text', ' en-US ', false, ' en-US '],
    ['number', '12', false, 12],
    ['number', ' 2.5 ', false, 2.5],
    ['number', '', false, null],
    ['number', '   ', false, null],
    ['number', '12x', false, '12x'],
    ['number', 'Infinity', false, 'Infinity'],
  ])('%s input %j (checked %s) -> %j', (kind, value, checked, expected) => {
    expect(fieldInputValue(kind, { value, checked })).toEqual(expected)
  })
})
