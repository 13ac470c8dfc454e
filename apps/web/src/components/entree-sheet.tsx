/**
 * Entree sheet (Radix Dialog; a bottom sheet on phones). Shared by the menu (create) and the cart (edit).
 * - Option groups in menu order, each a fieldset whose legend names the group and its rule (必選 / 可選 最多 N 項).
 * - max 1 → radios in a named radiogroup; otherwise checkboxes, with a −/+ stepper when an option's
 *   max_quantity > 1. Defaults preselected; at a group's max further choices are disabled
 *   (option-group-fieldset.tsx).
 * - The 「食品標示」 block under the description (food-labels-block.tsx; docs/features.md "Food labels").
 * - A set meal then lists its slots (set-meal-slots.tsx): pick an entree per slot, see each
 *   upgrade (+$10), choose the pick's own options.
 * - Price deltas with their sign (spec §9 price filter); quantity 1–99; memo ≤ 200 chars unless hidden.
 * - The line is priced with the domain's priceCartLine (the server's own rule), so the button total is
 *   exactly what the cart will show; 加入購物車 stays disabled with a hint until every group's min is met.
 */
import {
  CartLineError,
  FIELD_LIMITS,
  formatCurrency,
  formatItemPrice,
  hasInvalidChar,
  MAX_ITEM_QUANTITY,
  type MenuEntree,
  type MenuIndex,
  type MenuOptionGroup,
  type PricedCartItem,
  priceCartLine,
} from '@iding/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { FoodLabelsBlock } from './food-labels-block';
import { defaultChoices, groupCount, OptionGroupFieldset, withOption } from './option-group-fieldset';
import { QuantityStepper } from './quantity-stepper';
import { initialPicks, missingInSlots, picksToCollections, SetMealSlots } from './set-meal-slots';

export interface EntreeSheetProps {
  entree: MenuEntree;
  menuIndex: MenuIndex;
  soldOutOptions: ReadonlySet<string>;
  /** Sold-out entrees: a set meal's picks among them are shown 已售完 and cannot be chosen. */
  soldOutEntrees?: ReadonlySet<string>;
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
  return defaultChoices(entree.option_groups, soldOut);
}

const NONE: ReadonlySet<string> = new Set();

export function EntreeSheet({
  entree,
  menuIndex,
  soldOutOptions,
  soldOutEntrees,
  hideNote,
  editing,
  onClose,
  onSubmit,
}: EntreeSheetProps) {
  const { t } = useTranslation();
  const uid = useId();
  const [choices, setChoices] = useState(() => initialChoices(entree, soldOutOptions, editing));
  // Set meals: the entree picked for each slot, with its own options.
  const isSetMeal = (entree.collections?.length ?? 0) > 0;
  const [picks, setPicks] = useState(() => initialPicks(editing?.collections));
  const [quantity, setQuantity] = useState(editing?.quantity ?? 1);
  const [memo, setMemo] = useState(editing?.memo ?? '');
  // spec §5 invalidChar: the server refuses "#" in an item memo.
  const memoRefused = hasInvalidChar(memo);

  const missing = [
    ...entree.option_groups.filter((g) => groupCount(g, choices) < g.min).map((g) => g.name),
    ...(isSetMeal ? missingInSlots(entree.collections!, picks, menuIndex) : []),
  ];
  const priced = useMemo(() => {
    try {
      const options = [...choices].map(([id, q]) => ({ id, quantity: q }));
      const collections = isSetMeal ? picksToCollections(entree.collections!, picks) : undefined;
      return priceCartLine(
        menuIndex,
        { id: entree.id, quantity, memo: memo.trim(), options, collections },
        0,
        { entrees: soldOutEntrees ?? NONE, options: soldOutOptions },
      );
    } catch (error) {
      if (error instanceof CartLineError) return null;
      throw error;
    }
  }, [menuIndex, entree, isSetMeal, quantity, memo, choices, picks, soldOutEntrees, soldOutOptions]);

  const setOption = (group: MenuOptionGroup, optionId: string, next: number) =>
    setChoices((prev) => withOption(prev, group, optionId, next));

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
            <FoodLabelsBlock labels={entree.labels} groups={entree.option_groups} />

            {entree.option_groups.map((group) => (
              <OptionGroupFieldset
                key={group.id}
                group={group}
                choices={choices}
                soldOutOptions={soldOutOptions}
                radioName={`${uid}-${group.id}`}
                onChange={(optionId, next) => setOption(group, optionId, next)}
              />
            ))}

            {isSetMeal && (
              <SetMealSlots
                entree={entree}
                menuIndex={menuIndex}
                picks={picks}
                soldOutEntrees={soldOutEntrees ?? NONE}
                soldOutOptions={soldOutOptions}
                uid={uid}
                onChange={setPicks}
              />
            )}

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
                t('entree.chooseMissing', { groups: missing.join(t('common.listSeparator')) })}
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
