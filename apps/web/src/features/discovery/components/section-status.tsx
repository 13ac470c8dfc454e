/**
 * Loading and failed-load states of one section of a page (the index page loads its sections on their own,
 * so one failed call does not blank the page). Same wording as page-status.tsx (spec §8: what failed and why).
 */

import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';

/** Grey placeholder blocks, hidden from screen readers, with one "載入中…" for them. */
export function SectionSkeleton({ rows = 1, className = 'h-24' }: { rows?: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <p className="sr-only">{t('app.loading')}</p>
      <div className="animate-pulse space-y-3" aria-hidden>
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows with nothing else to key them by
          <div key={i} className={`rounded-2xl bg-gray-200 ${className}`} />
        ))}
      </div>
    </div>
  );
}

/** A section that failed to load: what failed, the spec §8 error detail, and 重試. */
export function SectionError({
  text,
  error,
  onRetry,
}: {
  text: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const e = toApiError(error);
  return (
    <div role="alert" className="rounded-2xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
      <p className="font-semibold">{text}</p>
      <p className="text-sm">{t('errors.detail', { status: e.status, message: e.message })}</p>
      <button type="button" className="btn-secondary mt-3" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
