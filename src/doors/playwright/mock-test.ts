/**
 * @module Playwright's `test` with a `mock` per test: in the test process by
 * default, or a session of a standalone server with `mockOptions.server`.
 * Either way the page's requests to the service and the control API are
 * routed there, and nothing is shared with another test or worker.
 */
import {
  test as base,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestType,
} from '@playwright/test'
import type { Mock } from '../create-mock.ts'
import { createMock } from '../middleware/create-node-mock.ts'
import { forwardToServer, serverUrl } from './forward-to-server.ts'
import { serverPaths, type MockFixtureOptions } from './mock-fixture-options.ts'
import { openRemoteMock, type RemoteMock } from './remote-mock.ts'
import { routeToFetchHandler } from './route-to-fetch-handler.ts'

export type MockFixtures = {
  /** Options of the test's mock; set them with `test.use({ mockOptions: { … } })`. Default `{}`. */
  mockOptions: MockFixtureOptions
  /**
   * The test's own mock: `createMock`'s mock in-process, or a `RemoteMock` in
   * server mode. Made for every test, used or not, so that the page never
   * reaches a real service.
   */
  mock: Mock | RemoteMock
}

/**
 * @example
 * import { expect, test } from 'real-estate-service-mock/playwright'
 *
 * test.use({ mockOptions: { seed: 7 } })
 *
 * test('shows maintenance', async ({ page, mock }) => {
 *   await mock.useScenario('maintenance')
 *   await page.goto('/')
 *   await expect(page.getByRole('alert')).toContainText('503')
 * })
 */
// Typed out so that the built `.d.ts` names `@playwright/test`, the peer users install, not the `playwright` package behind it.
export const test: TestType<PlaywrightTestArgs & PlaywrightTestOptions & MockFixtures, PlaywrightWorkerArgs & PlaywrightWorkerOptions> = base.extend<MockFixtures>({
  mockOptions: [{}, { option: true }],
  mock: [
    async ({ context, mockOptions }, use) => {
      if (mockOptions.server === undefined) {
        const mock = createMock(mockOptions)
        const routing = await routeToFetchHandler(context, { ...mockOptions, servicePath: mock.paths.servicePath, controlPrefix: mock.paths.controlPrefix }, mock.fetch)
        await use(mock)
        await routing.close()
        return
      }
      const { server } = mockOptions
      const session = await openRemoteMock(mockOptions)
      const routing = await routeToFetchHandler(context, { ...mockOptions, ...serverPaths(mockOptions) }, forwardToServer(session.mock.sessionId), (mockPath) =>
        serverUrl(server, mockPath),
      )
      await use(session.mock)
      await routing.close()
      await session.close()
    },
    { auto: true },
  ],
})

/** Whether `mock` is server mode's handle (then `database()` rejects and every method is async). */
export function isRemoteMock(mock: Mock | RemoteMock): mock is RemoteMock {
  return 'sessionId' in mock
}
