/**
 * @module The app's entry: the mock first, in development only, then the app.
 * msw's own pattern (`enableMocking().then(render)`), with no top-level
 * `await`, so the entry builds for any target.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app.tsx'
import { createServiceClient } from './service-client.ts'

/**
 * Starts the mock in the page in development; in a production build this branch is dead code, so
 * neither the mock nor msw is bundled. `?scenario=maintenance` or `?seed=7` in the URL choose its
 * state. Under a test's fixture (Playwright, Vitest Browser Mode) `startMock()` starts no worker and
 * resolves at once: the test's mock answers.
 */
async function enableMocking(): Promise<void> {
  if (!import.meta.env.DEV) return
  const { startMock } = await import('real-estate-service-mock/browser')
  await startMock({ quiet: true })
}

function render(): void {
  // Failed calls are shown at once: a retry would only hide what a scenario such as `maintenance` is for.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  // The real service's origin when set; else the page's own, where the mock answers.
  const service = createServiceClient(import.meta.env.VITE_SERVICE_URL)
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App service={service} />
      </QueryClientProvider>
    </StrictMode>,
  )
}

// The first request waits for the mock: before it answers, a call would reach the dev server.
enableMocking().then(render)
