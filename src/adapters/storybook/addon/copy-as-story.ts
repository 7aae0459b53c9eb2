/** @module "Copy as a story": the text the panel copies, a story's `parameters` that reproduce the state now. */
import type { StoryMockParameters } from '../story-mock-parameters.ts'

/**
 * `parameters: { mock: … }` for a story file, the mock's parameters as JSON (which is valid TypeScript).
 * @example
 * storySnippet({ scenario: 'maintenance' }) // 'parameters: { mock: {"scenario":"maintenance"} },'
 */
export function storySnippet(parameters: StoryMockParameters): string {
  return `parameters: { mock: ${JSON.stringify(parameters)} },`
}
