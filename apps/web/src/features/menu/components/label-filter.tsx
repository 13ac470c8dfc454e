/**
 * The menu's food-label filter chips (docs/features.md "Food labels"): 素食, 不含花生, 不含蛋, 不含牛奶 (a
 * short set that fits one row of a phone).
 * Each chip is a toggle button (aria-pressed); the chosen ones hide the entrees that do not match them.
 */
import { MENU_LABEL_FILTER_NAMES, MENU_LABEL_FILTERS, type MenuLabelFilter } from '@iding/domain';
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
    <div role="group" aria-label={t('menu.filter.label')} className="flex flex-wrap gap-2 px-4 pt-3 lg:px-0">
      {MENU_LABEL_FILTERS.map((f) => {
        const on = filters.includes(f);
        return (
          <button
            key={f}
            type="button"
            aria-pressed={on}
            onClick={() => onToggle(f)}
            className={clsx(
              'min-h-9 rounded-full border px-3 text-sm',
              on ? 'border-brand-dark bg-brand-dark text-white' : 'border-gray-300 bg-white text-gray-800',
            )}
          >
            {MENU_LABEL_FILTER_NAMES[f]}
          </button>
        );
      })}
    </div>
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
