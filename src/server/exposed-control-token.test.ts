import type { AddressInfo } from 'node:net'
import { describe, expect, test } from 'vitest'
import { exposedControlToken } from './exposed-control-token.ts'

const at = (address: string): AddressInfo => ({ address, family: address.includes(':') ? 'IPv6' : 'IPv4', port: 4010 })

describe('exposedControlToken', () => {
  test.each([
    ['0.0.0.0', true],
    ['::', true],
    ['192.168.1.20', true],
    ['fd00::2', true],
    ['127.0.0.1', false],
    ['127.1.2.3', false],
    ['::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:192.168.1.20', true],
  ])('none given, listening on %s: a token made is %s', (address, made) => {
    const token = exposedControlToken(undefined, at(address))
    if (made) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    else expect(token).toBeUndefined()
  })

  test('an empty token counts as none given: an exposed server still gets one', () => {
    expect(exposedControlToken('', at('0.0.0.0'))).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  test.each([
    ['a token given is the one in force, anywhere', 'given', '0.0.0.0', 'given'],
    ['a token given is the one in force on loopback too', 'given', '127.0.0.1', 'given'],
    ['false: none, even beyond loopback', false, '0.0.0.0', undefined],
  ] as const)('%s', (_, given, address, expected) => {
    expect(exposedControlToken(given, at(address))).toBe(expected)
  })

  test.each([
    ['a Unix socket', '/tmp/mock.sock'],
    ['not listening', null],
  ])('%s: none', (_, address) => {
    expect(exposedControlToken(undefined, address)).toBeUndefined()
  })

  test('each token is new: two servers never share one', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => exposedControlToken(undefined, at('0.0.0.0'))))
    expect(tokens.size).toBe(50)
  })
})
