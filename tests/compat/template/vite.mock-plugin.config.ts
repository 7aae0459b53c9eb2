// The package's Vite plugin: the dev server itself answers the service, no worker.
import { defineConfig } from 'vite'
import { realEstateServiceMock } from 'real-estate-service-mock/vite'

export default defineConfig({ plugins: [realEstateServiceMock({ seed: 42 })], publicDir: false })
