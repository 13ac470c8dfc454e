/** Route error screen (spec §8 route errors): anything a page throws lands here with a way out. */
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFound } from './not-found';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{t('errors.page')}</h1>
      <p className="text-gray-700">{t('errors.pageHint')}</p>
      <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </main>
  );
}
