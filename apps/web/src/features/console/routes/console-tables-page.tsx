/**
 * /console/{sid}/tables (桌位): the store's tables 1..table_limit (spec §3 store info,
 * named by table_name) and the open 內用 orders on each today, each linked to its 訂單詳細. The list only: opening and closing table
 * sessions and QR sheets wait for QR table ordering. Refreshed every 30 seconds while open.
 */
import { consolePaths, formatCurrency, ORDER_STATUS_NAMES, type OrderStatus } from '@iding/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { getStoreTables, storeTablesKey } from '../api/get-store-tables';
import { ConsoleHeader } from '../components/console-header';
import { isSignedOut, useConsoleMe } from '../hooks/use-console-me';

const REFRESH_MS = 30_000;

export function ConsoleTablesPage() {
  const { t } = useTranslation();
  const { sid = '' } = useParams();
  const { me, store } = useConsoleMe(sid);
  const tables = useQuery({
    queryKey: storeTablesKey(sid),
    queryFn: ({ signal }) => getStoreTables(sid, signal),
    retry: false,
    refetchInterval: REFRESH_MS,
  });
  useDocumentTitle(t('console.nav.tables'), store?.name, t('console.title'));

  const failure = tables.error ?? me.error;
  if (isSignedOut(failure)) return <Navigate to={consolePaths.login()} replace />;
  const data = tables.data;

  return (
    <main className="min-h-dvh bg-gray-100 px-4 py-3">
      <ConsoleHeader
        sid={sid}
        me={me.data}
        heading={t('console.tables.heading', { store: store?.name ?? sid })}
      />
      <p className="mb-3 text-gray-800">{t('console.tables.hint')}</p>
      {failure && (
        <p role="alert" className="mb-2 rounded bg-red-50 px-3 py-2 text-red-800">
          {toApiError(failure).message}
        </p>
      )}
      {data && data.tables.length === 0 && <p className="card text-gray-800">{t('console.tables.none')}</p>}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
        {data?.tables.map((table) => {
          const busy = table.open_orders.length > 0;
          return (
            <li
              key={table.number}
              className={`card ${busy ? 'ring-2 ring-amber-500' : ''}`}
              data-testid="console-table"
              aria-label={t('console.tables.table', { name: data.table_name, number: table.number })}
            >
              <h2 className="font-bold">
                {t('console.tables.table', { name: data.table_name, number: table.number })}
              </h2>
              {busy ? (
                <>
                  <p className="text-sm font-semibold text-amber-900">
                    {t('console.tables.open', { count: table.open_orders.length })}
                  </p>
                  <ul className="mt-1 space-y-0.5 text-sm">
                    {table.open_orders.map((o) => (
                      <li key={o.id} className="tabular-nums">
                        {/* The order in full (訂單詳細): what the table ordered. */}
                        <Link
                          to={consolePaths.order(sid, o.id)}
                          className="underline decoration-gray-400 underline-offset-4"
                        >
                          {t('console.tables.order', {
                            number: o.item_name,
                            status: ORDER_STATUS_NAMES[o.status as OrderStatus] ?? '',
                            total: formatCurrency(o.total),
                          })}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p className="text-sm text-gray-700">{t('console.tables.free')}</p>
              )}
            </li>
          );
        })}
      </ul>
    </main>
  );
}
