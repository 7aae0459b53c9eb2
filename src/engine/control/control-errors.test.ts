import type { IncomingMessage } from 'node:http'
import { describe, expect, test } from 'vitest'
import { createControlGuard } from '../../node-http/control-guard.ts'
import { isControlTokenChallenge } from './control-errors.ts'

describe('isControlTokenChallenge', () => {
  test.each([
    {
      name: '401 with the control realm -> yes',
      status: 401,
      header: 'Bearer realm="real-estate-service-mock control"',
      expected: true,
    },
    {
      name: 'the scheme in lower case -> yes',
      status: 401,
      header: 'bearer realm="real-estate-service-mock control"',
      expected: true,
    },
    {
      name: 'the realm after another parameter -> yes',
      status: 401,
      header: 'Bearer error="invalid_token", realm="real-estate-service-mock control"',
      expected: true,
    },
    { name: "the service's own challenge -> no", status: 401, header: 'Bearer realm="svc"', expected: false },
    { name: 'no header -> no', status: 401, header: null, expected: false },
    {
      name: 'another scheme -> no',
      status: 401,
      header: 'Basic realm="real-estate-service-mock control"',
      expected: false,
    },
    {
      name: '403 with the control realm -> no',
      status: 403,
      header: 'Bearer realm="real-estate-service-mock control"',
      expected: false,
    },
  ])('$name', ({ status, header, expected }) => {
    expect(isControlTokenChallenge(status, header)).toBe(expected)
  })

  test("recognises the server's control guard refusing a request without the token", () => {
    const guard = createControlGuard({ controlToken: 't0k' })
    const request = {
      headers: { host: '127.0.0.1:4010' },
      rawHeaders: ['Host', '127.0.0.1:4010'],
    } as unknown as IncomingMessage
    const answer = guard(request)!.toAnswer('/__mock/scenario')
    const header = new Headers(answer.headers).get('WWW-Authenticate')
    expect(isControlTokenChallenge(answer.status, header)).toBe(true)
  })
})
