/**
 * Order draft (spec §3 "Order draft"): what the diner chose at checkout.
 * orderChecking / orderSending are the busy flags of spec §4 ("Checking and sending each have a busy flag").
 *
 * Persistence (never lose what the diner did), localStorage key `orderDraft`:
 * - contactBase (the name and phone of the last order) is kept for good, so a returning diner does not type
 *   them again;
 * - the draft itself — order type, asap/reserve, date, time, memo, payment, the contact being typed and the
 *   發票 chosen (kind and carrier / 統一編號 / 公司抬頭 / 愛心碼 as typed) and the coupons chosen — lives as long as the cart it
 *   belongs to (`cartIdentifier`): it survives reload, back and forward, and is dropped when that cart is
 *   emptied (an order sent, the last line removed, a new cart started) here or in another tab.
 *   localStorage rather than sessionStorage because the cart is in localStorage: a draft that outlived its tab
 *   while the cart did not would be lost by the very thing the cart survives (closing the tab), and two tabs
 *   showing one cart should show one draft. The busy flags and currentOrderId are never persisted.
 */
import { CART_STORAGE_KEY, type InvoiceType, OrderType, PaymentType } from '@iding/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { type CartState, useCart } from './cart-store';
import type { InvoiceChoice } from './invoice-store';

export type OrderTimeChoice = 'asap' | 'reserve';

/**
 * A coupon the diner chose on the cart (spec §3 Coupon state confirmedCoupons; spec §3 Coupon / discount entry:
 * id, code for a promo code, apply_to, removed, message). `removed`: the server's last check_order answered it
 * in remove_coupons, with `message` saying why (spec §4 Coupons); a removed coupon is never sent with the order.
 */
export interface ConfirmedCoupon {
  id: string;
  /** The promo code typed (PROMO_CODE coupons only); sent with the id. */
  code: string | null;
  name: string;
  /** spec §3 Discount source. */
  apply_to: number;
  removed: boolean;
  message: string;
}

/** The contact typed at checkout (not yet sent). */
export interface DraftContact {
  name: string;
  phone: string;
}

export interface OrderDraftState {
  orderType: number;
  orderTimeChoice: OrderTimeChoice;
  /** "YYYY-MM-DD", Asia/Taipei. */
  orderDate: string;
  /** "HH:MM" as the checkout's time select holds it; sent as "HH:MM:00" (spec §3, order-request.ts). */
  orderTime: string;
  orderMemo: string;
  paymentType: number;
  /** The name and phone being typed for this cart; null until the diner types (contactBase fills in). */
  contact: DraftContact | null;
  /** Store identifier of the cart this draft belongs to; null when there is no draft. */
  cartIdentifier: string | null;
  /** Ids of the store's custom items chosen on the cart page (spec §3 customItems). */
  customItems: string[];
  /** The coupons chosen on the cart page, in the order chosen (spec §3 Coupon state confirmedCoupons). */
  coupons: ConfirmedCoupon[];
  /**
   * 發票 as the diner chose and typed it at this checkout (value not yet normalised); null until the diner
   * touches the 發票 section, and then the remembered carrier (stores/invoice-store.ts, the member's from the
   * server) is what the section starts on.
   */
  invoice: InvoiceChoice | null;
  contactBase: { name: string; phone: string };
  /** The address this browser last sent a 外送 / 宅配 order to (kept for good, like contactBase). */
  lastShipping: { city: string; district: string; address: string; floor: string } | null;
  orderChecking: boolean;
  orderSending: boolean;
  currentOrderId: string | null;
  update(patch: Partial<Omit<OrderDraftState, 'update'>>): void;
}

/** The draft's own fields (what is kept for the cart's lifetime). */
export type DraftFields = Pick<
  OrderDraftState,
  | 'orderType'
  | 'orderTimeChoice'
  | 'orderDate'
  | 'orderTime'
  | 'orderMemo'
  | 'paymentType'
  | 'contact'
  | 'cartIdentifier'
  | 'customItems'
  | 'coupons'
  | 'invoice'
>;

