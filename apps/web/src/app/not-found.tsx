/**
 * Not-found screen (spec §2, §8): "oops, not found"; an unknown route says the page could not be found;
 * a button goes back to the store list.
 */

import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useTranslation } from '../lib/i18n';
import { paths } from '../lib/paths';

export function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useDocumentTitle(t('notFound.title'), t('app.name'));
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      {/* An SVG, not an emoji: phones without an emoji font would show an empty box. */}
      <svg
        viewBox="0 0 96 96"
        className="size-24 text-brand-dark"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        aria-hidden
      >
        <path d="M22 34h44l-5 44a6 6 0 0 1-6 5H33a6 6 0 0 1-6-5z" />
        <path d="M66 44h6a8 8 0 0 1 0 16h-8" />
        <path d="M36 22c0-5 6-5 6-10M48 22c0-5 6-5 6-10" strokeLinecap="round" />
        <text
          x="44"
          y="66"
          textAnchor="middle"
          fontSize="16"
          fill="currentColor"
          stroke="none"
          fontWeight="700"
        >
          404
        </text>
      </svg>
      <h1 className="text-2xl font-bold">{t('notFound.heading')}</h1>
      <p className="text-gray-700">
        {pathname === paths.notFound() ? t('notFound.missing') : t('notFound.unknownRoute')}
      </p>
      <Link to={paths.stores()} className="btn-primary mt-2">
        {t('notFound.back')}
      </Link>
    </main>
  );
}
