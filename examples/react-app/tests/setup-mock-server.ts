/**
 * @module Vitest's `setupFiles` for the jsdom tests: msw's server with the
 * mock's handlers around every test file. A request no handler answers fails
 * the test instead of reaching the network.
 */
import { cleanup } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { mock } from './mock.ts'

const server = setupServer(...mock.handlers)

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(async () => {
  // Without Vitest's globals, Testing Library cannot unmount by itself.
  cleanup()
  await mock.reset() // seeded data, default scenario, empty journal
})
afterAll(() => server.close())
