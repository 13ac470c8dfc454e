/**
 * The local cart (spec §3 "Cart", spec §4 "Cart"), persisted in localStorage under key `cart` (spec §9).
 * The rules are pure functions so they can be unit-tested without a browser:
 * - create appends a line; edit replaces the line at its index, only when the index is an integer;
 * - totals and per-entree quantities (selected_entree_map) are recomputed after every change;
 * - the cart is cleared when its own store's menu version changes, and when the route carries a `uuid`
 *   query and the cart was last modified CART_EXPIRY_SECONDS (3 h) or more ago;
 * - browsing never clears it: another store's menu leaves it as it is, and the spec §4
 *   store-changed clear happens only when the diner adds an item there and agrees to a new cart (startNew);
 * - another tab's change (an order sent there empties the cart) is read back through the `storage` event.
 * Prices are display only: lines are priced with the domain's priceCartLine, the server reprices on check.
 */
import {
  CART_EXPIRY_SECONDS,
  CART_STORAGE_KEY,
  lineTotal,
  MAX_ITEM_QUANTITY,
  type PricedCartItem,
  sumCart,
} from '@iding/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface CartState {
  items: PricedCartItem[];
  /** Entree id → total quantity over all lines. */
  selected_entree_map: Record<string, number>;
  /** Store the cart belongs to. */
  identifier: string | null;
  /** Menu version the lines were priced with. */
  menu_version: number | null;
  /** Epoch seconds of the last change. */
  modify_time: number;
  /** TWD. */
  total: number;
}

export const EMPTY_CART: CartState = {
  items: [],
  selected_entree_map: {},
  identifier: null,
  menu_version: null,
  modify_time: 0,
  total: 0,
};

/** A change to the cart (spec §3 modes create / edit). */
export type CartChange =
  | { mode: 'create'; item: PricedCartItem }
  | { mode: 'edit'; index: number; item: PricedCartItem };

/** Why a cart was cleared on its own store's menu (spec §4; a store change clears only on the diner's word). */
export type CartClearReason = 'menu_changed' | 'expired';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Renumbers lines (index and sort_index 0..n-1) and recomputes the total (TWD) and per-entree quantities with
 * the domain's sumCart (spec §4 Cart; summed in integer cents, the server's arithmetic).
 */
export function recompute(
  items: PricedCartItem[],
): Pick<CartState, 'items' | 'selected_entree_map' | 'total'> {
  const { selected_entree_map, total } = sumCart(items);
  return {
    items: items.map((item, index) => ({ ...item, index, sort_index: index })),
    selected_entree_map,
    total,
  };
}

/**
 * Applies a create or edit (spec §4). An edit whose index is not an integer line index changes nothing.
 * @param now epoch seconds, stored as modify_time
 */
export function applyChange(state: CartState, change: CartChange, now: number): CartState {
  const items = [...state.items];
  if (change.mode === 'create') {
    items.push(change.item);
  } else {
    if (!Number.isInteger(change.index) || change.index < 0 || change.index >= items.length) return state;
    items[change.index] = change.item;
  }
  return { ...state, ...recompute(items), modify_time: now };
}

/** Sets a line's quantity (1–99); total = unit price × quantity (the domain's lineTotal). Out-of-range changes nothing. */
export function setLineQuantity(state: CartState, index: number, quantity: number, now: number): CartState {
  const line = state.items[index];
  if (!line || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_ITEM_QUANTITY) return state;
  const total = lineTotal(line.subtotal, quantity);
  return applyChange(state, { mode: 'edit', index, item: { ...line, quantity, total } }, now);
}

/** Removes the line at `index`. */
export function removeLine(state: CartState, index: number, now: number): CartState {
  if (!state.items[index]) return state;
  return { ...state, ...recompute(state.items.filter((_, i) => i !== index)), modify_time: now };
}

/**
 * The whole cart replaced by a server-priced one (order again, spec §7 GET /api/orders/{orderId}/again): its
 * lines, store and menu version; whatever the cart held before (any store) is dropped. Lines are renumbered
 * and the total (TWD) and per-entree quantities recomputed like after any change.
 * @param now epoch seconds, stored as modify_time
 */
export function replaceCart(
  cart: { items: PricedCartItem[]; identifier: string; menu_version: number },
  now: number,
): CartState {
  return {
    ...EMPTY_CART,
    ...recompute(cart.items),
    identifier: cart.identifier,
    menu_version: cart.menu_version,
    modify_time: now,
  };
}

/** True when the cart holds lines of a store other than `identifier` (adding here asks first). */
export function holdsOtherStore(state: Pick<CartState, 'identifier' | 'items'>, identifier: string): boolean {
  return state.items.length > 0 && state.identifier !== identifier;
}

/**
 * spec §4: why this cart must be cleared for the store/menu being shown, or null to keep it.
 * An empty cart is never "cleared" (no snackbar for nothing), nor is a cart of another store.
 */
