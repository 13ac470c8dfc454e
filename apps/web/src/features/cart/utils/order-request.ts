/**
 * Builds the check_order / order bodies from the cart and the checkout form (spec §7). Prices are left out:
 * the server reprices every line (DESIGN.md "Money").
 */
import {
  APP_VERSION,
  type CheckOrderRequest,
  type CouponRef,
  type CreateOrderRequest,
  collectionInputs,
  DEVICE_ID,
  needsPartySize,
  OrderType,
  sendsTableNumber,
  sendsTargetTime,
} from '@iding/domain';
import type { CartState } from '../../../stores/cart-store';
import type { CheckoutValues } from './checkout-schema';
import { toInvoiceRequest } from './invoice-fields';

/** "YYYY-MM-DD HH:MM:00" for a reserved pickup (spec §9 order time suffix :00), null for as soon as possible. */
export function targetTime(values: Pick<CheckoutValues, 'when' | 'date' | 'time'>): string | null {
  return values.when === 'reserve' && values.date && values.time ? `${values.date} ${values.time}:00` : null;
}

/**
 * The order-type block of the request (spec §5): a target time only where the type and tab
 * send one (a dine-in reservation always reserves), the table number only for ready-for-seat, the party size
 * for reservation and waiting, the recipient and address for 宅配 / 外送. Unused fields are left out.
 */
export function orderTypeFields(
  values: CheckoutValues,
): Pick<
  CheckOrderRequest,
  'target_time' | 'order_tab_type' | 'table_number' | 'party_size' | 'shipping_infos'
> {
  const type = Number(values.orderType);
  const tab = type === OrderType.DINE_IN ? values.tab : null;
  const when = tab === 'reservation' ? 'reserve' : values.when;
  const fields: ReturnType<typeof orderTypeFields> = {
    target_time: sendsTargetTime(type, tab) ? targetTime({ ...values, when }) : null,
  };
  if (tab) fields.order_tab_type = tab;
  if (sendsTableNumber(type, tab)) fields.table_number = values.tableNumber.trim();
  if (needsPartySize(type, tab)) fields.party_size = Number(values.partySize);
  if (type === OrderType.SHIP || type === OrderType.DELIVERY) {
    fields.shipping_infos = {
      recipient: values.recipient.trim(),
      phone: values.recipientPhone.trim(),
      shipping_city: values.city,
      shipping_district: values.district,
      shipping_address: values.address.trim(),
      shipping_floor: values.floor.trim(),
    };
  }
  return fields;
}

/**
 * The check_order body of the cart and the form; `customItemIds` the store custom items chosen on the cart
 * page, sent as custom_item_ids; `coupons` the coupons chosen, in their order (id, plus code for a promo code:
 * spec §7; utils/chosen-coupons.ts couponsToSend leaves out the ones the server removed); a set meal's
 * lines carry their slot picks (collections).
 */
export function buildCheckOrderRequest(
  sid: string,
  cart: Pick<CartState, 'items' | 'menu_version'>,
  values: CheckoutValues,
  fallbackMenuVersion: number,
  quoteId: string | null = null,
  customItemIds: string[] = [],
  coupons: CouponRef[] = [],
): CheckOrderRequest {
  return {
    app_version: APP_VERSION,
    device_id: DEVICE_ID,
    identifier: sid,
    menu_version: cart.menu_version ?? fallbackMenuVersion,
    order_type: Number(values.orderType),
    payment_type: Number(values.payment),
    ...orderTypeFields(values),
    // 外送: the quote whose fee the server adds; only for 外送.
    ...(Number(values.orderType) === OrderType.DELIVERY && quoteId ? { quote_id: quoteId } : {}),
    coupons,
    custom_item_ids: customItemIds,
    // 發票.
    ...toInvoiceRequest(values),
    cart: {
      items: cart.items.map((item) => ({
        id: item.id,
        quantity: item.quantity,
        memo: item.memo,
        options: item.options.map((o) => ({ id: o.id, quantity: o.quantity })),
        ...(item.collections?.length ? { collections: collectionInputs(item.collections) } : {}),
      })),
    },
    // 點數折抵: not offered on the cart yet (the server redeems only what is asked).
    point_redeem: 0,
  };
}

export function buildCreateOrderRequest(
  check: CheckOrderRequest,
  values: CheckoutValues,
): CreateOrderRequest {
  return { ...check, name: values.name.trim(), phone: values.phone.trim(), memo: values.memo.trim() };
}
