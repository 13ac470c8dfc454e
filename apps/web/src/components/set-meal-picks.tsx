/**
 * The picks of a set-meal line under its name (spec §3 item collections; issue #12 §2): one line per slot,
 * 「主餐：培根漢堡 +$10」 with the pick's options (加蛋、半糖) and memo. Shared by the cart, the desktop cart
 * summary, the completion page and the order detail.
 */
import { formatPriceDelta } from '@iding/domain';
import { useTranslation } from '../lib/i18n';

/** A pick as carts and orders give it back. */
interface Pick {
  id: string;
  name: string;
  entree: { name: string; memo?: string; upgrade?: number; options: { name: string; quantity: number }[] };
}

export function SetMealPicks({ collections, className }: { collections?: Pick[]; className?: string }) {
  const { t } = useTranslation();
  if (!collections || collections.length === 0) return null;
  return (
    <ul className={className ?? 'text-sm text-gray-700'} data-testid="set-meal-picks">
      {collections.map((c, i) => {
        const options = c.entree.options
          .map((o) =>
            o.quantity > 1 ? t('common.optionTimes', { name: o.name, count: o.quantity }) : o.name,
          )
          .join(t('common.listSeparator'));
        const delta = formatPriceDelta(c.entree.upgrade);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a slot of max 2 has two picks with the same id; picks never reorder
          <li key={`${c.id}-${i}`} className="break-words">
            {t('common.pickLine', { slot: c.name, name: c.entree.name })}
            {delta && <span className="tabular-nums"> {delta}</span>}
            {options && <span>（{options}）</span>}
            {c.entree.memo && <span>（{t('common.memoLine', { memo: c.entree.memo })}）</span>}
          </li>
        );
      })}
    </ul>
  );
}
