/**
 * Items of a placed order: name × quantity, options, a set meal's picks, 品項備註 and line total (TWD), then the
 * order's custom items (加購：提袋 $2), in the words of the domain's order labels (the store's
 * console reads the same). Shared by the order-completed screen and the member's order detail.
 */
import { customItemText, formatCurrency, itemMemoText, type OrderResponse, optionsText } from '@iding/domain';
import { SetMealPicks } from './set-meal-picks';

export function OrderItems({
  items,
  customItems = [],
}: {
  items: OrderResponse['items'];
  customItems?: OrderResponse['custom_items'];
}) {
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
          {item.options.length > 0 && <p className="text-sm text-gray-700">{optionsText(item.options)}</p>}
          <SetMealPicks collections={item.collections} />
          {item.memo && <p className="text-sm break-words text-gray-700">{itemMemoText(item.memo)}</p>}
        </li>
      ))}
      {customItems.map((c) => (
        <li key={c.id} className="flex justify-between gap-3 py-2" data-testid="order-custom-item">
          <span className="min-w-0 break-words">{customItemText(c.name)}</span>
          <span className="tabular-nums">{formatCurrency(c.price)}</span>
        </li>
      ))}
    </ul>
  );
}
