/**
 * App-wide providers: react-query (server state) with failures reported to the progress bar (spec §2: red
 * on failure). 4xx answers are not retried: asking again will not change them.
 */
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { useGlobal } from '../stores/global-store';

const reportFailure = () => useGlobal.getState().reportLoadFailure();

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: reportFailure }),
  mutationCache: new MutationCache({ onError: reportFailure }),
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
    },
    mutations: { retry: false },
  },
});

export function AppProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
