/**
 * @module Vitest's `test` with a `mock` per test, for tests that run in
 * Vitest's Browser Mode: a fresh in-browser mock, and the test frame's
 * requests to the service and the control API answered by it, with no service
 * worker (docs/decisions/vitest-browser-fixture.md).
 */
import { test as base, type TestAPI } from 'vitest'
import type { Mock } from '../create-mock.ts'
import { createMock } from '../browser/create-browser-mock.ts'
import { prepareSeedData } from '../../data/seed-data.ts'
import type { MockOptions } from '../../engine/session/mock-options.ts'
import { markTestMockInCharge } from '../test-mock-flag.ts'
import { assertBrowserMode } from './assert-browser-mode.ts'
import { interceptPageRequests } from './intercept-page-requests.ts'

assertBrowserMode()
// When the test file imports this module, before its tests run: an app that starts its own mock
// (`startMock()`) then starts no service worker, and leaves the frame's requests to the test's mock.
markTestMockInCharge()

/**
 * `createMock`'s options, but hybrid mode's: the real service would be reached with this frame's
 * `fetch`, which the fixture intercepts.
 */
type VitestMockOptions = Omit<MockOptions, 'real'>

type MockFixtures = {
  /** Options of each test's mock; set them with `test.override({ mockOptions: { … } })`. Default `{}`. */
  mockOptions: VitestMockOptions
  /** The test's own mock. Made for every test, used or not, so that the component never reaches a real service. */
  mock: Mock
}

/**
 * Vitest's `test` with a `mock` fixture per test: the test frame's requests to the service are
 * answered by the test's own mock, with no service worker.
 *
 * @example
 * ```tsx
 * import { expect } from 'vitest'
 * import { page } from 'vitest/browser'
 * import { render } from 'vitest-browser-react'
 * import { test } from 'real-estate-service-mock/vitest-browser'
 *
 * test('shows maintenance', async ({ mock }) => {
 *   mock.useScenario('maintenance')
 *   await render(<Settings />)
 *   await expect.element(page.getByRole('alert')).toMatchTextContent('503')
 * })
 * ```
 */
export const test: TestAPI<MockFixtures> = base.extend<MockFixtures>({
  mockOptions: {},
  mock: [
    async ({ mockOptions }, use) => {
      // faker is loaded only for a seed or counts whose data the build did not make.
      await prepareSeedData(mockOptions.seed, mockOptions.counts)
      const mock = createMock(mockOptions)
      const { servicePath, controlPrefix } = mock.paths
      const answering = interceptPageRequests().answerWith(
        { baseUrl: mockOptions.baseUrl, servicePath, controlPrefix },
        mock.fetch,
      )
      try {
        await use(mock)
      } finally {
        await answering.close()
      }
    },
    { auto: true },
  ],
})
