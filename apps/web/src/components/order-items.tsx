/**
 * Items of a placed order: name × quantity, options, memo and line total (TWD). Shared by the order-completed
 * screen and the member's order detail.
 */
import { formatCurrency, type OrderResponse } from '@iding/domain';
import { useTranslation } from '../lib/i18n';

export function OrderItems({ items }: { items: OrderResponse['items'] }) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-gray-100">
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one entree may be ordered twice with other options; lines never reorder
        <li key={`${item.id}-${i}`} className="py-2">
          <p className="flex justify-between gap-3">
            <span className="min-w-0 break-words">
              {item.name} <span className="text-gray-700">× {item.quantity}</span>
            </span>
            <span className="tabular-nums">{formatCurrency(item.total)}</span>
          </p>
          {item.options.length > 0 && (
            <p className="text-sm text-gray-700">
              {item.options
                .map((o) =>
                  o.quantity > 1 ? t('common.optionTimes', { name: o.name, count: o.quantity }) : o.name,
                )
                .join(t('common.listSeparator'))}
            </p>
          )}
          {item.memo && (
            <p className="text-sm break-words text-gray-700">{t('common.memoLine', { memo: item.memo })}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
