/**
 * App-wide providers: react-query (server state) with failures reported to the progress bar (spec §2: red
 * on failure; queries with meta `silent` excepted). 4xx answers are not retried: asking again will not change them.
 */
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { useGlobal } from '../stores/global-store';

const reportFailure = () => useGlobal.getState().reportLoadFailure();

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent`: background work (e.g. the maintenance check) that neither shows nor reddens the progress bar. */
    queryMeta: { silent?: boolean };
    /** `silent`: background work (the member's server cart sync) that does not show the progress bar. */
    mutationMeta: { silent?: boolean };
  }
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (_error, query) => {
      if (!query.meta?.silent) reportFailure();
    },
  }),
  mutationCache: new MutationCache({
    // A refusal of what the diner sent (4xx: wrong password, cannot cancel) is said by the form itself;
    // only a failure to reach or run the server reddens the bar.
    onError: (error) => {
      if (!(error instanceof ApiError && error.status < 500)) reportFailure();
    },
  }),
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
    },
    mutations: { retry: false },
  },
});

/** react-query for the whole app (failures redden the progress bar, see above). */
export function AppProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
