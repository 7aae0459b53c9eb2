import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { createOriginPolicy, isLoopbackName } from './origin-policy.ts'

describe('createOriginPolicy', () => {
  const policy = createOriginPolicy({
    corsOrigins: ['https://app.example.test'],
    allowedHosts: ['mock.example.test', '.lan.test'],
  })

  test.each([
    ['http://localhost:5173', true],
    ['http://127.0.0.1:3000', true],
    ['http://[::1]:8080', true],
    ['http://app.localhost', true],
    ['https://app.example.test', true],
    ['https://app.example.test:8443', false],
    ['https://evil.example', false],
    ['http://localhost.evil.example', false],
    ['null', false],
    ['file://', false],
    ['not an origin', false],
  ])('trusts the origin %s: %s', (origin, trusted) => {
    expect(policy.trustsOrigin(origin, '127.0.0.1:4010')).toBe(trusted)
  })

  test("trusts the server's own origin, whatever its host", () => {
    expect(policy.trustsOrigin('http://192.168.1.20:4010', '192.168.1.20:4010')).toBe(true)
    expect(policy.trustsOrigin('http://192.168.1.20:4011', '192.168.1.20:4010')).toBe(false)
  })

  test.each([
    ['localhost:4010', true],
    ['127.0.0.1', true],
    ['[::1]:4010', true],
    ['192.168.1.20:4010', true],
    ['mock.example.test:4010', true],
    ['a.lan.test', true],
    ['lan.test', true],
    ['rebind.evil.example:4010', false],
    ['mock.example.test.evil.example', false],
    ['', false],
    [undefined, false],
    ['bad host:4010', false],
  ])('allows the host %s: %s', (host, allowed) => {
    expect(policy.allowsHost(host)).toBe(allowed)
  })

  test('allowedHosts: true takes any host', () => {
    expect(createOriginPolicy({ allowedHosts: true }).allowsHost('anything.example')).toBe(true)
  })

  test('a malformed trusted origin is refused when the policy is made', () => {
    expect(() => createOriginPolicy({ corsOrigins: ['app.example.test'] })).toThrow(/scheme, host and port/)
  })

  test('no generated origin outside loopback and the list is trusted', () => {
    const name = fc
      .stringMatching(/^[a-z][a-z0-9-]{0,20}(\.[a-z][a-z0-9-]{0,10}){1,3}$/)
      .filter((hostname) => !isLoopbackName(hostname) && hostname !== 'app.example.test')
    fc.assert(
      fc.property(
        fc.constantFrom('http', 'https'),
        name,
        fc.option(fc.integer({ min: 1, max: 65535 })),
        (scheme, hostname, port) => {
          const origin = `${scheme}://${hostname}${port === null ? '' : `:${port}`}`
          expect(policy.trustsOrigin(origin, '127.0.0.1:4010')).toBe(false)
          expect(createOriginPolicy().allowsHost(`${hostname}:4010`)).toBe(false)
        },
      ),
    )
  })
})
