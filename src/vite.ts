/**
 * @module Entry for Vite: a plugin that serves the mock from `vite dev` and
 * `vite preview`, with no service worker.
 */
export { realEstateServiceMock, type RealEstateServiceMockOptions } from './doors/vite/real-estate-service-mock.ts'
export type { Mock } from './doors/create-mock.ts'
export type { MockOptions } from './engine/session/mock-options.ts'
