/**
 * @module Entry for Storybook: a loader on top of msw-storybook-addon that
 * gives each story the mock it names in `parameters.mock`, reset before it
 * renders. See docs/storybook.md.
 */
export { mockLoader, type StorybookMockOptions, type StoryMockLoaded } from './mock-loader.ts'
export type { StoryMockParameters } from './story-mock-parameters.ts'
export { applyOverrides, type MockOverrides } from './mock-overrides.ts'
export type { DeepPartial } from './merge-override.ts'
export { StoryMocks } from './story-mocks.ts'
export { createMockWorker, type MockWorkerOptions } from './create-mock-worker.ts'
export type { Mock } from '../core/create-mock.ts'
export type { MockOptions } from '../core/mock-options.ts'
