/**
 * @module Input echoed in an answer's message, cut short: a name or path a
 * client sent can be megabytes long, and a message that repeats it whole
 * turns a small request into a large answer.
 */

/** Characters of echoed input kept before the cut. */
const shownInputLimit = 100

/**
 * `text` as a message shows it: whole when short, else its first `limit` characters and "…".
 * @example
 * `Unknown scenario "${shownInput(name)}".`
 */
export function shownInput(text: string, limit: number = shownInputLimit): string {
  if (text.length <= limit) return text
  // Never end on the first half of a surrogate pair: the message would carry a lone surrogate.
  const end = /[\uD800-\uDBFF]/.test(text[limit - 1]!) ? limit - 1 : limit
  return `${text.slice(0, end)}…`
}
