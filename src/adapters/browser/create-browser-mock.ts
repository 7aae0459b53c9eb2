/** @module `createMock` for the browser: msw's handlers and `fetch`, and no Node middleware in the bundle. */
import { http, type RequestHandler } from 'msw'
import { createMockWith, type EnvironmentAdapters, type Mock } from '../create-mock.ts'
import type { MockOptions } from '../../engine/session/mock-options.ts'
import { needsFaker, prepareSeedData } from '../../data/seed-data.ts'
import { createMswHandlers } from '../msw/create-msw-handlers.ts'

/**
 * Creates a mock of the service for a page: pass `mock.handlers` to msw's `setupWorker`, or use `startMock`.
 * @example
 * const mock = createMock({ seed: 42 })
 * await setupWorker(...mock.handlers).start()
 */
export function createMock(options: MockOptions = {}): Mock {
  if (!needsFaker(options.seed, options.counts)) return createMockWith(options, { msw: createMswHandlers })
  // Data the build did not make is made with faker, which the page downloads now; the mock's handlers
  // wait for it before they answer (docs/decisions/browser-bundle.md).
  const seedData = prepareSeedData(options.seed, options.counts)
  const msw: NonNullable<EnvironmentAdapters['msw']> = (...args) => [waitFor(seedData), ...createMswHandlers(...args)]
  return createMockWith(options, { msw })
}

/** A handler that answers nothing: it holds each request until `ready` settles, then lets the next handlers answer. */
function waitFor(ready: Promise<void>): RequestHandler {
  return http.all('*', async () => {
    await ready
  })
}
