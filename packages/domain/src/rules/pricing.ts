/**
 * Cart pricing against the current menu (spec §4 "Cart": totals and per-entree quantities recomputed).
 * Used by the server as the authority and by the web client for display; both give the same result.
 */
import type { Cart, PricedCartItem, PricedCollection, PricedOption } from '../cart';
import { MAX_ITEM_QUANTITY } from '../enums';
import type { MenuEntree } from '../menu';
import { type PricedCart, sumCart } from './cart-totals';
import type { MenuIndex } from './menu-index';
import { fromCents, toCents } from './money';

/** Why a cart line cannot be priced; the message is zh-TW for the diner. */
export class CartLineError extends Error {
  constructor(
    message: string,
    public readonly itemIndex: number,
  ) {
    super(message);
    this.name = 'CartLineError';
  }
}

/** A chosen option of a line or of a set-meal pick, as far as pricing cares. */
export interface OptionChoiceInput {
  id: string;
  quantity?: number;
}

/** The entree picked for one slot of a set meal (spec §3 Cart item collections). */
export interface CollectionChoiceInput {
  /** Slot (collection) id. */
  id: string;
  entree: { id: string; memo?: string; options?: OptionChoiceInput[] };
}

/** A cart line as far as pricing cares. */
export interface CartLineInput {
  id: string;
  quantity: number;
  memo?: string;
  options?: OptionChoiceInput[];
  /** Set meals only: one pick per slot entry (a slot with max 2 may appear twice). */
  collections?: CollectionChoiceInput[];
}

/**
 * The sold-out entree ids and option ids of a store (spec §7 inventory; spec §4 sold-out items are refused).
 * The one shape for sold-out state: pricing reads it, the API's sold-out cache produces it. A Set iterates in
 * insertion order, so sets built from lists in menu order give those lists back (the inventory response).
 */
export interface SoldOut {
  /** Sold-out entree ids. */
  readonly entrees: ReadonlySet<string>;
  /** Sold-out option ids. */
  readonly options: ReadonlySet<string>;
}

const NONE_SOLD_OUT: SoldOut = { entrees: new Set(), options: new Set() };

/**
 * Prices the options chosen for one entree (a line's entree or a set meal's pick): Σ(option price × quantity)
 * in cents, the options in menu order. `label` names the entree in messages (「早餐套餐／冰奶茶大杯」).
 * @throws CartLineError for an option of another entree, a sold-out option, an option quantity over its
 *   max_quantity, or a group outside min..max.
 */
function priceOptions(
  index: MenuIndex,
  entree: MenuEntree,
  label: string,
  choices: OptionChoiceInput[],
  itemIndex: number,
  soldOut: SoldOut,
): { cents: number; options: PricedOption[] } {
  const chosen = new Map<string, number>();
  for (const choice of choices) {
    chosen.set(choice.id, (chosen.get(choice.id) ?? 0) + (choice.quantity ?? 1));
  }
  for (const [optionId, quantity] of chosen) {
    const found = index.options.get(optionId);
    if (!found || found.entree.id !== entree.id) {
      throw new CartLineError(`「${label}」的選項已變更，請重新選擇`, itemIndex);
    }
    if (soldOut.options.has(optionId)) {
      throw new CartLineError(`「${label}」的選項「${found.option.name}」已售完`, itemIndex);
    }
    if (quantity > found.option.max_quantity) {
      throw new CartLineError(`「${found.option.name}」最多可選 ${found.option.max_quantity} 份`, itemIndex);
    }
  }
  let cents = 0;
  const options: PricedOption[] = [];
  // Walk groups in menu order so option lists read the same as the menu.
  for (const group of entree.option_groups) {
    let count = 0;
    for (const option of group.options) {
      const quantity = chosen.get(option.id);
      if (!quantity) continue;
      count += quantity;
      cents += toCents(option.price) * quantity;
      options.push({
        id: option.id,
        name: option.name,
        group_id: group.id,
        group_name: group.name,
        quantity,
        price: option.price,
      });
    }
    if (count < group.min) {
      throw new CartLineError(`「${label}」請選擇${group.name}（至少 ${group.min} 項）`, itemIndex);
    }
    if (count > group.max) {
      throw new CartLineError(`「${label}」的${group.name}最多選 ${group.max} 項`, itemIndex);
    }
  }
  return { cents, options };
}

