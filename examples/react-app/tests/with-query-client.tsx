/**
 * @module A component as the app mounts it, with a query cache of its own:
 * no test reads what another fetched, and a failure shows at once, as in
 * main.tsx, instead of after three retries.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'

export function withQueryClient(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
}
