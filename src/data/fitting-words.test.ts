import { describe, expect, test } from 'vitest'
import { fittingAdjectives, fittingTags, withoutConflicts, type ObjectFacts } from './fitting-words.ts'
import { propertyKinds } from './property-kinds.ts'
import type { NameAdjective, Tag } from './vocabulary.ts'

const house = propertyKinds.find((kind) => kind.type === 'House')!
const facts = (change: Partial<ObjectFacts>): ObjectFacts => ({
  kind: house,
  area: 200,
  occupancy: 'Occupied',
  amenities: ['Garden'],
  ...change,
})

describe('fittingAdjectives', () => {
  test.each([
    ['a large house may be spacious, not cozy', facts({ area: 300 }), 'Spacious', 'Cozy'],
    ['a small house may be cozy, not spacious', facts({ area: 95 }), 'Cozy', 'Spacious'],
    ['a house under renovation is not renovated', facts({ occupancy: 'Under renovation' }), 'Historic', 'Renovated'],
  ] as const)('%s', (_, object, allowed, left) => {
    expect(fittingAdjectives(object)).toContain(allowed)
    expect(fittingAdjectives(object)).not.toContain(left)
  })
})

describe('fittingTags', () => {
  test.each<[string, ObjectFacts, NameAdjective, Tag[], Tag[]]>([
    ['a let house is not available now', facts({}), 'Quiet', ['family', 'renovated'], ['available-now']],
    [
      'a vacant house may be available now',
      facts({ occupancy: 'Vacant' }),
      'Quiet',
      ['available-now', 'new-build'],
      [],
    ],
    ['a historic house is no new build', facts({}), 'Historic', ['renovated'], ['new-build']],
    [
      'a house under renovation is neither renovated, new nor available',
      facts({ occupancy: 'Under renovation' }),
      'Quiet',
      ['family'],
      ['renovated', 'new-build', 'available-now'],
    ],
  ])('%s', (_, object, adjective, allowed, left) => {
    const tags = fittingTags(object, adjective)
    for (const tag of allowed) expect(tags).toContain(tag)
    for (const tag of left) expect(tags).not.toContain(tag)
  })

  test('furnished needs the Furnished amenity', () => {
    const studio = propertyKinds.find((kind) => kind.type === 'Studio')!
    expect(
      fittingTags({ kind: studio, area: 30, occupancy: 'Occupied', amenities: ['Furnished'] }, 'Bright'),
    ).toContain('furnished')
    expect(
      fittingTags({ kind: studio, area: 30, occupancy: 'Occupied', amenities: ['Elevator'] }, 'Bright'),
    ).not.toContain('furnished')
  })
})

test.each([
  [
    ['renovated', 'parking', 'new-build'],
    ['renovated', 'parking'],
  ],
  [
    ['quiet-area', 'downtown', 'family'],
    ['quiet-area', 'family'],
  ],
  [
    ['parking', 'family'],
    ['parking', 'family'],
  ],
] as Tag[][][])('withoutConflicts(%j) -> %j', (tags, kept) => {
  expect(withoutConflicts([...tags])).toEqual(kept)
})
