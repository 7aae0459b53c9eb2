import { describe, expect, test } from 'vitest'
import { assertBrowserMode } from './assert-browser-mode.ts'

const nodeAdvice = 'Please use setupServer(...mock.handlers) from real-estate-service-mock/node.'

describe('assertBrowserMode', () => {
  test("in a frame Vitest's Browser Mode marked -> passes", () => {
    expect(() => assertBrowserMode({ __vitest_browser__: true })).not.toThrow()
  })

  test.each([
    ['Node', globalThis, 'this test runs in Node'],
    ['a page outside Vitest', { window: {} }, 'this test runs outside it'],
    ['a mark that is not true', { __vitest_browser__: 'yes', window: {} }, 'this test runs outside it'],
  ])('in %s -> throws, naming the Node entry', (_, scope, where) => {
    expect(() => assertBrowserMode(scope)).toThrow(
      `[real-estate-service-mock] Failed to load real-estate-service-mock/vitest-browser: it runs in Vitest's Browser Mode only, and ${where}. ${nodeAdvice}`,
    )
  })

  test('importing the entry in Node throws that error', async () => {
    await expect(import('../../vitest-browser.ts')).rejects.toThrow(
      'use setupServer(...mock.handlers) from real-estate-service-mock/node',
    )
  })
})
