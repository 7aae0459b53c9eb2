/**
 * @module Text helpers of the fake data: `asciiLower` for usernames and email
 * addresses, `englishList` for sentences, `flatString` for strings kept by the
 * hundred thousand.
 */

/**
 * Lower-case letters and digits of `text`, accents dropped. Anything else,
 * including letters with no ASCII base letter (`ø`, `ß`), is left out.
 * @example
 * asciiLower("José O'Keefe") // → 'joseokeefe'
 */
export function asciiLower(text: string): string {
  return text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

/**
 * `a`, `a and b`, `a, b and c`.
 * @example
 * englishList(['a garage', 'a garden']) // 'a garage and a garden'
 */
export function englishList(items: readonly string[]): string {
  if (items.length < 2) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/**
 * The same string as the untagged template literal, stored flat. V8 keeps the
 * result of `a + b` and of `${a} ${b}` as a tree of its pieces (about 32 bytes
 * a piece) until something reads it as a whole; seeded data mostly never is,
 * so 100,000 objects kept about 80 MB of such trees, and the garbage collector
 * walked them again and again while seeding. `Array.prototype.join` copies the
 * pieces into one string (all but a lone non-empty piece, which it returns as it is).
 * @example
 * flatString`${firstName} ${lastName}` // === `${firstName} ${lastName}`
 */
export function flatString(strings: TemplateStringsArray, ...values: unknown[]): string {
  const parts = new Array<string>(strings.length + values.length)
  parts[0] = strings[0]!
  for (let index = 0; index < values.length; index++) {
    parts[2 * index + 1] = `${values[index]}`
    parts[2 * index + 2] = strings[index + 1]!
  }
  return parts.join('')
}
