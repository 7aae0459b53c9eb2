/** @module `englishList`: items joined as a sentence lists them. */

/**
 * `a`, `a and b`, `a, b and c`.
 * @example
 * englishList(['a garage', 'a garden']) // 'a garage and a garden'
 */
export function englishList(items: readonly string[]): string {
  if (items.length < 2) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}
