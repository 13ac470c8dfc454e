/**
 * What a store page shows until its queries have loaded (spec §2: an unknown store goes to /404; spec §8:
 * a failed load says what failed and why, with 重試), like storeMenuStatus of components/page-status.
 */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageError, PageLoading } from '../../../components/page-status';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/** The part of a react-query result read here. */
interface LoadState {
  data: unknown;
  error: unknown;
  refetch: () => unknown;
}

/** One query of a store page and what to say when it fails (spec §8). */
export interface StoreQuery {
  state: LoadState;
  /** What failed, e.g. 無法載入分店 (spec §8 snackbar/page text). */
  errorText: string;
}

/**
 * @returns /404 when any query says 404 (store_not_found), the first failure with a retry of every query,
 *   the loading skeleton while any is pending, or null once all have loaded.
 */
export function storeQueriesStatus(queries: StoreQuery[]): ReactNode {
  if (queries.some((q) => q.state.error instanceof ApiError && q.state.error.status === 404)) {
    return <Navigate to={paths.notFound()} replace />;
  }
  const failed = queries.find((q) => q.state.error);
  if (failed) {
    return (
      <PageError
        text={failed.errorText}
        error={failed.state.error}
        onRetry={() => {
          for (const q of queries) if (q.state.error) void q.state.refetch();
        }}
      />
    );
  }
  if (queries.some((q) => !q.state.data)) return <PageLoading />;
  return null;
}
