/**
 * @module Types the entries' names use without exporting them: the database a
 * test reads and changes, the options of each door, what `startMock` gives.
 * Not importable by these names (docs/decisions/public-names.md); reach them
 * through what uses them, e.g. `ReturnType<Mock['database']>` or
 * `Parameters<typeof createServer>[0]`. Listed here only so that the reference
 * shows their members.
 */
export type { Database } from '../../src/data/database.ts'
export type { MockControls } from '../../src/adapters/create-mock.ts'
export type { BrowserMock, StartMockOptions } from '../../src/adapters/browser/start-mock.ts'
export type { MockFixtureOptions } from '../../src/adapters/playwright/mock-fixture-options.ts'
export type { StorybookMockOptions } from '../../src/adapters/storybook/mock-loader.ts'
export type { StoryData } from '../../src/adapters/storybook/apply-story-data.ts'
export type { MockOverrides } from '../../src/adapters/storybook/mock-overrides.ts'
export type { StoryMockParameters } from '../../src/adapters/storybook/story-mock-parameters.ts'
export type { RealEstateServiceMockOptions } from '../../src/adapters/vite/real-estate-service-mock.ts'
export type { ControlClient, ControlClientOptions } from '../../src/engine/control/control-client.ts'
export type { ServerOptions } from '../../src/server/create-server.ts'
