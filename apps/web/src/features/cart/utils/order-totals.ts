/**
 * What an order costs, as the cart page and 修改訂單 show it (spec §3 Order draft customItems; spec §7
 * check_order / order `custom_item_ids`): the lines' total, the 宅配 / 外送 fee and the 加購 extras chosen,
 * priced with the domain's priceCustomItems from the store's current list, the rule the server's checkOrder
 * uses (items + fee + extras), so the 合計 shown is the total the server saves.
 */
import { type CustomItem, fromCents, priceCustomItems, toCents } from '@iding/domain';

export interface OrderTotals {
  /** The lines' total, TWD. */
  items: number;
  /** 宅配 shipping fee or 外送 delivery fee, TWD (0 for other types). */
  fee: number;
  /** The 加購 extras chosen that the store still offers, in the store's order, at its current prices. */
  extras: CustomItem[];
  /** items + fee + extras, TWD. */
  total: number;
}

/**
 * The ids of `chosen` the store still offers (`offered`), in the store's order, each once: what may be sent
 * as custom_item_ids (the server refuses an id it does not offer).
 */
export function offeredExtraIds(offered: readonly CustomItem[], chosen: readonly string[]): string[] {
  return offered.filter((c) => chosen.includes(c.id)).map((c) => c.id);
}

/**
 * The order's breakdown and 合計 (TWD). `itemsTotal` is the lines' total (cart-store sumCart), `fee` the
 * shipping or delivery fee, `offered` the store info custom_items and `chosen` the 加購 ids; ids the store no
 * longer offers are left out, as they are never sent.
 */
export function orderTotals(
  itemsTotal: number,
  fee: number,
  offered: readonly CustomItem[],
  chosen: readonly string[],
): OrderTotals {
  const extras = priceCustomItems(offered, offeredExtraIds(offered, chosen));
  const totalCents = toCents(itemsTotal) + toCents(fee) + extras.totalCents;
  return { items: itemsTotal, fee, extras: extras.items, total: fromCents(totalCents) };
}