/** The draft's choices as a fresh cart starts them. */
export const EMPTY_DRAFT: DraftFields = {
  orderType: OrderType.TAKEAWAY,
  orderTimeChoice: 'asap',
  orderDate: '',
  orderTime: '',
  orderMemo: '',
  paymentType: PaymentType.CASH,
  contact: null,
  cartIdentifier: null,
  customItems: [],
  coupons: [],
  invoice: null,
};

/** The checkout form's values as the form holds them (strings; see features/cart/utils/checkout-schema.ts). */
export interface CheckoutDraftValues {
  orderType?: string;
  when?: string;
  date?: string;
  time?: string;
  name?: string;
  phone?: string;
  memo?: string;
  payment?: string;
  invoiceType?: InvoiceType;
  invoiceValue?: string;
  companyTitle?: string;
}

/**
 * The draft fields for checkout `values` typed for the cart of store `cartIdentifier` (numbers parsed; an
 * unparsable order type or payment keeps `current`'s). The 發票 fields join the draft once `invoiceTouched`
 * (the diner changed one of them) and follow the form from then on; before, the draft holds none, so the
 * section keeps starting on the remembered carrier.
 */
export function draftFromValues(
  values: CheckoutDraftValues,
  cartIdentifier: string,
  current: DraftFields,
  invoiceTouched = false,
): DraftFields {
  const kept = current.invoice ?? null;
  const invoice =
    (kept || invoiceTouched) && values.invoiceType
      ? {
          invoiceType: values.invoiceType,
          invoiceValue: values.invoiceValue ?? '',
          companyTitle: values.companyTitle ?? '',
        }
      : kept;
  const num = (v: string | undefined, fallback: number) => {
    const n = Number(v);
    return v !== undefined && v !== '' && Number.isInteger(n) ? n : fallback;
  };
  return {
    orderType: num(values.orderType, current.orderType),
    orderTimeChoice: values.when === 'reserve' ? 'reserve' : 'asap',
    orderDate: values.date ?? '',
    orderTime: values.time ?? '',
    orderMemo: values.memo ?? '',
    paymentType: num(values.payment, current.paymentType),
    contact: { name: values.name ?? '', phone: values.phone ?? '' },
    cartIdentifier,
    // Chosen outside the form (the cart page's 加購 section); kept as they are.
    customItems: current.customItems ?? [],
    coupons: current.coupons ?? [],
    invoice,
  };
}

/** True when a draft for `draftCart` no longer has its cart: the cart is empty or belongs to another store. */
export function draftOutlivedCart(
  draftCart: string | null,
  cart: Pick<CartState, 'identifier' | 'items'>,
): boolean {
  return draftCart !== null && (cart.items.length === 0 || cart.identifier !== draftCart);
}

export const useOrderDraft = create<OrderDraftState>()(
  persist(
    (set) => ({
      ...EMPTY_DRAFT,
      contactBase: { name: '', phone: '' },
      lastShipping: null,
      orderChecking: false,
      orderSending: false,
      currentOrderId: null,
      update: (patch) => set(patch),
    }),
    {
      name: 'orderDraft',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ orderChecking, orderSending, currentOrderId, update, ...kept }) => kept,
    },
  ),
);

/**
 * Keeps the checkout form's `values` as the draft of the cart of store `cartIdentifier` (called as they
 * change; `invoiceTouched` when the change is the diner's to a 發票 field, see draftFromValues).
 */
export function saveCheckoutDraft(
  values: CheckoutDraftValues,
  cartIdentifier: string,
  invoiceTouched = false,
): void {
  const draft = useOrderDraft.getState();
  draft.update(draftFromValues(values, cartIdentifier, draft, invoiceTouched));
}

/** Drops the draft when its cart is gone (checked at start, on every cart change, and after another tab's). */
function dropDraftWithoutCart(): void {
  const draft = useOrderDraft.getState();
  if (draftOutlivedCart(draft.cartIdentifier, useCart.getState())) draft.update(EMPTY_DRAFT);
}

dropDraftWithoutCart();
useCart.subscribe(dropDraftWithoutCart);
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === 'orderDraft' || event.key === null) void useOrderDraft.persist.rehydrate();
    else if (event.key === CART_STORAGE_KEY) dropDraftWithoutCart();
  });
}
