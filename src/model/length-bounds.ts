/**
 * @module The rule that each minimum length stays at or below its maximum.
 * It is judged on whole settings (after a PATCH is merged), so it lives apart
 * from the field schemas.
 */
export const lengthBoundPairs = [
  { min: 'min_username_length', max: 'max_username_length' },
  { min: 'min_password_length', max: 'max_password_length' },
] as const

export type LengthBoundPair = (typeof lengthBoundPairs)[number]

type LengthBounds = Record<LengthBoundPair['min'] | LengthBoundPair['max'], unknown>

/** The pairs whose minimum exceeds their maximum; pairs that are not both numbers are skipped. */
export function findInvertedBounds(bounds: LengthBounds): LengthBoundPair[] {
  return lengthBoundPairs.filter((pair) => {
    const min = bounds[pair.min]
    const max = bounds[pair.max]
    return typeof min === 'number' && typeof max === 'number' && min > max
  })
}
