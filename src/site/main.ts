/// <reference types="vite/client" />
/**
 * @module The simulator page: the mock in a service worker (or, served by the
 * standalone server at `/__mock/`, the server itself), the dev panel, and the
 * data browser and settings form. It is also an example of a frontend using
 * the mock.
 */
import './page.css'
import { startMock } from '../adapters/browser/start-mock.ts'
import { mountDevPanel } from '../ui/panel/mount-dev-panel.ts'
import { defineSimulatorElements } from '../ui/simulator/define-simulator-elements.ts'
import { showTabs } from '../ui/simulator/show-tabs.ts'

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content
const mode = meta('mock-mode') === 'server' ? 'server' : 'worker'
const servicePath = meta('mock-service-path') ?? '/svc/v1'
const controlPath = meta('mock-control-path') ?? '/__mock'

async function main(): Promise<void> {
  showTabs(['objects', 'accounts', 'settings'])
  const modeFact = document.getElementById('fact-mode')!
  const seedFact = document.getElementById('fact-seed')!

  if (mode === 'worker') {
    // The demo keeps a PATCH across reloads; `?persist=0` turns that off.
    const persist = new URL(location.href).searchParams.get('persist') !== '0'
    const { mock } = await startMock({ seed: 42, panel: true, persist, basePath: import.meta.env.BASE_URL, quiet: true })
    modeFact.textContent = `In-browser mock (service worker)${persist ? ', changes kept' : ''}`
    seedFact.textContent = `Seed ${mock.seed}`
    seedFact.hidden = false
  } else {
    mountDevPanel({ controlUrl: controlPath, modeLabel: `Standalone server · ${location.host}` })
    modeFact.textContent = `Standalone server at ${location.host}`
  }

  for (const element of document.querySelectorAll('rem-object-list, rem-account-list, rem-settings-editor')) {
    element.setAttribute('service-url', servicePath)
    element.setAttribute('control-url', controlPath)
  }
  defineSimulatorElements()
  await linkOpenApiDocument(document.getElementById('openapi-link') as HTMLAnchorElement)
}

/** A navigation would bypass the service worker, so the document is fetched and opened as a blob. */
async function linkOpenApiDocument(link: HTMLAnchorElement): Promise<void> {
  const response = await fetch(`${controlPath}/openapi.json`)
  if (!response.ok) return
  link.href = URL.createObjectURL(new Blob([await response.text()], { type: 'application/json' }))
}

main().catch((error: unknown) => {
  const box = document.getElementById('start-error')!
  box.textContent = (error as Error).message
  box.hidden = false
  console.error(error)
})
