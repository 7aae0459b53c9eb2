/**
 * @module The control API's check on the network adapters (server, middleware,
 * Vite plugin): a request from an untrusted origin or host, or without the
 * control token when one is set, is refused before anything changes.
 */
import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { HttpProblem } from '../engine/problems/http-problem.ts'
import { repeatedHeaderRefusal, singleValuedHeaders } from '../engine/request/single-valued-headers.ts'
import { repeatedIn } from './node-engine-request.ts'
import { createOriginPolicy, type OriginPolicy } from './origin-policy.ts'
import type { ControlGuardOptions } from './control-guard-options.ts'

export type { ControlGuardOptions } from './control-guard-options.ts'

/** What an adapter found of a request's Host and Origin before the guard ran: the standalone server checks both for every request. */
type CheckedOrigin = {
  /** The request's `Origin` is one the policy trusts (false when it sends none). */
  readonly originTrusted: boolean
}

/**
 * The problem that refuses `request` to the control API, or `undefined` when it may pass. Given
 * `checked`, the Host is taken as allowed and the Origin as `checked` says: each is judged once.
 */
export type ControlGuard = (request: IncomingMessage, checked?: CheckedOrigin) => HttpProblem | undefined

export function createControlGuard(
  options: ControlGuardOptions = {},
  policy: OriginPolicy = createOriginPolicy(options),
): ControlGuard {
  const expected =
    options.controlToken === undefined || options.controlToken === ''
      ? undefined
      : Buffer.from(`Bearer ${options.controlToken}`)
  return (request, checked) => {
    const { host, origin } = request.headers
    if (!checked && !policy.allowsHost(host)) return hostRefused(host)
    if (origin !== undefined && !(checked ? checked.originTrusted : policy.trustsOrigin(origin, host))) {
      return new HttpProblem(
        'forbidden',
        'The control API answers pages of this machine, the server itself and trusted origins only. Trust another origin with --cors-origin <origin> (corsOrigins in code).',
      )
    }
    // Two credentials (Node would read the first): refused before either is compared.
    const repeated = repeatedIn(request.rawHeaders, singleValuedHeaders)
    if (repeated !== undefined) return repeatedHeaderRefusal(repeated)
    if (expected && !sameSecret(request.headers.authorization, expected)) {
      return new HttpProblem(
        'unauthorized',
        'The control API needs the control token: send "Authorization: Bearer <token>".',
        {
          headers: { 'WWW-Authenticate': 'Bearer realm="real-estate-service-mock control"' },
        },
      )
    }
    return undefined
  }
}

/** `403` for a `Host` the server does not answer: what a DNS-rebinding page sends. */
export function hostRefused(host: string | undefined): HttpProblem {
  const shown = host === undefined ? 'none' : JSON.stringify(host.slice(0, 100))
  return new HttpProblem(
    'forbidden',
    `The Host header (${shown}) is not a name this mock answers. Allow it with --allowed-hosts <name> (allowedHosts in code).`,
  )
}

/** Compared in constant time, so response times do not tell how much of a guess was right. */
function sameSecret(given: string | undefined, expected: Buffer): boolean {
  if (given === undefined) return false
  const bytes = Buffer.from(given)
  return bytes.byteLength === expected.byteLength && timingSafeEqual(bytes, expected)
}
