import type { NetworkInterfaceInfo, networkInterfaces } from 'node:os'
import { describe, expect, test } from 'vitest'
import { simulatorLink } from './simulator-link.ts'

type Interfaces = ReturnType<typeof networkInterfaces>
const entry = (address: string, internal: boolean): NetworkInterfaceInfo => {
  const common = { address, internal, netmask: '', mac: '', cidr: null }
  return address.includes(':') ? { ...common, family: 'IPv6', scopeid: 0 } : { ...common, family: 'IPv4' }
}
const loopbackOnly: Interfaces = { lo: [entry('127.0.0.1', true), entry('::1', true)] }
const onALan: Interfaces = {
  ...loopbackOnly,
  eth0: [entry('fd00::2', false), entry('192.168.1.20', false)],
  eth1: [entry('10.0.0.5', false)],
}

describe('simulatorLink', () => {
  test.each([
    [
      'loopback, no token: the page as it is',
      'http://127.0.0.1:4010',
      undefined,
      onALan,
      'http://127.0.0.1:4010/__mock/',
    ],
    [
      'loopback with a token: it rides in the link',
      'http://127.0.0.1:4010',
      't0k',
      onALan,
      'http://127.0.0.1:4010/__mock/?token=t0k',
    ],
    [
      '0.0.0.0: the first LAN IPv4 address',
      'http://0.0.0.0:4010',
      'a-b_c',
      onALan,
      'http://192.168.1.20:4010/__mock/?token=a-b_c',
    ],
    ['::: the first LAN IPv4 address too', 'http://[::]:4010', 'x', onALan, 'http://192.168.1.20:4010/__mock/?token=x'],
    ['a LAN address given: that one', 'http://10.0.0.5:4010', 'x', onALan, 'http://10.0.0.5:4010/__mock/?token=x'],
    [
      'a token with characters a URL escapes',
      'http://127.0.0.1:4010',
      'a b&c',
      onALan,
      'http://127.0.0.1:4010/__mock/?token=a+b%26c',
    ],
  ])('%s', (_, url, token, interfaces, href) => {
    expect(simulatorLink(url, '/__mock', token, interfaces)).toEqual({ href })
  })

  test('0.0.0.0 on a machine with no network address: loopback, with a note', () => {
    const link = simulatorLink('http://0.0.0.0:4010', '/__mock', 't', loopbackOnly)
    expect(link.href).toBe('http://127.0.0.1:4010/__mock/?token=t')
    expect(link.note).toMatch(/this machine only/)
  })

  test('another control prefix', () => {
    expect(simulatorLink('http://127.0.0.1:4010', '/mock-control', undefined, onALan).href).toBe(
      'http://127.0.0.1:4010/mock-control/',
    )
  })
})
