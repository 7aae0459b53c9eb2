/**
 * @module `sharedString`: one stored copy of each text that many records
 * repeat. A lease's clauses, its term and its price come from short lists,
 * so 100,000 objects hold a few thousand distinct texts; building each anew
 * kept about 20 MB of equal copies.
 */

const texts = new Map<string, string>()

/**
 * The first string equal to `text` that was given here, so that records
 * keep one copy of it. The value is always equal to `text`.
 * @example
 * sharedString(['a', 'b'].join(' ')) === sharedString('a b') // same string object
 */
export function sharedString(text: string): string {
  const known = texts.get(text)
  if (known !== undefined) return known
  texts.set(text, text)
  return text
}
