/** @module Reading back what the panel's "copy as a story" gives. */
import type { StoryMockParameters } from '../../../src/adapters/storybook/story-mock-parameters.ts'

/** The mock's parameters of a `parameters: { mock: … },` snippet. */
export function parametersOfSnippet(snippet: string): StoryMockParameters {
  const json = /^parameters: \{ mock: (.*) \},$/s.exec(snippet.trim())?.[1]
  if (json === undefined) throw new TypeError(`Failed to read story parameters from ${JSON.stringify(snippet)}.`)
  return JSON.parse(json) as StoryMockParameters
}
