/** @module `createMock` for Node: every adapter, msw's handlers and Node's middleware included. */
import { createMockWith, type Mock } from '../create-mock.ts'
import type { MockOptions } from '../../engine/session/mock-options.ts'
import { createMswHandlers } from '../msw/create-msw-handlers.ts'
import { middlewareAdapter } from './create-middleware.ts'

/**
 * Creates a mock of the service. Nothing runs until one of its adapters is used.
 * @example
 * import { setupServer } from 'msw/node'
 * import { afterAll, beforeAll, beforeEach } from 'vitest'
 * import { createMock } from 'real-estate-service-mock/node'
 *
 * const mock = createMock({ seed: 42 })
 * const server = setupServer(...mock.handlers)
 * beforeAll(() => server.listen())
 * beforeEach(async () => { await mock.reset() })
 * afterAll(() => server.close())
 */
export function createMock(options: MockOptions = {}): Mock {
  return createMockWith(options, { msw: createMswHandlers, middleware: middlewareAdapter })
}
