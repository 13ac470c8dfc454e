/**
 * Food labels on a menu card (docs/features.md "Food labels"): short badges — 素食 type, 辣度, 含豬肉：台灣產.
 * The sheet's full block is food-labels-block.tsx (in the sheet's own chunk). Names come from the domain.
 */
import { type FoodLabels, SPICY_NAMES, VEGETARIAN_NAMES } from '@iding/domain';
import { type TFunction, useTranslation } from '../lib/i18n';

/** The card's badges of `labels`, in order: 素食 type, 辣度 (when spicy), 含豬肉 / 含牛肉 with the origin. */
function foodLabelBadges(labels: FoodLabels | undefined, t: TFunction): string[] {
  if (!labels) return [];
  const badges: string[] = [];
  if (labels.vegetarian) badges.push(VEGETARIAN_NAMES[labels.vegetarian]);
  if (labels.spicy > 0) badges.push(SPICY_NAMES[labels.spicy] ?? '');
  if (labels.pork_origin) badges.push(t('foodLabels.porkBadge', { origin: labels.pork_origin }));
  if (labels.beef_origin) badges.push(t('foodLabels.beefBadge', { origin: labels.beef_origin }));
  return badges;
}

/** The card's badges as small pills (nothing when the entree has none). */
export function FoodLabelBadges({ labels }: { labels: FoodLabels | undefined }) {
  const { t } = useTranslation();
  const badges = foodLabelBadges(labels, t);
  if (badges.length === 0) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-1" data-testid="food-label-badges">
      {badges.map((b) => (
        <span key={b} className="rounded bg-green-50 px-1.5 py-0.5 text-xs text-green-900">
          {b}
        </span>
      ))}
    </span>
  );
}
