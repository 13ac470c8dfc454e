/**
 * What placing an order and changing one share (docs/features.md "Changing a sent order": an edit is
 * validated and priced exactly as a new order): the contact and e-invoice checks of an order body, and the
 * order lines as they are stored.
 * The store, menu, time and type rules are order-rules.ts (validateOrder, checkOrder).
 */
import {
  type CreateOrderRequest,
  type PricedCart,
  parseOrderPhone,
  toCents,
  VALIDATION_MESSAGES,
} from '@iding/domain';
import { ApiError } from '../../lib/api-error';
import { collectionsSnapshot } from './order-snapshots';
import type { NewOrderItem } from './orders.queries';
import { type StoredInvoice, validateInvoice } from './validate-invoice';

/**
 * The contact phone and e-invoice of an order body as an order stores them.
 * - phone: a Taiwan mobile however written, stored as "0912345678";
 * - invoice: the kind's rule, as in the checkout form.
 * @throws ApiError validation_error (400): 請輸入 09 開頭的 10 碼手機號碼, or the invoice rule's message.
 */
export function validateOrderContact(
  req: Pick<CreateOrderRequest, 'phone'> & Parameters<typeof validateInvoice>[0],
): {
  contactPhone: string;
  invoice: StoredInvoice;
} {
  const contactPhone = parseOrderPhone(req.phone);
  if (contactPhone === null) throw new ApiError('validation_error', VALIDATION_MESSAGES.orderPhone);
  return { contactPhone, invoice: validateInvoice(req) };
}

/**
 * The priced lines of an order as order_items rows (without the order id), in cart order: server prices in
 * integer cents of TWD and a snapshot of every chosen option.
 */
export function orderItemRows(priced: PricedCart): NewOrderItem[] {
  return priced.items.map((item, sort) => ({
    entreeId: item.id,
    name: item.name,
    quantity: item.quantity,
    unitPriceCents: toCents(item.subtotal),
    totalCents: toCents(item.total),
    memo: item.memo,
    options: item.options.map((o) => ({
      id: o.id,
      name: o.name,
      group_id: o.group_id,
      group_name: o.group_name,
      quantity: o.quantity,
      price_cents: toCents(o.price),
    })),
    // A set meal's slot picks, kept on the line for new and changed orders alike.
    collections: collectionsSnapshot(item),
    sort,
  }));
}
