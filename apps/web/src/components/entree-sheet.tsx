/**
 * Entree sheet (Radix Dialog; a bottom sheet on phones). Shared by the menu (create) and the cart (edit).
 * - Option groups in menu order, each a fieldset whose legend names the group and its rule (必選 / 可選 最多 N 項).
 * - max 1 → radios in a named radiogroup; otherwise checkboxes, with a −/+ stepper when an option's
 *   max_quantity > 1. Defaults preselected; at a group's max further choices are disabled.
 * - Price deltas with their sign (spec §9 price filter); quantity 1–99; memo ≤ 200 chars unless hidden.
 * - The line is priced with the domain's priceCartLine (the server's own rule), so the button total is
 *   exactly what the cart will show; 加入購物車 stays disabled with a hint until every group's min is met.
 */
import {
  CartLineError,
  FIELD_LIMITS,
  formatCurrency,
  formatItemPrice,
  formatPriceDelta,
  hasInvalidChar,
  MAX_ITEM_QUANTITY,
  type MenuEntree,
  type MenuIndex,
  type MenuOptionGroup,
  type PricedCartItem,
  priceCartLine,
} from '@iding/domain';
import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { QuantityStepper } from './quantity-stepper';

export interface EntreeSheetProps {
  entree: MenuEntree;
  menuIndex: MenuIndex;
  soldOutOptions: ReadonlySet<string>;
  /** app_settings[ToGo].HideEntreeNote */
  hideNote?: boolean;
  /** The cart line being edited (edit mode shows 更新購物車 and replaces the line). */
  editing?: PricedCartItem;
  onClose(): void;
  onSubmit(item: PricedCartItem): void;
}

/** A cart line's memo limit, the same as the server's (spec §5 max 200). */
const MEMO_MAX = FIELD_LIMITS.memo;

function initialChoices(entree: MenuEntree, soldOut: ReadonlySet<string>, editing?: PricedCartItem) {
  if (editing) return new Map(editing.options.map((o) => [o.id, o.quantity]));
  return new Map(
    entree.option_groups.flatMap((g) =>
      g.options.filter((o) => o.is_default && !soldOut.has(o.id)).map((o) => [o.id, 1] as const),
    ),
  );
}

function useRuleText() {
  const { t } = useTranslation();
  return (g: MenuOptionGroup) => {
    if (g.min === 0) return t('entree.optional', { max: g.max });
    if (g.min === 1 && g.max === 1) return t('entree.required');
    if (g.min === g.max) return t('entree.requiredCount', { count: g.min });
    return t('entree.requiredRange', { min: g.min, max: g.max });
  };
}

