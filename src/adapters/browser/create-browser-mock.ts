/** @module `createMock` for the browser: msw's handlers and `fetch`, and no Node middleware in the bundle. */
import { createMockWith, type Mock } from '../create-mock.ts'
import type { MockOptions } from '../../engine/session/mock-options.ts'
import { createMswHandlers } from '../msw/create-msw-handlers.ts'

/**
 * Creates a mock of the service for a page: pass `mock.handlers` to msw's `setupWorker`, or use `startMock`.
 * @example
 * const mock = createMock({ seed: 42 })
 * await setupWorker(...mock.handlers).start()
 */
export function createMock(options: MockOptions = {}): Mock {
  return createMockWith(options, { msw: createMswHandlers })
}
