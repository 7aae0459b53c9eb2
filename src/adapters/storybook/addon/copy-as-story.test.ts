import { expect, test } from 'vitest'
import { parametersOfSnippet } from '../../../../tests/storybook/support/story-snippet.ts'
import { storySnippet } from './copy-as-story.ts'

test('the snippet is a parameters property for a story, and reads back to the same parameters', () => {
  const parameters = {
    scenario: 'maintenance',
    latency: [800, 2500] as [number, number],
    faults: { getAccount: 'hang' as const },
  }
  const snippet = storySnippet(parameters)
  expect(snippet).toBe(
    'parameters: { mock: {"scenario":"maintenance","latency":[800,2500],"faults":{"getAccount":"hang"}} },',
  )
  expect(parametersOfSnippet(snippet)).toEqual(parameters)
})
