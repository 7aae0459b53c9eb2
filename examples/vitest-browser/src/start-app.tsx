/**
 * @module The app's start, as its `main.tsx` calls it: the in-browser mock in
 * development, then the app. Under the test fixture, `startMock()` starts no
 * service worker and the test's mock answers.
 */
import { StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { ObjectCard } from './object-card.tsx'
import { SettingsPanel } from './settings-panel.tsx'

export async function startApp(container: HTMLElement): Promise<Root> {
  if (import.meta.env.DEV) await (await import('real-estate-service-mock/browser')).startMock({ quiet: true })
  const root = createRoot(container)
  root.render(
    <StrictMode>
      <ObjectCard id="re-0001" />
      <SettingsPanel />
    </StrictMode>,
  )
  return root
}
