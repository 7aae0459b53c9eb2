/**
 * @module Which name adjectives and tags a generated object allows: words
 * that would contradict its area, occupancy, amenities or each other are
 * left out before faker picks, so the pick stays seeded. The lists are kept
 * per combination of what they depend on (a few hundred in all), since
 * seeding 100,000 objects would otherwise filter 200,000 lists.
 */
import {
  conflictingTags,
  nameAdjectives,
  occupancyStates,
  type NameAdjective,
  type OccupancyState,
  type Tag,
} from './vocabulary.ts'
import { propertyKinds, type PropertyKind } from './property-kinds.ts'

/** What a word may contradict. */
export type ObjectFacts = {
  kind: PropertyKind
  area: number
  occupancy: OccupancyState
  amenities: readonly string[]
}

/**
 * False when the adjective says the opposite of the record: a "Cozy" house of
 * 300 m², a "Spacious" one of 95 m², a "Renovated" flat under renovation.
 */
function nameAdjectiveFits(adjective: NameAdjective, { kind, area, occupancy }: ObjectFacts): boolean {
  if (adjective === 'Spacious') return isLarge(kind, area)
  if (adjective === 'Cozy') return !isLarge(kind, area)
  if (adjective === 'Renovated') return occupancy !== 'Under renovation'
  return true
}

/** False when the tag says the opposite of the record or of the name's adjective. */
function tagFits(
  tag: Tag,
  { occupancy, amenities }: Pick<ObjectFacts, 'occupancy' | 'amenities'>,
  adjective: NameAdjective,
): boolean {
  switch (tag) {
    case 'available-now':
      return occupancy === 'Vacant' || occupancy === 'Partially occupied'
    case 'renovated':
      return occupancy !== 'Under renovation'
    case 'new-build':
      return occupancy !== 'Under renovation' && adjective !== 'Historic' && adjective !== 'Renovated'
    case 'furnished':
      return amenities.includes('Furnished')
    default:
      return true
  }
}

const adjectiveLists = new Map<number, readonly NameAdjective[]>()
const tagLists = new Map<number, readonly Tag[]>()

/** The kind's adjectives that fit the object, in the kind's order. */
export function fittingAdjectives(facts: ObjectFacts): readonly NameAdjective[] {
  const key =
    (propertyKinds.indexOf(facts.kind) * occupancyStates.length + occupancyStates.indexOf(facts.occupancy)) * 2 +
    Number(isLarge(facts.kind, facts.area))
  let list = adjectiveLists.get(key)
  if (list === undefined) {
    list = facts.kind.adjectives.filter((adjective) => nameAdjectiveFits(adjective, facts))
    adjectiveLists.set(key, list)
  }
  return list
}

/** The kind's tags that fit the object and its adjective, in the kind's order. */
export function fittingTags(facts: ObjectFacts, adjective: NameAdjective): readonly Tag[] {
  const furnished = facts.amenities.includes('Furnished')
  const key =
    ((propertyKinds.indexOf(facts.kind) * occupancyStates.length + occupancyStates.indexOf(facts.occupancy)) *
      nameAdjectives.length +
      nameAdjectives.indexOf(adjective)) *
      2 +
    Number(furnished)
  let list = tagLists.get(key)
  if (list === undefined) {
    list = facts.kind.tags.filter((tag) => tagFits(tag, facts, adjective))
    tagLists.set(key, list)
  }
  return list
}

/** The tags without the later one of each contradicting pair ("renovated" and "new-build"). */
export function withoutConflicts(tags: Tag[]): Tag[] {
  for (const [first, second] of conflictingTags) {
    const firstAt = tags.indexOf(first)
    const secondAt = tags.indexOf(second)
    if (firstAt !== -1 && secondAt !== -1) tags.splice(Math.max(firstAt, secondAt), 1)
  }
  return tags
}

function isLarge(kind: PropertyKind, area: number): boolean {
  return area >= (kind.area.min + kind.area.max) / 2
}
