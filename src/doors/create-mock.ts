/**
 * @module `createMock`: one mock of the service. Its engine answers every
 * door: msw handlers (the browser worker and Node tests), `fetch` (any
 * Fetch server) and `middleware()` (any Node server); the control
 * operations are its methods.
 */
import type { MockOptions } from '../engine/session/mock-options.ts'
import { assembleMock, type Mock } from './assemble-mock.ts'
import { createMswHandlers } from './msw/create-msw-handlers.ts'

export type { Mock, MockControls, MockSession } from './assemble-mock.ts'

/**
 * Creates a mock of the service. Nothing runs until one of its doors is used.
 * @example
 * import { setupServer } from 'msw/node'
 * import { createMock } from 'real-estate-service-mock/node'
 *
 * const mock = createMock({ seed: 42 })
 * const server = setupServer(...mock.handlers)
 * beforeAll(() => server.listen())
 * beforeEach(async () => { await mock.reset() })
 * afterAll(() => server.close())
 */
export function createMock(options: MockOptions = {}): Mock {
  return assembleMock(options, createMswHandlers)
}
