/**
 * /console: where a staff member lands from a bookmark or a typed address (docs/features.md "Store
 * console"), never the diner's 404: signed out, the login page; one store, its board; several, the list of
 * their stores (選擇店家), each opening its board; none, the words to ask the owner.
 */
import { consolePaths } from '@iding/domain';
import { Link, Navigate } from 'react-router';
import { PageLoading } from '../../../components/page-status';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { isSignedOut, useConsoleMe } from '../hooks/use-console-me';

export function ConsoleHomePage() {
  const { t } = useTranslation();
  const { me } = useConsoleMe('');
  useDocumentTitle(t('console.stores'), t('console.title'));

  if (isSignedOut(me.error)) return <Navigate to={consolePaths.login()} replace />;
  if (!me.data && !me.error) return <PageLoading />;
  const stores = me.data?.stores;
  if (stores?.length === 1) return <Navigate to={consolePaths.orders(stores[0]!.identifier)} replace />;

  return (
    <main className="mx-auto min-h-dvh max-w-lg px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold">{t('console.stores')}</h1>
      {me.error && (
        <p role="alert" className="rounded bg-red-50 px-3 py-2 text-red-800">
          {toApiError(me.error).message}
        </p>
      )}
      {stores?.length === 0 && <p className="text-gray-800">{t('console.noStores')}</p>}
      {stores && stores.length > 1 && (
        <ul className="flex flex-col gap-2">
          {stores.map((s) => (
            <li key={s.identifier}>
              <Link
                to={consolePaths.orders(s.identifier)}
                className="card flex min-h-14 items-center justify-between font-semibold hover:bg-gray-50"
              >
                {s.name}
                <span aria-hidden>›</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
