/**
 * Builds the check_order / order bodies from the cart and the checkout form (spec §7). Prices are left out:
 * the server reprices every line (DESIGN.md "Money").
 */
import { APP_VERSION, type CheckOrderRequest, type CreateOrderRequest, DEVICE_ID } from '@iding/domain';
import type { CartState } from '../../../stores/cart-store';
import type { CheckoutValues } from './checkout-schema';
import { toInvoiceRequest } from './invoice-fields';

/** "YYYY-MM-DD HH:MM:00" for a reserved pickup (spec §9 order time suffix :00), null for as soon as possible. */
export function targetTime(values: Pick<CheckoutValues, 'when' | 'date' | 'time'>): string | null {
  return values.when === 'reserve' && values.date && values.time ? `${values.date} ${values.time}:00` : null;
}

export function buildCheckOrderRequest(
  sid: string,
  cart: Pick<CartState, 'items' | 'menu_version'>,
  values: CheckoutValues,
  fallbackMenuVersion: number,
): CheckOrderRequest {
  return {
    app_version: APP_VERSION,
    device_id: DEVICE_ID,
    identifier: sid,
    menu_version: cart.menu_version ?? fallbackMenuVersion,
    order_type: Number(values.orderType),
    payment_type: Number(values.payment),
    target_time: targetTime(values),
    table_number: null,
    coupons: [],
    custom_item_ids: [],
    // 發票 (issue #12 §4).
    ...toInvoiceRequest(values),
    cart: {
      items: cart.items.map((item) => ({
        id: item.id,
        quantity: item.quantity,
        memo: item.memo,
        options: item.options.map((o) => ({ id: o.id, quantity: o.quantity })),
      })),
    },
  };
}

export function buildCreateOrderRequest(
  check: CheckOrderRequest,
  values: CheckoutValues,
): CreateOrderRequest {
  return { ...check, name: values.name.trim(), phone: values.phone.trim(), memo: values.memo.trim() };
}
