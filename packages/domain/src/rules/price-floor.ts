/**
 * The least a diner can pay for one unit of an entree (spec §4 Cart: a line is never below 0; spec §3 option
 * price deltas may be negative). Pricing refuses a line below 0 when it is ordered; the menu editor and the
 * catalogue import use this rule to refuse a menu that could price one, so the diner never meets such an item.
 * Works on any menu shape with prices in TWD (the live menu, a console draft, an import file).
 */
import { toCents } from './money';

/** An option group as far as the floor cares: choices min..max (sum of quantities), price deltas in TWD. */
export interface FloorOptionGroup {
  min: number;
  max: number;
  options: readonly { price: number; max_quantity: number }[];
}

/** An entree as far as the floor cares: base price (TWD), option groups and (set meals) slots of choices. */
export interface FloorEntree<C extends { upgrade: number }> {
  price: number;
  option_groups: readonly FloorOptionGroup[];
  collections?: readonly { min: number; max: number; entrees: readonly C[] }[];
}

/**
 * The cheapest choice a group's rules allow, in integer cents: every discount (negative delta) up to `max`
 * choices, each option up to its max_quantity, the biggest first; then the cheapest other options until `min`
 * choices are made. 0 for a group of no discounts and min 0.
 */
export function lowestGroupCents(group: FloorOptionGroup): number {
  const byPrice = group.options.map((o) => ({ cents: toCents(o.price), max: o.max_quantity }));
  byPrice.sort((a, b) => a.cents - b.cents);
  let count = 0;
  let cents = 0;
  for (const option of byPrice) {
    const wanted = option.cents < 0 ? group.max : group.min;
    const take = Math.max(0, Math.min(option.max, wanted - count));
    count += take;
    cents += take * option.cents;
  }
  return cents;
}

/**
 * The lowest unit price of an entree, in integer cents: its price + the cheapest choice of each option group
 * (lowestGroupCents) + for a set meal, per slot, the cheapest pick (its upgrade + the cheapest choice of the
 * picked entree's own groups, spec §3 item collections) taken `max` times when it is a discount, else `min`
 * times (a choice may be picked more than once). Below 0 means some order of it would cost less than nothing.
 * @param groupsOf the option groups of a slot's choice (the entree it names); undefined for a choice that
 *   names no entree, which is left out (the caller reports it).
 */
export function lowestUnitCents<C extends { upgrade: number }>(
  entree: FloorEntree<C>,
  groupsOf: (choice: C) => readonly FloorOptionGroup[] | undefined,
): number {
  const ownGroups = (groups: readonly FloorOptionGroup[]) =>
    groups.reduce((sum, group) => sum + lowestGroupCents(group), 0);
  let cents = toCents(entree.price) + ownGroups(entree.option_groups);
  for (const slot of entree.collections ?? []) {
    const picks = slot.entrees.flatMap((choice) => {
      const groups = groupsOf(choice);
      return groups ? [toCents(choice.upgrade) + ownGroups(groups)] : [];
    });
    if (picks.length === 0) continue;
    const cheapest = Math.min(...picks);
    cents += cheapest * (cheapest < 0 ? slot.max : slot.min);
  }
  return cents;
}
