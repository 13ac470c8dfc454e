/**
 * The slots of a set meal in the entree sheet (spec §3 item collections and upgrade): each slot
 * (主餐, 飲料, …) is a fieldset whose legend names it with its rule (必選 / 可選 最多 N 項); its choices are radios
 * (max 1) or checkboxes, each with its upgrade delta (+$10) and 已售完 when sold out; the chosen entree's own
 * option groups follow under the slot. The sheet prices the result with the domain's priceCartLine, so the
 * button shows what the server will charge.
 */
import type {
  CartItemCollection,
  MenuCollection,
  MenuEntree,
  MenuIndex,
  PricedCollection,
} from '@iding/domain';
import { formatPriceDelta } from '@iding/domain';
import clsx from 'clsx';
import { Fragment } from 'react';
import { useTranslation } from '../lib/i18n';
import {
  defaultChoices,
  groupCount,
  type OptionChoices,
  OptionGroupFieldset,
  useRuleText,
  withOption,
} from './option-group-fieldset';

/** One pick of a slot: the chosen entree and its options. */
export interface SlotPick {
  entreeId: string;
  choices: OptionChoices;
}

/** Slot id → picks, in the order chosen. */
export type SlotPicks = ReadonlyMap<string, SlotPick[]>;

/** The picks of a cart line being edited (or none for a new line). */
export function initialPicks(editing: PricedCollection[] | undefined): Map<string, SlotPick[]> {
  const picks = new Map<string, SlotPick[]>();
  for (const c of editing ?? []) {
    const pick = { entreeId: c.entree.id, choices: new Map(c.entree.options.map((o) => [o.id, o.quantity])) };
    picks.set(c.id, [...(picks.get(c.id) ?? []), pick]);
  }
  return picks;
}

/** The picks as the cart line sends them (spec §3 Cart item collections), slots in menu order. */
export function picksToCollections(slots: MenuCollection[], picks: SlotPicks): CartItemCollection[] {
  return slots.flatMap((slot) =>
    (picks.get(slot.id) ?? []).map((p) => ({
      id: slot.id,
      entree: {
        id: p.entreeId,
        memo: '',
        options: [...p.choices].map(([id, quantity]) => ({ id, quantity })),
      },
    })),
  );
}

/**
 * What is still missing before the set meal can be added, as names for 「請選擇：…」: a slot with fewer picks
 * than its min (its name), and an option group of a pick below its min (「甜度（冰奶茶大杯）」).
 */
export function missingInSlots(slots: MenuCollection[], picks: SlotPicks, index: MenuIndex): string[] {
  const missing: string[] = [];
  for (const slot of slots) {
    const chosen = picks.get(slot.id) ?? [];
    if (chosen.length < slot.min) missing.push(slot.name);
    for (const pick of chosen) {
      const entree = index.entrees.get(pick.entreeId);
      for (const g of entree?.option_groups ?? []) {
        if (groupCount(g, pick.choices) < g.min) missing.push(`${g.name}（${entree!.name}）`);
      }
    }
  }
  return missing;
}

/** The option groups of one pick, indented under it. */
function PickOptions({
  slot,
  pickIndex,
  chosen,
  entree,
  soldOutOptions,
  radioName,
  onChange,
}: {
  slot: MenuCollection;
  pickIndex: number;
  chosen: SlotPick[];
  entree: MenuEntree;
  soldOutOptions: ReadonlySet<string>;
  radioName: string;
  onChange(list: SlotPick[]): void;
}) {
  const { t } = useTranslation();
  const pick = chosen[pickIndex]!;
  if (entree.option_groups.length === 0) return null;
  return (
    <div className="ml-3 border-l-2 border-gray-100 pb-3 pl-3" data-slot={slot.id}>
      {entree.option_groups.map((group, gi) => (
        <OptionGroupFieldset
          key={group.id}
          className="mt-2"
          group={group}
          legend={t('entree.pickGroup', { group: group.name, entree: entree.name })}
          choices={pick.choices}
          soldOutOptions={soldOutOptions}
          radioName={`${radioName}-${gi}`}
          onChange={(optionId, next) =>
            onChange(
              chosen.map((q, qi) =>
                qi === pickIndex ? { ...q, choices: withOption(q.choices, group, optionId, next) } : q,
              ),
            )
          }
        />
      ))}
    </div>
  );
}

