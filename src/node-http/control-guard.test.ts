import type { IncomingMessage } from 'node:http'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { createControlGuard } from './control-guard.ts'

/** A request with these headers, each sent once, and `authorization` sent `times` times (Node's table keeps the first). */
function requestWith(headers: Record<string, string | undefined>, times = 1): IncomingMessage {
  const rawHeaders = Object.entries(headers).flatMap(([name, value]) =>
    value === undefined
      ? []
      : Array.from({ length: name === 'authorization' ? times : 1 }, (_, index) => [
          name,
          index === 0 ? value : 'Bearer other',
        ]).flat(),
  )
  return { headers, rawHeaders } as unknown as IncomingMessage
}

describe('createControlGuard over generated header sets', () => {
  const trustedOrigins = ['http://localhost:5173', 'http://127.0.0.1:4010', 'https://app.example.test']
  const foreignOrigins = ['https://evil.example', 'http://localhost.evil.example', 'null', 'http://192.168.1.9:4010']
  const allowedHosts = ['127.0.0.1:4010', 'localhost', 'mock.example.test', '10.0.0.2:4010']
  const foreignHosts = ['rebind.evil.example', 'evil.example:4010', '', 'bad host']

  test('passes exactly the requests with an allowed host, a trusted or no origin, and the token', () => {
    const guard = createControlGuard({
      corsOrigins: ['https://app.example.test'],
      allowedHosts: ['mock.example.test'],
      controlToken: 't0k',
    })
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom(...allowedHosts, ...foreignHosts), { nil: undefined }),
        fc.option(fc.constantFrom(...trustedOrigins, ...foreignOrigins), { nil: undefined }),
        fc.option(fc.constantFrom('Bearer t0k', 'Bearer t0', 'bearer t0k', 't0k', 'Bearer t0k '), { nil: undefined }),
        fc.constantFrom(1, 2),
        (host, origin, authorization, times) => {
          const refusal = guard(requestWith({ host, origin, authorization }, times))
          const hostOk = host !== undefined && allowedHosts.includes(host)
          // An IP address in the Origin is trusted only as the server's own origin.
          const originOk =
            origin === undefined ||
            trustedOrigins.includes(origin) ||
            (host !== undefined && origin === `http://${host}`)
          const tokenOk = authorization === 'Bearer t0k'
          // Two credentials are refused as such, whichever comes first: never read as the first one.
          const repeated = authorization !== undefined && times === 2
          expect(refusal?.status).toBe(!hostOk || !originOk ? 403 : repeated ? 400 : !tokenOk ? 401 : undefined)
        },
      ),
      { numRuns: 500 },
    )
  })
})
