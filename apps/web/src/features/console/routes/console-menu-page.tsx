/**
 * /console/{sid}/menu (品項供應): every entree of the store with a 供應中 switch; switching one
 * off marks it sold out (the diner's menu greys it out and orders holding it are refused at once); below,
 * the same switches for options (OptionStockList).
 */
import { type ConsoleMenuResponse, consolePaths, menuEditPaths } from '@iding/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { consoleKeys } from '../../../api/query-keys';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { getConsoleMenu, setSoldOut } from '../api/console-api';
import { ConsoleHeader } from '../components/console-header';
import { OptionStockList } from '../components/option-stock-list';
import { isSignedOut, useConsoleMe } from '../hooks/use-console-me';

export function ConsoleMenuPage() {
  const { t } = useTranslation();
  const { sid = '' } = useParams();
  const queryClient = useQueryClient();
  const { me, store } = useConsoleMe(sid);
  const menu = useQuery({
    queryKey: consoleKeys.menu(sid),
    queryFn: ({ signal }) => getConsoleMenu(sid, signal),
    retry: false,
  });
  const [error, setError] = useState('');
  const toggle = useMutation({
    mutationFn: (v: { id: string; soldOut: boolean }) => setSoldOut(sid, v.id, v.soldOut),
    // The switch moves at once; the refetch after the call shows what the server kept. A refetch still in
    // flight (the last switch's) is cancelled first, or its older answer would flick this switch back.
    onMutate: async (v) => {
      await queryClient.cancelQueries({ queryKey: consoleKeys.menu(sid) });
      queryClient.setQueryData<ConsoleMenuResponse>(consoleKeys.menu(sid), (old) =>
        old
          ? {
              categories: old.categories.map((c) => ({
                ...c,
                entrees: c.entrees.map((e) => (e.id === v.id ? { ...e, sold_out: v.soldOut } : e)),
              })),
            }
          : old,
      );
    },
    onSuccess: () => setError(''),
    onError: (e) => setError(toApiError(e).message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKeys.menu(sid) }),
  });
  useDocumentTitle(t('console.nav.menu'), store?.name, t('console.title'));

  const failure = menu.error ?? me.error;
  if (isSignedOut(failure)) return <Navigate to={consolePaths.login()} replace />;

  return (
    <main className="min-h-dvh bg-gray-100 px-4 py-3">
      <ConsoleHeader
        sid={sid}
        me={me.data}
        heading={t('console.menu.heading', { store: store?.name ?? sid })}
      />
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <p className="text-gray-800">{t('console.menu.hint')}</p>
        {/* 編輯菜單 (ADR 017): names, prices, options and categories, published as a new menu version. */}
        <Link to={menuEditPaths.edit(sid)} className="btn-secondary ml-auto">
          {t('console.menu.edit')}
        </Link>
      </div>
      {(error || failure) && (
        <p role="alert" className="mb-2 rounded bg-red-50 px-3 py-2 text-red-800">
          {error || toApiError(failure).message}
        </p>
      )}
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
        {menu.data?.categories.map((category) => (
          <section key={category.id} className="card" aria-labelledby={`cat-${category.id}`}>
            <h2 id={`cat-${category.id}`} className="mb-2 font-bold">
              {category.name}
            </h2>
            <ul className="divide-y divide-gray-100">
              {category.entrees.map((entree) => (
                <li key={entree.id} className="flex items-center justify-between gap-3 py-2">
                  <span className={entree.sold_out ? 'text-gray-600 line-through' : ''}>{entree.name}</span>
                  <label className="flex shrink-0 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-5"
                      aria-label={t('console.menu.toggle', { name: entree.name })}
                      checked={!entree.sold_out}
                      disabled={toggle.isPending}
                      onChange={(e) => toggle.mutate({ id: entree.id, soldOut: !e.currentTarget.checked })}
                    />
                    <span aria-hidden>
                      {entree.sold_out ? t('console.menu.soldOut') : t('console.menu.available')}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {/* options (珍珠, 波霸, …) sell out across every entree that offers them. */}
      <OptionStockList sid={sid} />
    </main>
  );
}
