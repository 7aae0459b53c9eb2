/**
 * @module `exposedControlToken`: the control token a server needs once it
 * listens where other machines reach it. Given none, it makes a random one
 * (as Jupyter does for its notebook server), so a server on `0.0.0.0` is
 * never driven by whoever finds it; a loopback server needs none.
 * Why, and why no client gets in by its address: docs/decisions/locked-when-exposed.md.
 */
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { isLoopbackName } from '../node-http/origin-policy.ts'

/**
 * The token in force once listening at `address`: the one `given`; else, beyond loopback, a new random
 * one; else none. `false` asks for none wherever the server listens; an empty string counts as none
 * given, so that an empty `MOCK_CONTROL_TOKEN` cannot leave an exposed server open.
 * @example
 * exposedControlToken(undefined, { address: '0.0.0.0', family: 'IPv4', port: 4010 }) // 43 random base64url characters
 * exposedControlToken(undefined, { address: '127.0.0.1', family: 'IPv4', port: 4010 }) // undefined
 */
export function exposedControlToken(
  given: string | false | undefined,
  address: AddressInfo | string | null,
): string | undefined {
  if (given) return given
  if (given === false || !reachableFromOtherMachines(address)) return undefined
  // 32 bytes, 256 bits: no guess in the life of a development server comes near.
  return randomBytes(32).toString('base64url')
}

/**
 * Whether other machines can reach a server listening at `address`: any IP address but a loopback one
 * (`0.0.0.0` and `::` included). A Unix socket or a Windows pipe (a string) is reached through the
 * file system only.
 */
function reachableFromOtherMachines(address: AddressInfo | string | null): boolean {
  if (address === null || typeof address === 'string') return false
  // An IPv4 loopback address written as IPv6 (`::ffff:127.0.0.1`) is loopback too.
  return !isLoopbackName(address.address.replace(/^::ffff:/i, ''))
}