/**
 * Prices the slot picks of a set meal (spec §3 item collections and upgrade). Per unit:
 * Σ(pick's upgrade + its options) in cents; `upgradeCents` the upgrades alone. Picks come back grouped by slot
 * in menu order.
 * @throws CartLineError for picks on an entree that is not a set meal, an unknown slot, an entree that is not
 *   a choice of its slot, a sold-out pick, a slot outside min..max (「早餐套餐」請選擇飲料), and the option
 *   errors of the pick (priceOptions).
 */
export function priceCollections(
  index: MenuIndex,
  entree: MenuEntree,
  picks: CollectionChoiceInput[],
  itemIndex: number,
  soldOut: SoldOut = NONE_SOLD_OUT,
): { cents: number; upgradeCents: number; collections: PricedCollection[] } {
  const slots = entree.collections ?? [];
  const changed = () => new CartLineError(`「${entree.name}」的套餐內容已變更，請重新選擇`, itemIndex);
  const bySlot = new Map<string, CollectionChoiceInput[]>();
  for (const pick of picks) {
    if (!slots.some((slot) => slot.id === pick.id)) throw changed();
    bySlot.set(pick.id, [...(bySlot.get(pick.id) ?? []), pick]);
  }
  let cents = 0;
  let upgradeCents = 0;
  const collections: PricedCollection[] = [];
  for (const slot of slots) {
    const chosen = bySlot.get(slot.id) ?? [];
    if (chosen.length < slot.min) {
      throw new CartLineError(
        slot.min === 1
          ? `「${entree.name}」請選擇${slot.name}`
          : `「${entree.name}」請選擇${slot.name}（至少 ${slot.min} 項）`,
        itemIndex,
      );
    }
    if (chosen.length > slot.max) {
      throw new CartLineError(`「${entree.name}」的${slot.name}最多選 ${slot.max} 項`, itemIndex);
    }
    for (const pick of chosen) {
      const choice = slot.entrees.find((c) => c.id === pick.entree.id);
      const picked = choice && index.entrees.get(choice.id);
      if (!choice || !picked) throw changed();
      if (soldOut.entrees.has(picked.id)) {
        throw new CartLineError(`「${entree.name}」的${slot.name}「${picked.name}」已售完`, itemIndex);
      }
      const label = `${entree.name}／${picked.name}`;
      const priced = priceOptions(index, picked, label, pick.entree.options ?? [], itemIndex, soldOut);
      const upgrade = toCents(choice.upgrade);
      cents += upgrade + priced.cents;
      upgradeCents += upgrade;
      collections.push({
        id: slot.id,
        name: slot.name,
        entree: {
          id: picked.id,
          name: picked.name,
          memo: pick.entree.memo ?? '',
          options: priced.options,
          upgrade: choice.upgrade,
        },
      });
    }
  }
  return { cents, upgradeCents, collections };
}

/**
 * Prices one cart line from the menu.
 * Unit price = entree price + Σ(option price × option quantity) + for a set meal Σ over its slot picks
 * (upgrade + the pick's options); total = unit × quantity, in cents.
 * @throws CartLineError for an unknown or sold-out entree/option, an option of another entree,
 *   a quantity outside 1..99, an option quantity over its max_quantity, a group outside min..max, the
 *   set-meal errors of priceCollections, and a unit price below 0 (discount options larger than the price;
 *   「冰奶茶」選了這些選項後金額低於 0 元…). A line of 0 is allowed (spec §9 item price $0).
 */
