/**
 * The 選項供應 part of /console/{sid}/menu (docs/features.md "The store's day"): the store's
 * options by group (加料: 珍珠, 波霸, …) with a 供應中 switch each. An option is one switch for every entree
 * that offers it; switching it off greys it out on the diner's menu at once and orders holding it are refused.
 */
import type { OptionStockResponse } from '@iding/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { getOptionStock, optionStockKey } from '../api/get-option-stock';
import { setOptionSoldOut } from '../api/set-option-sold-out';

export function OptionStockList({ sid }: { sid: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const stock = useQuery({
    queryKey: optionStockKey(sid),
    queryFn: ({ signal }) => getOptionStock(sid, signal),
    retry: false,
  });
  const [error, setError] = useState('');
  const toggle = useMutation({
    mutationFn: (v: { group: string; option: string; soldOut: boolean }) =>
      setOptionSoldOut(sid, { group: v.group, option: v.option, sold_out: v.soldOut }),
    // The switch moves at once; the refetch after the call shows what the server kept.
    onMutate: (v) => {
      queryClient.setQueryData<OptionStockResponse>(optionStockKey(sid), (old) =>
        old
          ? {
              groups: old.groups.map((g) =>
                g.name !== v.group
                  ? g
                  : {
                      ...g,
                      options: g.options.map((o) =>
                        o.name === v.option ? { ...o, sold_out: v.soldOut } : o,
                      ),
                    },
              ),
            }
          : old,
      );
    },
    onSuccess: () => setError(''),
    onError: (e) => setError(toApiError(e).message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: optionStockKey(sid) }),
  });

  if (stock.data && stock.data.groups.length === 0) return null;
  return (
    <section className="mt-5" aria-labelledby="option-stock-heading">
      <h2 id="option-stock-heading" className="mb-1 text-lg font-bold">
        {t('console.optionStock.heading')}
      </h2>
      <p className="mb-3 text-gray-800">{t('console.optionStock.hint')}</p>
      {(error || stock.error) && (
        <p role="alert" className="mb-2 rounded bg-red-50 px-3 py-2 text-red-800">
          {error || toApiError(stock.error).message}
        </p>
      )}
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
        {stock.data?.groups.map((group, gi) => (
          <section key={group.name} className="card" aria-labelledby={`option-group-${gi}`}>
            <h3 id={`option-group-${gi}`} className="mb-2 font-bold">
              {group.name}
            </h3>
            <ul className="divide-y divide-gray-100">
              {group.options.map((option) => (
                <li key={option.name} className="flex items-center justify-between gap-3 py-2">
                  <span>
                    <span className={option.sold_out ? 'text-gray-600 line-through' : ''}>{option.name}</span>{' '}
                    <span className="text-sm text-gray-600">
                      {t('console.optionStock.entrees', { count: option.entree_count })}
                    </span>
                  </span>
                  <label className="flex shrink-0 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-5"
                      aria-label={t('console.optionStock.toggle', { group: group.name, name: option.name })}
                      checked={!option.sold_out}
                      disabled={toggle.isPending}
                      onChange={(e) =>
                        toggle.mutate({
                          group: group.name,
                          option: option.name,
                          soldOut: !e.currentTarget.checked,
                        })
                      }
                    />
                    <span aria-hidden>
                      {option.sold_out ? t('console.menu.soldOut') : t('console.menu.available')}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