export function SetMealSlots({
  entree,
  menuIndex,
  picks,
  soldOutEntrees,
  soldOutOptions,
  uid,
  onChange,
}: {
  entree: MenuEntree;
  menuIndex: MenuIndex;
  picks: SlotPicks;
  soldOutEntrees: ReadonlySet<string>;
  soldOutOptions: ReadonlySet<string>;
  /** useId of the sheet, for unique radio names. */
  uid: string;
  onChange(next: Map<string, SlotPick[]>): void;
}) {
  const { t } = useTranslation();
  const ruleText = useRuleText();
  const setSlot = (slotId: string, list: SlotPick[]) => {
    const next = new Map(picks);
    if (list.length > 0) next.set(slotId, list);
    else next.delete(slotId);
    onChange(next);
  };
  return (
    <>
      {(entree.collections ?? []).map((slot, si) => {
        const single = slot.max === 1;
        const chosen = picks.get(slot.id) ?? [];
        const full = chosen.length >= slot.max;
        const unmet = chosen.length < slot.min;
        return (
          <fieldset key={slot.id} className="mt-5 min-w-0" data-testid="set-meal-slot">
            <legend className="flex w-full items-baseline justify-between gap-2 pb-1">
              <span className="section-title">{slot.name}</span>
              <span
                className={clsx(
                  'rounded-full px-2 py-0.5 text-sm',
                  unmet ? 'bg-red-50 text-red-700' : 'bg-gray-100 text-gray-700',
                )}
              >
                {ruleText(slot)}
              </span>
            </legend>
            <div
              {...(single ? { role: 'radiogroup', 'aria-label': slot.name } : {})}
              className="divide-y divide-gray-100"
            >
              {slot.entrees.map((choice) => {
                const choiceEntree = menuIndex.entrees.get(choice.id);
                if (!choiceEntree) return null;
                const picked = chosen.some((p) => p.entreeId === choice.id);
                const soldOut = soldOutEntrees.has(choice.id);
                const blocked = soldOut || (!single && !picked && full);
                const delta = formatPriceDelta(choice.upgrade);
                const pick = (on: boolean) => {
                  const fresh = {
                    entreeId: choice.id,
                    choices: defaultChoices(choiceEntree.option_groups, soldOutOptions),
                  };
                  if (single) setSlot(slot.id, on ? [fresh] : []);
                  else
                    setSlot(
                      slot.id,
                      on ? [...chosen, fresh] : chosen.filter((p) => p.entreeId !== choice.id),
                    );
                };
                const pickIndex = chosen.findIndex((p) => p.entreeId === choice.id);
                return (
                  <Fragment key={choice.id}>
                    <label
                      className={clsx(
                        'flex min-h-12 cursor-pointer items-center gap-3 py-1',
                        blocked && 'cursor-not-allowed text-gray-500',
                      )}
                    >
                      <input
                        type={single ? 'radio' : 'checkbox'}
                        name={single ? `${uid}-slot-${si}` : undefined}
                        className="size-5 shrink-0 accent-brand-dark"
                        checked={picked}
                        disabled={blocked}
                        onChange={(e) => pick(e.target.checked)}
                        // An optional single-choice slot can be cleared by tapping its pick again.
                        onClick={() => single && picked && slot.min === 0 && pick(false)}
                      />
                      <span className="min-w-0 flex-1 break-words">
                        {choiceEntree.name}
                        {soldOut && <span className="ml-2 text-sm">{t('common.soldOut')}</span>}
                      </span>
                      {delta && <span className="shrink-0 text-gray-700 tabular-nums">{delta}</span>}
                    </label>
                    {/* The pick's own options right under it, so a long list never hides them. */}
                    {pickIndex >= 0 && (
                      <PickOptions
                        slot={slot}
                        pickIndex={pickIndex}
                        chosen={chosen}
                        entree={choiceEntree}
                        soldOutOptions={soldOutOptions}
                        radioName={`${uid}-slot-${si}-${pickIndex}`}
                        onChange={(list) => setSlot(slot.id, list)}
                      />
                    )}
                  </Fragment>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
