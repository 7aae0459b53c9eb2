import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app.tsx'
import { createServiceClient } from './service-client.ts'

// The mock starts in the page in development only: in a production build this branch is dead code,
// so neither the mock nor msw is bundled. `?scenario=maintenance` or `?seed=7` in the URL choose its state.
if (import.meta.env.DEV) await (await import('real-estate-service-mock/browser')).startMock({ quiet: true })

// Failed calls are shown at once: a retry would only hide what a scenario such as `maintenance` is for.
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
const service = createServiceClient(import.meta.env.VITE_SERVICE_URL ?? '')

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App service={service} />
    </QueryClientProvider>
  </StrictMode>,
)
