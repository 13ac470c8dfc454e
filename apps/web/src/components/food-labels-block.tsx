/**
 * The entree sheet's 「食品標示」 block (docs/features.md "Food labels"): 過敏原, 素食, 辣度, 豬肉 / 牛肉原產地, and the
 * allergens an option adds. Names come from the domain (ALLERGEN_NAMES, VEGETARIAN_NAMES, SPICY_NAMES).
 */
import {
  ALLERGEN_NAMES,
  type FoodLabels,
  type MenuOptionGroup,
  SPICY_NAMES,
  VEGETARIAN_NAMES,
} from '@iding/domain';
import { useTranslation } from '../lib/i18n';

/**
 * The sheet's 「食品標示」 block: the entree's labels as a list of terms, and a line for each option that names
 * allergens. Nothing when neither the entree nor its options carry labels.
 */
export function FoodLabelsBlock({
  labels,
  groups,
}: {
  labels: FoodLabels | undefined;
  groups: readonly MenuOptionGroup[];
}) {
  const { t } = useTranslation();
  const optionLines = groups.flatMap((g) =>
    g.options.flatMap((o) =>
      o.labels && o.labels.allergens.length > 0
        ? [
            t('foodLabels.optionContains', {
              name: o.name,
              allergens: o.labels.allergens.map((a) => ALLERGEN_NAMES[a]).join('、'),
            }),
          ]
        : [],
    ),
  );
  if (!labels && optionLines.length === 0) return null;
  const rows: [string, string][] = [];
  if (labels) {
    rows.push([
      t('foodLabels.allergens'),
      labels.allergens.length > 0
        ? labels.allergens.map((a) => ALLERGEN_NAMES[a]).join('、')
        : t('foodLabels.noAllergens'),
    ]);
    if (labels.vegetarian) rows.push([t('foodLabels.vegetarian'), VEGETARIAN_NAMES[labels.vegetarian]]);
    if (labels.spicy > 0) rows.push([t('foodLabels.spicy'), SPICY_NAMES[labels.spicy] ?? '']);
    if (labels.pork_origin) rows.push([t('foodLabels.porkOrigin'), labels.pork_origin]);
    if (labels.beef_origin) rows.push([t('foodLabels.beefOrigin'), labels.beef_origin]);
  }
  return (
    <section aria-labelledby="food-labels-title" className="mt-4 rounded-xl bg-gray-50 p-3 text-sm">
      <h3 id="food-labels-title" className="font-semibold">
        {t('foodLabels.title')}
      </h3>
      {rows.length > 0 && (
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-gray-700">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {optionLines.map((line) => (
        <p key={line} className="mt-1 text-gray-700">
          {line}
        </p>
      ))}
    </section>
  );
}
