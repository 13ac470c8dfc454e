/**
 * Maintenance screen (spec §2 /maintenance?link=…): says the system is under maintenance, links to the
 * brand's page when `link` is an http(s) address, and offers 重新整理. The layout's stable-status watch
 * takes the diner back once maintenance is over.
 */

import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { brandLinkHref } from '../utils/maintenance';

/** /maintenance (spec §2): the maintenance notice and the `link` query as the brand's link. */
export function MaintenancePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const link = brandLinkHref(params.get('link'));
  useDocumentTitle(t('maintenance.title'), t('app.name'));
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <svg
        viewBox="0 0 96 96"
        className="size-24 text-brand-dark"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
      >
        <path d="M62 20a16 16 0 0 0-19 21L22 62a7 7 0 0 0 10 10l21-21a16 16 0 0 0 21-19l-9 9-9-2-2-9z" />
      </svg>
      <h1 className="text-2xl font-bold">{t('maintenance.heading')}</h1>
      <p className="text-gray-700">{t('maintenance.body')}</p>
      <div className="mt-2 flex w-full flex-col items-stretch gap-3">
        {link && (
          <a href={link} rel="noopener noreferrer" className="btn-primary">
            {t('maintenance.brandLink')}
          </a>
        )}
        <button type="button" className="btn-secondary" onClick={() => window.location.reload()}>
          {t('maintenance.reload')}
        </button>
      </div>
    </main>
  );
}
