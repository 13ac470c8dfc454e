/**
 * Cart pricing against the current menu (spec §4 "Cart": totals and per-entree quantities recomputed).
 * Used by the server as the authority and by the web client for display; both give the same result.
 */
import type { Cart, PricedCartItem } from '../cart';
import { MAX_ITEM_QUANTITY } from '../enums';
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

/** A cart line as far as pricing cares. */
export interface CartLineInput {
  id: string;
  quantity: number;
  memo?: string;
  options?: { id: string; quantity?: number }[];
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
 * Prices one cart line from the menu.
 * Unit price = entree price + Σ(option price × option quantity); total = unit × quantity, in cents.
 * @throws CartLineError for an unknown or sold-out entree/option, an option of another entree,
 *   a quantity outside 1..99, an option quantity over its max_quantity, or a group outside min..max.
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

  const chosen = new Map<string, number>();
  for (const choice of line.options ?? []) {
    chosen.set(choice.id, (chosen.get(choice.id) ?? 0) + (choice.quantity ?? 1));
  }

  let unitCents = toCents(entree.price);
  const pricedOptions: PricedCartItem['options'] = [];
  for (const [optionId, quantity] of chosen) {
    const found = index.options.get(optionId);
    if (!found || found.entree.id !== entree.id) {
      throw new CartLineError(`「${entree.name}」的選項已變更，請重新選擇`, itemIndex);
    }
    if (soldOut.options.has(optionId)) {
      throw new CartLineError(`「${entree.name}」的選項「${found.option.name}」已售完`, itemIndex);
    }
    if (quantity > found.option.max_quantity) {
      throw new CartLineError(`「${found.option.name}」最多可選 ${found.option.max_quantity} 份`, itemIndex);
    }
  }
  // Walk groups in menu order so option lists read the same as the menu.
  for (const group of entree.option_groups) {
    let count = 0;
    for (const option of group.options) {
      const quantity = chosen.get(option.id);
      if (!quantity) continue;
      count += quantity;
      unitCents += toCents(option.price) * quantity;
      pricedOptions.push({
        id: option.id,
        name: option.name,
        group_id: group.id,
        group_name: group.name,
        quantity,
        price: option.price,
      });
    }
    if (count < group.min) {
      throw new CartLineError(`「${entree.name}」請選擇${group.name}（至少 ${group.min} 項）`, itemIndex);
    }
    if (count > group.max) {
      throw new CartLineError(`「${entree.name}」的${group.name}最多選 ${group.max} 項`, itemIndex);
    }
  }

  return {
    index: itemIndex,
    sort_index: itemIndex,
    id: entree.id,
    menu_uuid: entree.id,
    name: entree.name,
    quantity: line.quantity,
    memo: line.memo ?? '',
    options: pricedOptions,
    subtotal: fromCents(unitCents),
    total: fromCents(unitCents * line.quantity),
  };
}

/**
 * Prices every line and sums the cart (spec §4: totals and per-entree quantities recomputed).
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
