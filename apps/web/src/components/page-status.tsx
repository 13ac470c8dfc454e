/** Loading and failed-load states shared by every screen (spec §8: failures say what failed and why). */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ApiError, describeApiErrorDetail } from '../lib/api-client';
import { useTranslation } from '../lib/i18n';
import { paths } from '../lib/paths';

/** A page's loading state (busy, labelled for screen readers). */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-xl p-4" aria-busy="true">
      <p className="sr-only">{t('app.loading')}</p>
      <div className="animate-pulse space-y-3" aria-hidden>
        <div className="h-8 w-2/3 rounded-lg bg-gray-200" />
        <div className="h-4 w-1/2 rounded bg-gray-200" />
        <div className="h-24 rounded-2xl bg-gray-200" />
        <div className="h-24 rounded-2xl bg-gray-200" />
      </div>
    </main>
  );
}

/**
 * A page that failed to load: `text`, why (describeApiErrorDetail: the connection, or spec §8 status and
 * message of a refusal; never a 500) and a retry button. The queries refetch by themselves when the
 * connection returns (react-query refetchOnReconnect), which replaces this with the page.
 */
export function PageError({ text, error, onRetry }: { text: string; error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-xl font-bold">{text}</h1>
      <p className="text-gray-700">{describeApiErrorDetail(error)}</p>
      {onRetry && (
        <button type="button" className="btn-primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </main>
  );
}

/** The part of a react-query result that StoreMenuStatus reads. */
interface LoadState {
  data: unknown;
  error: unknown;
  refetch: () => unknown;
}

/**
 * What a screen that needs a store and its menu shows until both are there: /404 when either is unknown
 * (spec §2), the failure with a retry (spec §8 get_store_infos / get_menu), else the loading skeleton.
 * @returns that element, or null once both have loaded.
 */
export function storeMenuStatus(store: LoadState, menu: LoadState): ReactNode {
  const notFound = [store.error, menu.error].some((e) => e instanceof ApiError && e.status === 404);
  if (notFound) return <Navigate to={paths.notFound()} replace />;
  if (store.error || menu.error) return <StoreMenuError store={store} menu={menu} />;
  if (!store.data || !menu.data) return <PageLoading />;
  return null;
}

function StoreMenuError({ store, menu }: { store: LoadState; menu: LoadState }) {
  const { t } = useTranslation();
  return (
    <PageError
      text={t(store.error ? 'errors.get_store_infos' : 'errors.get_menu')}
      error={store.error ?? menu.error}
      onRetry={() => {
        void store.refetch();
        void menu.refetch();
      }}
    />
  );
}
