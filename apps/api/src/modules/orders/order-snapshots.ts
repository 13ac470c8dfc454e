/**
 * Set-meal picks and custom items as orders store them and give them back (spec §3 item
 * collections, custom_items): snapshots in integer cents of TWD when the order is placed, TWD on the wire when
 * it is read (order page, completion page, history, order again, the store's console).
 */
import {
  type DiscountSource,
  fromCents,
  type OrderLine,
  type PricedCartItem,
  type PricedCustomItems,
  toCents,
} from '@iding/domain';
import type {
  OrderCouponSnapshot,
  OrderCustomItemSnapshot,
  OrderItemCollectionSnapshot,
  orderItems,
} from '../../db/schema';

/** The set-meal picks of a priced line as order_items.collections stores them ([] for a plain line). */
export function collectionsSnapshot(item: PricedCartItem): OrderItemCollectionSnapshot[] {
  return (item.collections ?? []).map((c) => ({
    id: c.id,
    name: c.name,
    entree: {
      id: c.entree.id,
      name: c.entree.name,
      memo: c.entree.memo,
      options: c.entree.options.map((o) => ({
        id: o.id,
        name: o.name,
        group_id: o.group_id,
        group_name: o.group_name,
        quantity: o.quantity,
        price_cents: toCents(o.price),
      })),
      upgrade_cents: toCents(c.entree.upgrade),
    },
  }));
}

/** Priced custom items as orders.custom_items stores them. */
export function customItemsSnapshot(priced: PricedCustomItems): OrderCustomItemSnapshot[] {
  return priced.items.map((i) => ({ id: i.id, name: i.name, price_cents: toCents(i.price) }));
}

/** A stored pick on the wire (TWD), the shape of a priced cart line's collections. */
function collectionsOnWire(stored: OrderItemCollectionSnapshot[]) {
  return stored.map((c) => ({
    id: c.id,
    name: c.name,
    entree: {
      id: c.entree.id,
      name: c.entree.name,
      memo: c.entree.memo,
      options: c.entree.options.map((o) => ({
        id: o.id,
        name: o.name,
        group_id: o.group_id,
        group_name: o.group_name,
        quantity: o.quantity,
        price: fromCents(o.price_cents),
      })),
      upgrade: fromCents(c.entree.upgrade_cents),
    },
  }));
}

/** An order's coupons snapshot (orders.coupons; ADR 031) on the wire (TWD): the diner's page and the console. */
export function orderCouponsOnWire(stored: OrderCouponSnapshot[]) {
  return stored.map((c) => ({
    id: c.id,
    name: c.name,
    apply_to: c.apply_to as DiscountSource,
    code: c.code,
    discount: fromCents(c.discount_cents),
  }));
}

/** Stored custom items on the wire (TWD). */
export function customItemsOnWire(stored: OrderCustomItemSnapshot[]) {
  return stored.map((i) => ({ id: i.id, name: i.name, price: fromCents(i.price_cents) }));
}

/** The stored columns of an order line that its wire shape needs. */
export type StoredOrderLine = Pick<
  typeof orderItems.$inferSelect,
  'entreeId' | 'name' | 'quantity' | 'memo' | 'unitPriceCents' | 'totalCents' | 'options' | 'collections'
>;

/**
 * Stored lines on the wire (ZOrderLine, TWD), in the order given: the diner's order page (GET
 * /api/orders/{orderId}) and the store's console (ConsoleOrder) both read them through here, so the store sees
 * every option, set-meal pick and 品項備註 the diner sees.
 */
export function orderLinesOnWire(stored: readonly StoredOrderLine[]): OrderLine[] {
  return stored.map((i) => ({
    id: i.entreeId,
    name: i.name,
    quantity: i.quantity,
    memo: i.memo,
    subtotal: fromCents(i.unitPriceCents),
    total: fromCents(i.totalCents),
    options: i.options.map((o) => ({
      id: o.id,
      name: o.name,
      group_name: o.group_name,
      quantity: o.quantity,
      price: fromCents(o.price_cents),
    })),
    ...(i.collections.length > 0 ? { collections: collectionsOnWire(i.collections) } : {}),
  }));
}
