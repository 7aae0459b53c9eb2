/**
 * @module Entry for Node test runners (Vitest, Jest, Playwright's Node side): `createMock` gives
 * the handlers for msw's `setupServer`, and the middleware; `verifyService` checks a real service
 * against the mock. The types are the main entry's.
 */
export { createMock } from './adapters/middleware/create-node-mock.ts'
export { verifyService } from './cli/verify-service.ts'
