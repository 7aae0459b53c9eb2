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
import { assemblePact } from '../../engine/journal/journal-pact.ts'
import type { Pact } from '../../engine/journal/pact-v3.ts'
import { mergePactFile } from './merge-pact-file.ts'
import { pactFileOf } from './pact-fixture-options.ts'
import { testMockInitScript } from '../test-mock-flag.ts'

/**
 * The fixtures `test` adds: `mockOptions`, set with `test.use`, and `mock`, the test's own mock. Name it in `defineConfig<MockFixtures>` to type `use.mockOptions` in the config.
 *
 * @example
 * ```ts
 * import { test, expect } from 'real-estate-service-mock/playwright'
 *
 * test.use({ mockOptions: { seed: 7, scenario: 'empty' } })
 *
 * test('shows no objects', async ({ page }) => {
 *   await page.goto('/')
 *   await expect(page.getByText('No objects')).toBeVisible()
 * })
 * ```
 */
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

/** The worker's Pacts by file, merged into each file when the worker ends (`mockOptions.pact`). */
export type MockWorkerFixtures = {
  _mockPacts: Map<string, Pact>
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
export const test: TestType<
  PlaywrightTestArgs & PlaywrightTestOptions & MockFixtures,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions & MockWorkerFixtures
> = base.extend<MockFixtures, MockWorkerFixtures>({
  mockOptions: [{}, { option: true }],
  // A second guard beside the sign below: a service worker would answer the page before the test's routes see a request.
  serviceWorkers: 'block',
  _mockPacts: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's first parameter as a destructuring pattern
    async ({}, use) => {
      const pacts = new Map<string, Pact>()
      await use(pacts)
      // The test runner's process is the run: its workers are its children, so they share its id.
      for (const [file, pact] of pacts) await mergePactFile(file, pact, String(process.ppid))
    },
    { scope: 'worker' },
  ],
  mock: [
    async ({ context, mockOptions, _mockPacts }, use) => {
      // Before any of the app's code: an app that starts its own mock (`startMock()`) then leaves the page to this one.
      await context.addInitScript(testMockInitScript)
      // Checked before the test runs, so a bad name fails the test that set it, not the worker's end.
      const pact = mockOptions.pact && pactFileOf(mockOptions.pact)
      const parties = pact && { consumer: pact.consumer, provider: pact.provider }
      const keep = (testPact: Pact) => {
        if (!pact) return
        const kept = _mockPacts.get(pact.file)
        _mockPacts.set(
          pact.file,
          kept ? assemblePact([...kept.interactions, ...testPact.interactions], parties) : testPact,
        )
      }
      if (mockOptions.server === undefined) {
        const mock = createMock(mockOptions)
        const routing = await routeToFetchHandler(
          context,
          { ...mockOptions, servicePath: mock.paths.servicePath, controlPrefix: mock.paths.controlPrefix },
          mock.fetch,
        )
        await use(mock)
        await routing.close()
        if (pact) keep(mock.requests.toPact(parties))
        return
      }
      const { server } = mockOptions
      const session = await openRemoteMock(mockOptions)
      const routing = await routeToFetchHandler(
        context,
        { ...mockOptions, ...serverPaths(mockOptions) },
        forwardToServer(session.mock.sessionId),
        (mockPath) => serverUrl(server, mockPath),
      )
      await use(session.mock)
      await routing.close()
      if (pact) keep(await session.mock.requests.toPact(parties))
      await session.close()
    },
    { auto: true },
  ],
})

/**
 * Whether `mock` is server mode's handle (then `database()` rejects and every method is async).
 *
 * @example
 * ```ts
 * import { isRemoteMock, test } from 'real-estate-service-mock/playwright'
 *
 * test('renamed account', async ({ mock, page }) => {
 *   if (!isRemoteMock(mock)) {
 *     const database = await mock.database()
 *     await database.putAccount('bob.agent', (account) => ({ ...account!, first_name: 'Bea' }))
 *   }
 *   await page.goto('/')
 * })
 * ```
 */
export function isRemoteMock(mock: Mock | RemoteMock): mock is RemoteMock {
  return 'sessionId' in mock
}
