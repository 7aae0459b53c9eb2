import { describe, expect, test } from 'vitest'
import { mergeOverride } from './merge-override.ts'

describe('mergeOverride', () => {
  test.each<[string, unknown, unknown, unknown]>([
    ['no override -> a copy of the base', { a: 1 }, undefined, { a: 1 }],
    ['a top-level field -> replaced, others kept', { a: 1, b: 2 }, { b: 3 }, { a: 1, b: 3 }],
    [
      'a nested object -> merged key by key',
      { owner: { name: 'A', phone: '1' } },
      { owner: { name: 'B' } },
      { owner: { name: 'B', phone: '1' } },
    ],
    ['an array -> replaced whole, not merged by index', { tags: ['x', 'y', 'z'] }, { tags: ['n'] }, { tags: ['n'] }],
    ['an empty array -> empties the list', { tags: ['x'] }, { tags: [] }, { tags: [] }],
    ['an undefined field -> ignored', { a: 1 }, { a: undefined }, { a: 1 }],
    ['an empty string -> kept as a value', { date: '2024-01-01' }, { date: '' }, { date: '' }],
    ['false -> kept as a value', { flag: true }, { flag: false }, { flag: false }],
    ['a key the base lacks -> added (the schema check refuses it later)', { a: 1 }, { extra: 2 }, { a: 1, extra: 2 }],
  ])('%s', (_, base, override, expected) => {
    expect(mergeOverride(base, override as never)).toEqual(expected)
  })

  test('neither argument changes', () => {
    const base = { owner: { name: 'A' }, tags: ['x'] }
    const override = { owner: { name: 'B' }, tags: ['y'] }
    const merged = mergeOverride(base, override)
    merged.owner.name = 'C'
    merged.tags.push('z')
    expect(base).toEqual({ owner: { name: 'A' }, tags: ['x'] })
    expect(override).toEqual({ owner: { name: 'B' }, tags: ['y'] })
  })
})
