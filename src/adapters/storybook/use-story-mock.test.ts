import { describe, expect, test } from 'vitest'
import { createMock } from '../browser/create-browser-mock.ts'
import { useStoryMock } from './use-story-mock.ts'

describe('useStoryMock', () => {
  test("gives the loader's mock", () => {
    const mock = createMock()
    expect(useStoryMock({ loaded: { mock } })).toBe(mock)
  })

  test('without mockLoader it says what to add', () => {
    expect(() => useStoryMock({ loaded: {} })).toThrow(
      /Please add mockLoader\(\) to the loaders of \.storybook\/preview\.ts\./,
    )
  })
})
