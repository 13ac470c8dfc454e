/**
 * Food labels on a menu card (docs/features.md "Food labels"): short badges — 素食 type, 辣度, 含豬肉：台灣產
 * (the domain's foodLabelBadges, which the server's first-paint preview draws too). The sheet's full block is
 * food-labels-block.tsx (in the sheet's own chunk).
 */
import { FIRST_PAINT_CLASS, type FoodLabels, foodLabelBadges } from '@iding/domain';

/** The card's badges as small pills (nothing when the entree has none). */
export function FoodLabelBadges({ labels }: { labels: FoodLabels | undefined }) {
  const badges = foodLabelBadges(labels);
  if (badges.length === 0) return null;
  return (
    <span className={FIRST_PAINT_CLASS.labelBadges} data-testid="food-label-badges">
      {badges.map((b) => (
        <span key={b} className={FIRST_PAINT_CLASS.labelBadge}>
          {b}
        </span>
      ))}
    </span>
  );
}
