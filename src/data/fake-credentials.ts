/**
 * @module Credentials that look real but are not: bcrypt-shaped password
 * hashes and JWT-shaped bearer tokens (docs/decisions/tokens-and-passwords.md).
 */
import { flatString } from './text.ts'

/** What the credentials draw from: a seeded faker, or the same numbers without it (`seeded-random-numbers.ts`). */
export type CharacterSource = { string: { fromCharacters(characters: string, length: number): string } }

const bcryptAlphabet = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const base64UrlAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/**
 * Issued-at of every token: 2025-01-01T00:00:00Z, a fixed instant five months
 * before the seed's reference date (2025-06-01), not that date itself.
 */
const issuedAt = 1735689600
/** Tokens expire in 2100, so a frontend that checks `exp` against today's clock keeps them. */
const expiresAt = 4102444800

/** A bcrypt-shaped hash (`$2b$12$` and 53 characters); never a plain password. */
export function fakePasswordHash(faker: CharacterSource): string {
  return flatString`$2b$12$${faker.string.fromCharacters(bcryptAlphabet, 53)}`
}

/** A JWT-shaped token naming the user in `sub`, so frontends that decode tokens find what they expect. */
export function fakeAuthToken(faker: CharacterSource, username: string): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const payload = base64Url(
    JSON.stringify({ sub: username, iss: 'real-estate-service-mock', iat: issuedAt, exp: expiresAt }),
  )
  return flatString`${header}.${payload}.${faker.string.fromCharacters(base64UrlAlphabet, 43)}`
}

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text)
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}
