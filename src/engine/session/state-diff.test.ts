import fc from 'fast-check'
import { applyPatch } from 'rfc6902'
import { describe, expect, test } from 'vitest'
import { createSeedData } from '../../data/seed-data.ts'
import type { DataSnapshot } from '../../data/data-snapshot.ts'
import { diffStates, documentOf, valuesBefore } from './state-diff.ts'
import type { StateSnapshot } from './state-snapshot.ts'

const seeded = createSeedData(42, { realEstateObjects: 6, accounts: 4 })
const settings = { scenario: 'default', latency: undefined, faults: undefined, auth: undefined }
const state = (data: DataSnapshot, overrides: Partial<StateSnapshot['settings']> = {}): StateSnapshot => ({
  settings: { ...settings, ...overrides },
  data: new Map([['default', data]]),
})
const none = () => undefined

describe('diffStates', () => {
  test('one changed field of the settings is one replace at its pointer', () => {
    const after = { ...seeded, settings: { ...seeded.settings, activity_logs: !seeded.settings.activity_logs } }
    expect(diffStates(state(seeded), state(after), none)).toEqual([
      { op: 'replace', path: '/data/default/settings/activity_logs', value: after.settings.activity_logs },
    ])
  })

  test('records are addressed by id and username; added and removed ones are add and remove', () => {
    const [first, ...rest] = seeded.realEstateObjects
    const added = { ...first!, id: 're-new' }
    const patch = diffStates(state(seeded), state({ ...seeded, realEstateObjects: [...rest, added] }), none)
    expect(patch).toContainEqual({ op: 'remove', path: `/data/default/realEstateObjects/${first!.id}` })
    expect(patch).toContainEqual({ op: 'add', path: '/data/default/realEstateObjects/re-new', value: added })
  })

  test('valuesBefore gives what each replace and remove took away', () => {
    const [first, ...rest] = seeded.realEstateObjects
    const after = {
      ...seeded,
      realEstateObjects: [{ ...first!, name: 'Renamed' }, ...rest.slice(1)],
      settings: { ...seeded.settings, activity_logs: !seeded.settings.activity_logs },
    }
    const before = state(seeded)
    const patch = diffStates(before, state(after, { scenario: 'slow' }), none)
    expect(valuesBefore(before, patch, none)).toEqual({
      '/scenario': 'default',
      [`/data/default/realEstateObjects/${first!.id}/name`]: first!.name,
      [`/data/default/realEstateObjects/${rest[0]!.id}`]: JSON.parse(JSON.stringify(rest[0])),
      '/data/default/settings/activity_logs': seeded.settings.activity_logs,
    })
  })

  test('settings in force are top-level members', () => {
    expect(diffStates(state(seeded), state(seeded, { scenario: 'slow', auth: true }), none)).toEqual([
      { op: 'replace', path: '/scenario', value: 'slow' },
      { op: 'replace', path: '/auth', value: true },
    ])
  })

  test('a dataset only one side holds is compared with its data as made', () => {
    const before: StateSnapshot = { settings, data: new Map() }
    const after = { ...seeded, settings: { ...seeded.settings, activity_logs: false } }
    expect(diffStates(before, state(after), () => seeded)).toEqual([
      { op: 'replace', path: '/data/default/settings/activity_logs', value: false },
    ])
  })

  test('property: the patch turns the first state document into the second', () => {
    const edits = fc.record({
      rename: fc.array(fc.tuple(fc.nat(5), fc.string()), { maxLength: 4 }),
      drop: fc.array(fc.nat(5), { maxLength: 3 }),
      logs: fc.boolean(),
      scenario: fc.constantFrom('default', 'slow', 'auth'),
    })
    fc.assert(
      fc.property(edits, ({ rename, drop, logs, scenario }) => {
        let objects = [...seeded.realEstateObjects]
        for (const [position, name] of rename) objects[position] = { ...objects[position]!, name }
        objects = objects.filter((_, position) => !drop.includes(position))
        const before = state(seeded)
        const after = state(
          { ...seeded, realEstateObjects: objects, settings: { ...seeded.settings, activity_logs: logs } },
          { scenario },
        )
        const document = structuredClone(documentOf(before, ['default'], none))
        const results = applyPatch(document, diffStates(before, after, none))
        expect(results.every((result) => result === null)).toBe(true)
        expect(document).toEqual(JSON.parse(JSON.stringify(documentOf(after, ['default'], none))))
      }),
    )
  })
})
