/**
 * What the diner ordered, compact for the board card: each line's name and quantity, under it (indented and
 * smaller) its options, its set-meal picks with their own options and upgrades, and its 品項備註; then the
 * order's 加購 and its 訂單備註. The words are the domain's order labels, the ones the diner's order page uses.
 */
import { type ConsoleOrder, customItemText, itemMemoText, optionsText, orderMemoText } from '@iding/domain';
import { SetMealPicks } from '../../../components/set-meal-picks';

export function OrderLines({ order }: { order: Pick<ConsoleOrder, 'items' | 'custom_items' | 'memo'> }) {
  return (
    <>
      <ul className="mt-2 space-y-1 border-t border-gray-100 pt-2" data-testid="board-lines">
        {order.items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one order never move
          <li key={i}>
            <span className="font-semibold">
              {item.name} <span className="tabular-nums">×{item.quantity}</span>
            </span>
            <div className="pl-3 text-sm text-gray-700">
              {item.options.length > 0 && <p>{optionsText(item.options)}</p>}
              <SetMealPicks collections={item.collections} className="text-sm text-gray-800" />
              {item.memo && <p className="break-words text-amber-900">{itemMemoText(item.memo)}</p>}
            </div>
          </li>
        ))}
        {order.custom_items.map((c) => (
          <li key={c.id} className="text-sm" data-testid="board-custom-item">
            {customItemText(c.name)}
          </li>
        ))}
      </ul>
      {order.memo && (
        <p className="mt-1 rounded bg-amber-50 px-2 py-1 text-sm break-words text-amber-950">
          {orderMemoText(order.memo)}
        </p>
      )}
    </>
  );
}
