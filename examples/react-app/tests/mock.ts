/**
 * @module The mock of the jsdom tests: one per test file (Vitest runs each
 * file in its own module graph), reset after each test by
 * setup-mock-server.ts. A test imports it to pick a scenario or read the
 * request journal.
 */
import { createMock } from 'real-estate-service-mock/node'

export const mock = createMock({ seed: 42 })
