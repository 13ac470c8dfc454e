/**
 * Cart lines (spec §3 Cart item): name, options summary, memo, quantity stepper, line total and a remove
 * button; tapping a line reopens its entree sheet (spec §4 edit).
 */
import {
  formatCurrency,
  itemMemoText,
  MAX_ITEM_QUANTITY,
  optionsText,
  type PricedCartItem,
} from '@iding/domain';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { SetMealPicks } from '../../../components/set-meal-picks';
import { useTranslation } from '../../../lib/i18n';

export function CartLines({
  items,
  soldOut,
  onEdit,
  onQuantity,
  onRemove,
}: {
  items: PricedCartItem[];
  soldOut: ReadonlySet<string>;
  onEdit(index: number): void;
  onQuantity(index: number, quantity: number): void;
  onRemove(index: number): void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item, i) => (
        <li key={`${item.id}-${item.index}`} className="card py-3">
          <div className="flex items-start gap-3">
            <button
              type="button"
              className="min-h-11 min-w-0 flex-1 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-brand-dark"
              onClick={() => onEdit(i)}
            >
              <span className="block font-semibold break-words">{item.name}</span>
              {item.options.length > 0 && (
                <span className="block text-sm text-gray-700">{optionsText(item.options)}</span>
              )}
              <SetMealPicks collections={item.collections} className="block text-sm text-gray-700" />
              {item.memo && (
                <span className="block text-sm break-words text-gray-700">{itemMemoText(item.memo)}</span>
              )}
              {soldOut.has(item.id) && (
                <span className="block text-sm text-red-700">{t('common.soldOut')}</span>
              )}
              <span className="mt-0.5 block text-sm text-brand-dark underline">{t('cart.editHint')}</span>
            </button>
            <span className="pt-0.5 font-semibold tabular-nums">{formatCurrency(item.total)}</span>
          </div>
          <div className="mt-2 flex items-center justify-between">
            <QuantityStepper
              value={item.quantity}
              min={1}
              max={MAX_ITEM_QUANTITY}
              onChange={(n) => onQuantity(i, n)}
              label={t('cart.lineQuantity', { name: item.name })}
              decreaseLabel={t('cart.decrease', { name: item.name })}
              increaseLabel={t('cart.increase', { name: item.name })}
            />
            <button
              type="button"
              className="min-h-11 rounded-full px-4 text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700"
              aria-label={t('cart.removeLabel', { name: item.name })}
              onClick={() => onRemove(i)}
            >
              {t('cart.remove')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
