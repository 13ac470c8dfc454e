/**
 * One option group of an entree as a fieldset (spec §3 Menu option groups): the legend names the group and its
 * rule (必選 / 可選 最多 N 項); max 1 → radios in a named radiogroup, otherwise checkboxes with a −/+ stepper
 * when an option's max_quantity > 1; at the group's max further choices are disabled. Shared by the entree
 * sheet for the entree's own groups and for the groups of each set-meal pick.
 */
import { formatPriceDelta, type MenuOptionGroup } from '@iding/domain';
import clsx from 'clsx';
import { useTranslation } from '../lib/i18n';
import { QuantityStepper } from './quantity-stepper';

/** The rule badge of a group: 必選, 必選 N 項, 必選 N–M 項, 可選 最多 N 項. */
export function useRuleText() {
  const { t } = useTranslation();
  return (g: { min: number; max: number }) => {
    if (g.min === 0) return t('entree.optional', { max: g.max });
    if (g.min === 1 && g.max === 1) return t('entree.required');
    if (g.min === g.max) return t('entree.requiredCount', { count: g.min });
    return t('entree.requiredRange', { min: g.min, max: g.max });
  };
}

/** Option id → chosen quantity. */
export type OptionChoices = ReadonlyMap<string, number>;

/** The chosen options after setting `optionId` of `group` to `next` (a single-choice group keeps one). */
export function withOption(
  prev: OptionChoices,
  group: MenuOptionGroup,
  optionId: string,
  next: number,
): Map<string, number> {
  const map = new Map(prev);
  if (group.max === 1) for (const o of group.options) map.delete(o.id);
  if (next > 0) map.set(optionId, next);
  else map.delete(optionId);
  return map;
}

/** How many choices of a group are made (sum of option quantities). */
export function groupCount(group: MenuOptionGroup, choices: OptionChoices): number {
  return group.options.reduce((n, o) => n + (choices.get(o.id) ?? 0), 0);
}

/** The default options of an entree's groups that are not sold out, each once. */
export function defaultChoices(groups: MenuOptionGroup[], soldOut: ReadonlySet<string>): Map<string, number> {
  return new Map(
    groups.flatMap((g) =>
      g.options.filter((o) => o.is_default && !soldOut.has(o.id)).map((o) => [o.id, 1] as const),
    ),
  );
}

export function OptionGroupFieldset({
  group,
  legend,
  choices,
  soldOutOptions,
  radioName,
  onChange,
  className,
}: {
  group: MenuOptionGroup;
  /** The legend text (default the group name). */
  legend?: string;
  choices: OptionChoices;
  soldOutOptions: ReadonlySet<string>;
  /** A name unique on the page for the group's radios. */
  radioName: string;
  onChange(optionId: string, next: number): void;
  className?: string;
}) {
  const { t } = useTranslation();
  const ruleText = useRuleText();
  const single = group.max === 1;
  const count = groupCount(group, choices);
  const full = count >= group.max;
  const unmet = count < group.min;
  const name = legend ?? group.name;
  return (
    <fieldset className={clsx('mt-5 min-w-0', className)}>
      <legend className="flex w-full items-baseline justify-between gap-2 pb-1">
        <span className="section-title">{name}</span>
        <span
          className={clsx(
            'rounded-full px-2 py-0.5 text-sm',
            unmet ? 'bg-red-50 text-red-700' : 'bg-gray-100 text-gray-700',
          )}
        >
          {ruleText(group)}
        </span>
      </legend>
      <div
        {...(single ? { role: 'radiogroup', 'aria-label': name } : {})}
        className="divide-y divide-gray-100"
      >
        {group.options.map((option) => {
          const chosen = choices.get(option.id) ?? 0;
          const soldOut = soldOutOptions.has(option.id);
          const delta = formatPriceDelta(option.price);
          const blocked = soldOut || (!single && chosen === 0 && full);
          return (
            <div key={option.id} className="flex min-h-12 items-center gap-2">
              <label
                className={clsx(
                  'flex min-h-12 flex-1 cursor-pointer items-center gap-3 py-1',
                  blocked && 'cursor-not-allowed text-gray-500',
                )}
              >
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={single ? radioName : undefined}
                  className="size-5 shrink-0 accent-brand-dark"
                  checked={chosen > 0}
                  disabled={blocked}
                  onChange={(e) => onChange(option.id, e.target.checked ? 1 : 0)}
                  // A radio cannot be unticked by the browser; an optional group lets the diner clear it.
                  onClick={() => single && chosen > 0 && group.min === 0 && onChange(option.id, 0)}
                />
                <span className="min-w-0 flex-1 break-words">
                  {option.name}
                  {soldOut && <span className="ml-2 text-sm">{t('common.soldOut')}</span>}
                </span>
                {delta && <span className="shrink-0 text-gray-700 tabular-nums">{delta}</span>}
              </label>
              {!single && option.max_quantity > 1 && chosen > 0 && (
                <QuantityStepper
                  value={chosen}
                  min={0}
                  max={option.max_quantity}
                  increaseDisabled={full}
                  onChange={(n) => onChange(option.id, n)}
                  label={option.name}
                  decreaseLabel={t('entree.decreaseOption', { name: option.name })}
                  increaseLabel={t('entree.increaseOption', { name: option.name })}
                />
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
