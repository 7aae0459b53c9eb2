import { describe, expect, test } from 'vitest'
import { objectDescription } from './object-description.ts'
import { propertyKinds } from './property-kinds.ts'

const kind = (type: string) => propertyKinds.find((candidate) => candidate.type === type)!

describe('objectDescription', () => {
  test.each([
    [
      'a warehouse with two amenities',
      'Warehouse',
      ['High ceilings', 'Truck court'],
      'A warehouse of 900 m² in Austin, near here. It has high ceilings and a truck court.',
    ],
    [
      'an office takes "An"',
      'Office',
      ['Kitchenette'],
      'An office of 900 m² in Austin, near here. It has a kitchenette.',
    ],
    [
      'an adjective amenity goes before the noun',
      'Studio',
      ['Furnished', 'Elevator'],
      'A furnished studio of 900 m² in Austin, near here. It has an elevator.',
    ],
    [
      'an adjective amenity alone leaves one sentence',
      'Studio',
      ['Furnished'],
      'A furnished studio of 900 m² in Austin, near here.',
    ],
    [
      'three amenities at most are named',
      'Apartment',
      ['Balcony', 'Gym', 'Concierge', 'Elevator'],
      'An apartment of 900 m² in Austin, near here. It has a balcony, a gym and a concierge.',
    ],
  ])('%s', (_, type, amenities, description) => {
    expect(
      objectDescription({
        kind: kind(type),
        area: 900,
        city: 'Austin',
        locationNote: 'near here',
        amenities,
        leadIn: 'It has',
      }),
    ).toBe(description)
  })

  test('an amenity without wording is a mistake in the vocabulary, said so', () => {
    expect(() =>
      objectDescription({
        kind: kind('Studio'),
        area: 30,
        city: 'Austin',
        locationNote: 'near here',
        amenities: ['Moat'],
        leadIn: 'It has',
      }),
    ).toThrow('the amenity "Moat" has no wording')
  })

  test('every amenity of every kind has its wording', () => {
    for (const each of propertyKinds) {
      expect(() =>
        objectDescription({
          kind: each,
          area: 1,
          city: 'Austin',
          locationNote: 'near here',
          amenities: each.amenities,
          leadIn: 'It has',
        }),
      ).not.toThrow()
    }
  })
})
