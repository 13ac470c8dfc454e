/** Loading and failed-load states shared by every screen (spec §8: failures say what failed and why). */
import { useTranslation } from 'react-i18next';
import { toApiError } from '../lib/api-client';

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

export function PageError({ text, error, onRetry }: { text: string; error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const e = toApiError(error);
  return (
    <main className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-xl font-bold">{text}</h1>
      <p className="text-gray-700">{t('errors.detail', { status: e.status, message: e.message })}</p>
      {onRetry && (
        <button type="button" className="btn-primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </main>
  );
}
