import { describe, expect, test } from 'vitest'
import { keepBody } from './kept-body.ts'
import { utf8Length } from '../exchange/engine-types.ts'

describe('keepBody', () => {
  test.each([
    ['a short string', 'x'.repeat(10), 10],
    ['exactly the limit in ASCII', 'x'.repeat(64), 64],
    ['under the limit in bytes though long in units', 'é'.repeat(32), 64],
  ])('%s -> the same string, nothing made', (_, body, limit) => {
    expect(keepBody(body, limit)).toBe(body)
  })

  test.each([
    ['ASCII one byte over', 'x'.repeat(65), 64, 'x'.repeat(64), 65],
    ['two-byte characters, the last one not fitting', 'é'.repeat(33), 65, 'é'.repeat(32), 66],
    ['a surrogate pair is never split', `${'x'.repeat(62)}😀y`, 64, 'x'.repeat(62), 67],
  ])('%s -> cut to what fits, with the full size', (_, body, limit, text, fullSize) => {
    expect(keepBody(body, limit)).toEqual({ body: text, fullSize })
  })

  test('bytes within the limit are kept as they are; above it, a copy of the first bytes', () => {
    const small = new Uint8Array([1, 2, 3])
    expect(keepBody(small, 3)).toBe(small)
    const kept = keepBody(new Uint8Array([1, 2, 3, 4]), 3)
    expect(kept).toEqual({ body: new Uint8Array([1, 2, 3]), fullSize: 4 })
  })

  test('the default limit is 64 KiB', () => {
    expect(keepBody('x'.repeat(64 * 1024))).toBe('x'.repeat(64 * 1024))
    expect(keepBody('x'.repeat(64 * 1024 + 1))).toMatchObject({ fullSize: 64 * 1024 + 1 })
  })
})

describe('utf8Length', () => {
  test.each([
    ['', 0],
    ['abc', 3],
    ['é', 2],
    ['€', 3],
    ['😀', 4],
    ['\ud800', 3],
  ])('%j -> %i bytes, as TextEncoder counts them', (text, bytes) => {
    expect(utf8Length(text)).toBe(bytes)
    expect(new TextEncoder().encode(text).length).toBe(bytes)
  })
})
