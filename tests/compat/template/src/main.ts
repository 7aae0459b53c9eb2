/** @module The page's entry: the in-browser mock first (msw's service worker), then the app, as the README's quick start has it. */
import { startMock } from 'real-estate-service-mock/browser'
import { showObject } from './show-object.ts'

await startMock({ quiet: true })
await showObject(document.querySelector<HTMLElement>('#app')!, 're-0001')
