import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router'
import { ApiError } from '../lib/api'
import { setReportUser } from '../lib/errorReporting'
import { whoamiQuery, type Customer } from '../lib/session'
import type { AppRouter } from './router'

/** The app's one query cache: App provides it, and route loaders start queries in it early. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Not-found and other client errors will not change on a retry.
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
      refetchOnWindowFocus: false,
    },
  },
})

// Error reports carry the signed-in customer's id: whoever the whoami query
// last answered (features/account/api.ts), in every mode.
queryClient.getQueryCache().subscribe((event) => {
  if (event.query.queryKey[0] !== whoamiQuery.queryKey[0]) return
  const user = event.query.state.data as Customer | null | undefined
  setReportUser(user?.id)
})

/** The app around the router of the page's mode (./router.tsx's createAppRouter). */
export function App({ router }: { router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  )
}
