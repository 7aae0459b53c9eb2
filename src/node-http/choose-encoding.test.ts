import { describe, expect, test } from 'vitest'
import { chooseEncoding } from './choose-encoding.ts'

describe('the encoding sent for an Accept-Encoding', () => {
  test.each([
    { accept: 'gzip, deflate, br, zstd', chosen: 'br' },
    { accept: 'gzip, deflate', chosen: 'gzip' },
    { accept: 'GZIP', chosen: 'gzip' },
    { accept: 'br;q=0.5, gzip;q=1', chosen: 'gzip' },
    { accept: 'br;q=0, gzip', chosen: 'gzip' },
    { accept: '*', chosen: 'br' },
    { accept: '*;q=0.1, br;q=0', chosen: 'gzip' },
    { accept: 'gzip;q=0, br;q=0', chosen: undefined },
    { accept: 'identity', chosen: undefined },
    { accept: 'deflate', chosen: undefined },
    { accept: 'gzip;q=nonsense', chosen: undefined },
    { accept: '', chosen: undefined },
    { accept: undefined, chosen: undefined },
  ])('$accept -> $chosen', ({ accept, chosen }) => {
    expect(chooseEncoding(accept)?.name).toBe(chosen)
  })
})