export function priceCartLine(
  index: MenuIndex,
  line: CartLineInput,
  itemIndex: number,
  soldOut: SoldOut = NONE_SOLD_OUT,
): PricedCartItem {
  const entree = index.entrees.get(line.id);
  if (!entree) throw new CartLineError('購物車內有已下架的品項，請重新選購', itemIndex);
  if (soldOut.entrees.has(entree.id)) throw new CartLineError(`「${entree.name}」已售完`, itemIndex);
  if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_ITEM_QUANTITY) {
    throw new CartLineError(`「${entree.name}」數量需介於 1 到 ${MAX_ITEM_QUANTITY}`, itemIndex);
  }
  const own = priceOptions(index, entree, entree.name, line.options ?? [], itemIndex, soldOut);
  let unitCents = toCents(entree.price) + own.cents;
  const isSetMeal = (entree.collections?.length ?? 0) > 0;
  let set: ReturnType<typeof priceCollections> | null = null;
  if (isSetMeal || (line.collections?.length ?? 0) > 0) {
    set = priceCollections(index, entree, line.collections ?? [], itemIndex, soldOut);
    unitCents += set.cents;
  }
  // Options may be discounts (negative deltas), but a line never costs less than 0: a negative total would
  // pay the diner (store credit would grow by it).
  if (unitCents < 0) {
    throw new CartLineError(`「${entree.name}」選了這些選項後金額低於 0 元，請重新選擇選項`, itemIndex);
  }

  return {
    index: itemIndex,
    sort_index: itemIndex,
    id: entree.id,
    menu_uuid: entree.id,
    name: entree.name,
    quantity: line.quantity,
    memo: line.memo ?? '',
    options: own.options,
    ...(set ? { collections: set.collections, upgrade: fromCents(set.upgradeCents) } : {}),
    subtotal: fromCents(unitCents),
    total: fromCents(unitCents * line.quantity),
  };
}

/**
 * Prices every line and sums the cart (spec §4: totals and per-entree quantities recomputed). Every line is
 * 0 or more (priceCartLine), so the total is too.
 * @throws CartLineError from the first line that cannot be priced.
 */
export function priceCart(
  index: MenuIndex,
  lines: CartLineInput[],
  soldOut: SoldOut = NONE_SOLD_OUT,
): PricedCart {
  return sumCart(lines.map((line, i) => priceCartLine(index, line, i, soldOut)));
}

/** A line priceAvailableLines left out: its position in the input and the zh-TW reason. */
export interface DroppedLine {
  index: number;
  message: string;
}

/**
 * Prices the lines the menu can still price and leaves the others out (a stored server cart after a menu
 * change, spec §4 Cart; ordering again, spec §8 order_item_changed). Kept lines are numbered 0..n-1 in
 * input order, as if the dropped ones had never been there.
 * @returns `cart` of the kept lines (TWD), `kept[k]` = input position of `cart.items[k]`, and `dropped`.
 *   Never throws CartLineError.
 */
export function priceAvailableLines(
  index: MenuIndex,
  lines: CartLineInput[],
  soldOut: SoldOut = NONE_SOLD_OUT,
): { cart: PricedCart; kept: number[]; dropped: DroppedLine[] } {
  const items: PricedCartItem[] = [];
  const kept: number[] = [];
  const dropped: DroppedLine[] = [];
  lines.forEach((line, i) => {
    try {
      items.push(priceCartLine(index, line, items.length, soldOut));
      kept.push(i);
    } catch (error) {
      if (!(error instanceof CartLineError)) throw error;
      dropped.push({ index: i, message: error.message });
    }
  });
  return { cart: sumCart(items), kept, dropped };
}

/**
 * The spec §3 Cart of priced lines: items, selected_entree_map and total (TWD) from `priced`; the store,
 * menu version and modify_time (epoch seconds) from `at`.
 */
export function cartOf(
  priced: PricedCart,
  at: { identifier: string; store_id: number; menu_version: number; modify_time: number },
): Cart {
  return {
    items: priced.items,
    selected_entree_map: priced.selected_entree_map,
    identifier: at.identifier,
    store_id: at.store_id,
    menu_version: at.menu_version,
    modify_time: at.modify_time,
    total: priced.total,
  };
}