export function EntreeSheet({
  entree,
  menuIndex,
  soldOutOptions,
  hideNote,
  editing,
  onClose,
  onSubmit,
}: EntreeSheetProps) {
  const { t } = useTranslation();
  const ruleText = useRuleText();
  const uid = useId();
  const [choices, setChoices] = useState(() => initialChoices(entree, soldOutOptions, editing));
  const [quantity, setQuantity] = useState(editing?.quantity ?? 1);
  const [memo, setMemo] = useState(editing?.memo ?? '');
  // spec §5 invalidChar (issue #12 §2 Notes): the server refuses "#" in an item memo.
  const memoRefused = hasInvalidChar(memo);

  const counts = entree.option_groups.map((g) => g.options.reduce((n, o) => n + (choices.get(o.id) ?? 0), 0));
  const missing = entree.option_groups.filter((g, i) => counts[i]! < g.min);
  const priced = useMemo(() => {
    try {
      const options = [...choices].map(([id, q]) => ({ id, quantity: q }));
      return priceCartLine(menuIndex, { id: entree.id, quantity, memo: memo.trim(), options }, 0);
    } catch (error) {
      if (error instanceof CartLineError) return null;
      throw error;
    }
  }, [menuIndex, entree.id, quantity, memo, choices]);

  const setOption = (group: MenuOptionGroup, optionId: string, next: number) =>
    setChoices((prev) => {
      const map = new Map(prev);
      if (group.max === 1) for (const o of group.options) map.delete(o.id);
      if (next > 0) map.set(optionId, next);
      else map.delete(optionId);
      return map;
    });

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="sheet-overlay fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          className="sheet fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[92dvh] w-full max-w-lg flex-col overflow-hidden rounded-t-3xl bg-white shadow-xl sm:bottom-6 sm:rounded-3xl"
          {...(entree.description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start gap-3 border-b border-gray-100 px-4 pt-4 pb-3">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-xl font-bold break-words">{entree.name}</Dialog.Title>
              <p className="mt-0.5 text-brand-dark">
                {t('entree.fromPrice', { price: formatItemPrice(entree.price) })}
              </p>
            </div>
            <Dialog.Close className="btn-icon" aria-label={t('common.close')}>
              <span aria-hidden>✕</span>
            </Dialog.Close>
          </div>

          <div className="flex-1 overflow-y-auto overscroll-contain px-4 pb-4">
            {entree.image && (
              <img
                src={entree.image}
                alt={entree.name}
                decoding="async"
                // A failed picture leaves its grey 4:3 box (no broken-image icon, nothing jumps).
                onError={(e) => {
                  e.currentTarget.removeAttribute('src');
                  e.currentTarget.alt = '';
                }}
                className="mt-4 aspect-[4/3] w-full rounded-2xl bg-gray-100 object-cover"
              />
            )}
            {entree.description && (
              <Dialog.Description className="mt-3 whitespace-pre-line text-gray-700">
                {entree.description}
              </Dialog.Description>
            )}

            {entree.option_groups.map((group, gi) => {
              const single = group.max === 1;
              const count = counts[gi]!;
              const full = count >= group.max;
              const unmet = count < group.min;
              const legendId = `${uid}-g${gi}`;
              return (
                <fieldset key={group.id} className="mt-5 min-w-0">
                  <legend id={legendId} className="flex w-full items-baseline justify-between gap-2 pb-1">
                    <span className="section-title">{group.name}</span>
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
                    {...(single ? { role: 'radiogroup', 'aria-label': group.name } : {})}
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
                              name={single ? `${uid}-${group.id}` : undefined}
                              className="size-5 shrink-0 accent-brand-dark"
                              checked={chosen > 0}
                              disabled={blocked}
                              onChange={(e) => setOption(group, option.id, e.target.checked ? 1 : 0)}
                              // A radio cannot be unticked by the browser; an optional group lets the diner clear it.
                              onClick={() =>
                                single && chosen > 0 && group.min === 0 && setOption(group, option.id, 0)
                              }
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
                              onChange={(n) => setOption(group, option.id, n)}
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
            })}

            {!hideNote && (
              <label className="mt-5 block">
                <span className="section-title">{t('entree.memo')}</span>
                <textarea
                  className="field min-h-20 py-2"
                  rows={2}
                  maxLength={MEMO_MAX}
                  value={memo}
                  placeholder={t('entree.memoPlaceholder')}
                  aria-invalid={memoRefused}
                  aria-describedby={memoRefused ? `${uid}-memo-error` : undefined}
                  onChange={(e) => setMemo(e.target.value)}
                />
                {memoRefused && (
                  <span id={`${uid}-memo-error`} role="alert" className="mt-1 block text-sm text-red-700">
                    {t('validation.invalidChar')}
                  </span>
                )}
                <span className="mt-1 block text-right text-sm text-gray-600">
                  {t('entree.memoCount', { count: memo.length })}
                </span>
              </label>
            )}
          </div>

          <div
            className="border-t border-gray-200 bg-white px-4 pt-3"
            style={{ paddingBottom: 'calc(0.75rem + env(safe-area-inset-bottom))' }}
          >
            <p aria-live="polite" className="min-h-5 pb-2 text-center text-sm text-red-700">
              {missing.length > 0 &&
                t('entree.chooseMissing', {
                  groups: missing.map((g) => g.name).join(t('common.listSeparator')),
                })}
            </p>
            <div className="flex items-center gap-3">
              <QuantityStepper
                value={quantity}
                min={1}
                max={MAX_ITEM_QUANTITY}
                onChange={setQuantity}
                label={t('common.quantity')}
                decreaseLabel={t('common.decreaseQuantity')}
                increaseLabel={t('common.increaseQuantity')}
              />
              <button
                type="button"
                className="btn-primary min-w-0 flex-1"
                disabled={!priced || memoRefused}
                onClick={() => priced && !memoRefused && onSubmit(priced)}
              >
                <span>{editing ? t('entree.update') : t('entree.add')}</span>
                {priced && <span className="tabular-nums">{formatCurrency(priced.total)}</span>}
              </button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
