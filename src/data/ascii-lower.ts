/** @module `asciiLower`: a name as lower-case ASCII letters and digits, for usernames and email addresses. */

/**
 * Lower-case letters and digits of `text`, accents dropped. Anything else,
 * including letters with no ASCII base letter (`ø`, `ß`), is left out.
 * @example
 * asciiLower("José O'Keefe") // → 'joseokeefe'
 */
export function asciiLower(text: string): string {
  return text.normalize('NFD').toLowerCase().replace(/[^a-z0-9]/g, '')
}
