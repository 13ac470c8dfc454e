/**
 * The picks of a set-meal line under its name (spec §3 item collections): one line per slot,
 * 「主餐：培根漢堡 +$10」 with the pick's options (加蛋、半糖) and 品項備註, in the words of the domain's
 * pickParts (the store's console reads the same). Shared by the cart, the desktop cart summary, the completion
 * page, the order detail and the console.
 */
import { type PickLike, pickParts } from '@iding/domain';

export function SetMealPicks({
  collections,
  className,
}: {
  collections?: readonly PickLike[];
  className?: string;
}) {
  if (!collections || collections.length === 0) return null;
  return (
    <ul className={className ?? 'text-sm text-gray-700'} data-testid="set-meal-picks">
      {collections.map((c, i) => {
        const p = pickParts(c);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a slot of max 2 has two picks of one slot; picks never reorder
          <li key={`${c.name}-${i}`} className="break-words">
            {p.title}
            {p.delta && <span className="tabular-nums"> {p.delta}</span>}
            {p.options && <span>（{p.options}）</span>}
            {p.memo && <span>（{p.memo}）</span>}
          </li>
        );
      })}
    </ul>
  );
}
