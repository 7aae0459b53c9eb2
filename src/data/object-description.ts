/**
 * @module `objectDescription`: the description of a generated object, made
 * from the record itself (kind, area, city and the amenities it lists), so
 * it can neither repeat an amenity nor name one the object lacks.
 */
import { englishList, flatString } from './text.ts'
import type { PropertyKind } from './property-kinds.ts'
import { amenityWording } from './vocabulary.ts'

/** At most this many amenities are named; the list holds them all. */
const amenitiesNamed = 3

export type DescribedObject = {
  kind: PropertyKind
  area: number
  city: string
  /** What is near it: "close to public transport". */
  locationNote: string
  /** The object's amenities, each a key of `amenityWording`. */
  amenities: readonly string[]
  /** "It has", "It comes with"… */
  leadIn: string
}

/**
 * Two sentences: what and where, then the amenities.
 * @example
 * objectDescription({ kind: warehouse, area: 3053, city: 'Pittsburgh', locationNote: 'with easy highway access',
 *   amenities: ['High ceilings', 'Truck court'], leadIn: 'It has' })
 * // 'A warehouse of 3053 m² in Pittsburgh, with easy highway access. It has high ceilings and a truck court.'
 */
export function objectDescription({ kind, area, city, locationNote, amenities, leadIn }: DescribedObject): string {
  const adjectives: string[] = []
  const nouns: string[] = []
  for (const amenity of amenities) {
    const wording = amenityWording[amenity]
    if (!wording)
      throw new Error(
        `Failed to describe an object: the amenity "${amenity}" has no wording. Please add it to amenityWording.`,
      )
    if (wording.as === 'adjective') adjectives.push(wording.says)
    else if (nouns.length < amenitiesNamed) nouns.push(wording.says)
  }
  const what = adjectives.length === 0 ? kind.descriptionNoun : `${adjectives.join(' ')} ${kind.descriptionNoun}`
  const where = flatString`${indefiniteArticle(what)} ${what} of ${area} m² in ${city}, ${locationNote}.`
  return nouns.length === 0 ? where : flatString`${where} ${leadIn} ${englishList(nouns)}.`
}

/** "A" or "An" before a word of our own vocabulary (none starts with a silent h or a "yoo" sound). */
function indefiniteArticle(word: string): string {
  return /^[aeiou]/i.test(word) ? 'An' : 'A'
}
