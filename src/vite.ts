/**
 * @module Entry for Vite: a plugin that serves the mock from `vite dev` and `vite preview`, with no
 * service worker.
 */
export { realEstateServiceMock } from './adapters/vite/real-estate-service-mock.ts'
