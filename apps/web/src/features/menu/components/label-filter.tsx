/**
 * The menu's food-label filter chips (docs/features.md "Food labels"): 素食, 不含花生, 不含蛋, 不含牛奶 (a
 * short set that fits one row of a phone).
 * Each chip is a toggle button (aria-pressed); the chosen ones hide the entrees that do not match them.
 */
import {
  FIRST_PAINT_CLASS,
  MENU_LABEL_FILTER_NAMES,
  MENU_LABEL_FILTERS,
  type MenuLabelFilter,
} from '@iding/domain';
import clsx from 'clsx';
import { useTranslation } from '../../../lib/i18n';

/** The chips, in a labelled group. */
export function LabelFilter({
  filters,
  onToggle,
}: {
  filters: readonly MenuLabelFilter[];
  onToggle(filter: MenuLabelFilter): void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={FIRST_PAINT_CLASS.labelFilter}>
      <legend className="sr-only">{t('menu.filter.label')}</legend>
      {MENU_LABEL_FILTERS.map((f) => {
        const on = filters.includes(f);
        return (
          <button
            key={f}
            type="button"
            aria-pressed={on}
            onClick={() => onToggle(f)}
            className={clsx(
              FIRST_PAINT_CLASS.labelChip,
              on ? FIRST_PAINT_CLASS.labelChipOn : FIRST_PAINT_CLASS.labelChipOff,
            )}
          >
            {MENU_LABEL_FILTER_NAMES[f]}
          </button>
        );
      })}
    </fieldset>
  );
}

/** What the menu shows when no entree matches the chosen filters, with a way out. */
export function LabelFilterEmpty({
  filters,
  onClear,
}: {
  filters: readonly MenuLabelFilter[];
  onClear(): void;
}) {
  const { t } = useTranslation();
  return (
    <div role="status" className="p-4 text-gray-700 lg:col-span-2">
      <p>{t('menu.filter.empty', { filters: filters.map((f) => MENU_LABEL_FILTER_NAMES[f]).join('、') })}</p>
      <button type="button" className="btn-secondary mt-3" onClick={onClear}>
        {t('menu.filter.clear')}
      </button>
    </div>
  );
}
