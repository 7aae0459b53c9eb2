/**
 * @module Entry for Vite: a plugin that serves the mock from `vite dev` and
 * `vite preview`, with no service worker.
 */
export { realEstateServiceMock, type RealEstateServiceMockOptions } from './adapters/vite/real-estate-service-mock.ts'
export type { Mock } from './adapters/create-mock.ts'
export type { MockOptions } from './engine/mock-options.ts'
