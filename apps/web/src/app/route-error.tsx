/**
 * Route error screen (spec §2, §8 route errors): a failed chunk load reloads the page once; a 404 is the
 * not-found screen; anything else (spec: "unknown middleware is error 500", or a refused ERR_REDIRECT) is
 * a 500 screen with 重新整理 and a way back to /stores.
 */
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useDocumentTitle } from '../hooks/use-document-title';
import { canReloadForChunk, isChunkLoadError, reloadOnce } from '../lib/chunk-reload';
import { useTranslation } from '../lib/i18n';
import { paths } from '../lib/paths';
import { NotFound } from './not-found';

/** spec §2/§8 route errors: a 404 shows not-found, a failed chunk load reloads once, anything else the 500 screen. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isChunkLoadError(error) && canReloadForChunk()) return <ChunkReload />;
  return <ServerError error={error} />;
}

/** A newer deploy removed the chunk this page asked for: reload once to get the current files. */
function ChunkReload() {
  useEffect(() => {
    reloadOnce();
  }, []);
  return null;
}

function ServerError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.pageTitle'), t('app.name'));
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-5xl font-bold text-brand-dark" aria-hidden>
        500
      </p>
      <h1 className="text-2xl font-bold">{t('errors.page')}</h1>
      <p className="text-gray-700">{t('errors.pageHint')}</p>
      <div className="mt-2 flex w-full flex-col items-stretch gap-3">
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>
        <Link to={paths.stores()} reloadDocument className="btn-secondary">
          {t('notFound.back')}
        </Link>
      </div>
    </main>
  );
}