export function staleReason(
  state: CartState,
  ctx: { identifier: string; menuVersion: number; hasUuidQuery: boolean; now: number },
): CartClearReason | null {
  if (state.items.length === 0) return null;
  if (state.identifier !== ctx.identifier) return null;
  if (state.menu_version !== ctx.menuVersion) return 'menu_changed';
  if (ctx.hasUuidQuery && ctx.now - state.modify_time >= CART_EXPIRY_SECONDS) return 'expired';
  return null;
}

/**
 * Binds the cart to the store and menu version on screen (spec §4): a stale cart is emptied and the reason
 * returned (for the snackbar); an empty cart just takes the new identifier and version; a cart holding another
 * store's lines is kept as it is (browsing never clears a cart).
 */
export function reconcile(
  state: CartState,
  ctx: { identifier: string; menuVersion: number; hasUuidQuery: boolean; now: number },
): { state: CartState; reason: CartClearReason | null } {
  if (holdsOtherStore(state, ctx.identifier)) return { state, reason: null };
  const reason = staleReason(state, ctx);
  if (reason || state.items.length === 0) {
    const bound = state.identifier === ctx.identifier && state.menu_version === ctx.menuVersion;
    if (!reason && bound) return { state, reason: null };
    return {
      state: {
        ...EMPTY_CART,
        identifier: ctx.identifier,
        menu_version: ctx.menuVersion,
        modify_time: ctx.now,
      },
      reason,
    };
  }
  return { state, reason: null };
}

interface CartActions {
  /** Binds to the store/menu version on screen; returns why the cart was cleared, if it was. */
  reconcile(identifier: string, menuVersion: number, hasUuidQuery: boolean): CartClearReason | null;
  change(change: CartChange): void;
  setQuantity(index: number, quantity: number): void;
  remove(index: number): void;
  /** Empties the cart (after an order, or when the server says the menu changed). */
  clear(): void;
  /**
   * A new, empty cart for `identifier` at `menuVersion`, whatever store the cart held: the spec §4 store-changed
   * clear, run once the diner agreed to replace the cart (建立新購物車).
   */
  startNew(identifier: string, menuVersion: number): void;
  /** Replaces the whole cart with a server-priced one (order again; see replaceCart). */
  replace(cart: { items: PricedCartItem[]; identifier: string; menu_version: number }): void;
}

export type CartStore = CartState & CartActions;

/** The persisted cart store (localStorage key `cart`, spec §9). */
export const useCart = create<CartStore>()(
  persist(
    (set, get) => ({
      ...EMPTY_CART,
      reconcile(identifier, menuVersion, hasUuidQuery) {
        const result = reconcile(get(), { identifier, menuVersion, hasUuidQuery, now: nowSeconds() });
        if (result.state !== get()) set(result.state);
        return result.reason;
      },
      change: (change) => set((s) => applyChange(s, change, nowSeconds())),
      setQuantity: (index, quantity) => set((s) => setLineQuantity(s, index, quantity, nowSeconds())),
      remove: (index) => set((s) => removeLine(s, index, nowSeconds())),
      clear: () =>
        set((s) => ({
          ...EMPTY_CART,
          identifier: s.identifier,
          menu_version: s.menu_version,
          modify_time: nowSeconds(),
        })),
      startNew: (identifier, menuVersion) =>
        set({ ...EMPTY_CART, identifier, menu_version: menuVersion, modify_time: nowSeconds() }),
      replace: (cart) => set(replaceCart(cart, nowSeconds())),
    }),
    {
      name: CART_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ items, selected_entree_map, identifier, menu_version, modify_time, total }) => ({
        items,
        selected_entree_map,
        identifier,
        menu_version,
        modify_time,
        total,
      }),
    },
  ),
);

// Another tab changed the cart (an order sent there empties it): read it back, so this tab
// never shows or sends lines that are gone. `key` null means that tab cleared the whole storage.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) void useCart.persist.rehydrate();
  });
}

/**
 * How many of each entree the cart of `identifier` holds (selected_entree_map: entree id → quantity), or
 * undefined when that cart is empty or belongs to another store. A selector's value that stays `undefined`
 * while nothing is ordered, so binding an empty cart to the store on screen (reconcile: a new empty map) is
 * no change to the menu's cards (it re-rendered the page and every card after the first paint).
 */
export function cartEntreeCounts(
  state: CartState,
  identifier: string,
): Readonly<Record<string, number>> | undefined {
  return state.identifier === identifier && state.items.length > 0 ? state.selected_entree_map : undefined;
}

/** One empty array for every "no lines here", so a selector's value does not change while nothing is in it. */
const NO_ITEMS: CartState['items'] = [];

/** The lines of the cart of `identifier`: none when the cart belongs to another store (NO_ITEMS). */
export function cartItems(state: CartState, identifier: string): CartState['items'] {
  return state.identifier === identifier ? state.items : NO_ITEMS;
}

/** The total of the cart of `identifier`, whole TWD (0 when the cart belongs to another store). */
export function cartTotal(state: CartState, identifier: string): number {
  return state.identifier === identifier ? state.total : 0;
}

/** Number of cups/items in the cart of `identifier` (0 when the cart belongs to another store). */
export function cartCount(state: CartState, identifier: string): number {
  return state.identifier === identifier ? state.items.reduce((n, i) => n + i.quantity, 0) : 0;
}
