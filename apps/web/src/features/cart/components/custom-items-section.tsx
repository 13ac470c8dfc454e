/**
 * 加購 on the cart page (spec §3 store info custom_items, Order draft customItems): the store's
 * extras for the whole order (提袋, 環保餐具) as checkboxes with their price (+$2). The choice is kept in the
 * order draft and sent as custom_item_ids; the server prices it again.
 */
import { type CustomItem, formatPriceDelta } from '@iding/domain';
import { useTranslation } from '../../../lib/i18n';

export function CustomItemsSection({
  items,
  chosen,
  onChange,
}: {
  items: CustomItem[];
  /** Ids chosen. */
  chosen: readonly string[];
  onChange(ids: string[]): void;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <fieldset className="card mt-2 py-3" data-testid="custom-items">
      <legend className="sr-only">{t('common.customItems')}</legend>
      <p aria-hidden className="font-semibold">
        {t('common.customItems')}
      </p>
      <p className="text-sm text-gray-700">{t('checkout.customItemsHint')}</p>
      <div className="mt-1 divide-y divide-gray-100">
        {items.map((item) => {
          const on = chosen.includes(item.id);
          return (
            <label key={item.id} className="flex min-h-12 cursor-pointer items-center gap-3 py-1">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-brand-dark"
                checked={on}
                onChange={(e) =>
                  onChange(
                    // In the store's order, each once.
                    items
                      .map((i) => i.id)
                      .filter((id) => (id === item.id ? e.target.checked : chosen.includes(id))),
                  )
                }
              />
              <span className="min-w-0 flex-1 break-words">{item.name}</span>
              <span className="shrink-0 text-gray-700 tabular-nums">
                {formatPriceDelta(item.price) || t('checkout.customItemFree')}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
