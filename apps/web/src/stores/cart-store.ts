/**
 * The local cart (spec §3 "Cart", spec §4 "Cart"), persisted in localStorage under key `cart` (spec §9).
 * The rules are pure functions so they can be unit-tested without a browser:
 * - create appends a line; edit replaces the line at its index, only when the index is an integer;
 * - totals and per-entree quantities (selected_entree_map) are recomputed after every change;
 * - when its own store publishes a new menu version, the lines the new menu still prices are kept at its
 *   prices and the others removed, and the diner is told which (docs/decisions/029); the cart is cleared
 *   when the route carries a `uuid` query and it was last modified CART_EXPIRY_SECONDS (3 h) or more ago;
 * - browsing never clears it: another store's menu leaves it as it is, and the spec §4
 *   store-changed clear happens only when the diner adds an item there and agrees to a new cart (startNew);
 * - another tab's change (an order sent there empties the cart) is read back through the `storage` event.
 * Prices are display only: lines are priced with the domain's priceCartLine, the server reprices on check.
 */
import {
  CART_EXPIRY_SECONDS,
  CART_STORAGE_KEY,
  type CartLineInput,
  collectionInputs,
  lineTotal,
  MAX_ITEM_QUANTITY,
  type MenuIndex,
  type PricedCartItem,
  priceAvailableLines,
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

/**
 * What binding a cart to its store's menu did to it (spec §4 Cart, as docs/decisions/029 reads it):
 * - `expired`: a `uuid` route and a cart untouched for 3 h; the cart was emptied;
 * - `menu_changed`: the store published a new menu version. Lines the new menu still prices are kept (at its
 *   price); `removed` names the lines it cannot price any more (gone, options or set-meal slots changed) and
 *   `repriced` the kept lines whose unit price changed (TWD); reconcile gives no notice when both are empty.
 */
export type CartBindNotice =
  | { kind: 'expired' }
  | { kind: 'menu_changed'; removed: string[]; repriced: { name: string; subtotal: number }[] };

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

/** How a bind looks at the cart: the store and menu on screen, the route's `uuid` query, now (epoch seconds). */
export interface BindContext {
  identifier: string;
  menuVersion: number;
  /** The menu of `menuVersion`, indexed (indexMenu): a cart of an older version is priced again on it. */
  menuIndex: MenuIndex;
  hasUuidQuery: boolean;
  now: number;
}

/** spec §4: a cart of the store on screen untouched for 3 h, under a `uuid` route, is emptied. */
export function isExpired(
  state: CartState,
  ctx: Pick<BindContext, 'identifier' | 'hasUuidQuery' | 'now'>,
): boolean {
  return (
    state.items.length > 0 &&
    state.identifier === ctx.identifier &&
    ctx.hasUuidQuery &&
    ctx.now - state.modify_time >= CART_EXPIRY_SECONDS
  );
}

/**
 * The cart's lines priced again on a newer menu (docs/decisions/029): each line as the diner chose it (entree,
 * options, set-meal picks, quantity, memo) through the domain's pricing, the server's rules. Sold-out is not
 * applied: it is temporary, the menu shows it and check_order refuses it (as the member's server cart does).
 * modify_time is left as it was: a new menu is not the diner's change.
 */
export function repriceOnMenu(
  state: CartState,
  menuIndex: MenuIndex,
  menuVersion: number,
): { state: CartState; notice: Extract<CartBindNotice, { kind: 'menu_changed' }> } {
  const inputs: CartLineInput[] = state.items.map((line) => ({
    id: line.id,
    quantity: line.quantity,
    memo: line.memo,
    options: line.options.map((o) => ({ id: o.id, quantity: o.quantity })),
    collections: collectionInputs(line.collections),
  }));
  const { cart, kept, dropped } = priceAvailableLines(menuIndex, inputs);
  const repriced = cart.items
    .filter((item, k) => item.subtotal !== state.items[kept[k]!]!.subtotal)
    .map((item) => ({ name: item.name, subtotal: item.subtotal }));
  const removed = dropped.map((d) => state.items[d.index]!.name);
  return {
    state: { ...state, ...recompute(cart.items), menu_version: menuVersion },
    notice: { kind: 'menu_changed', removed, repriced },
  };
}

/**
 * Binds the cart to the store and menu version on screen (spec §4 Cart, docs/decisions/029):
 * - a cart holding another store's lines is kept as it is (browsing never clears a cart);
 * - an expired cart (isExpired) is emptied;
 * - a cart of an older menu version keeps the lines the new menu prices (repriceOnMenu); the notice says
 *   what was removed or repriced, and is null when nothing the diner chose changed;
 * - an empty cart just takes the store and version.
 */
export function reconcile(
  state: CartState,
  ctx: BindContext,
): { state: CartState; notice: CartBindNotice | null } {
  if (holdsOtherStore(state, ctx.identifier)) return { state, notice: null };
  const bound = state.identifier === ctx.identifier && state.menu_version === ctx.menuVersion;
  if (isExpired(state, ctx)) {
    return { state: emptyCartOf(ctx), notice: { kind: 'expired' } };
  }
  if (state.items.length === 0) return { state: bound ? state : emptyCartOf(ctx), notice: null };
  if (bound) return { state, notice: null };
  const result = repriceOnMenu(state, ctx.menuIndex, ctx.menuVersion);
  const { removed, repriced } = result.notice;
  return { state: result.state, notice: removed.length + repriced.length > 0 ? result.notice : null };
}

function emptyCartOf(ctx: Pick<BindContext, 'identifier' | 'menuVersion' | 'now'>): CartState {
  return { ...EMPTY_CART, identifier: ctx.identifier, menu_version: ctx.menuVersion, modify_time: ctx.now };
}

interface CartActions {
  /** Binds to the store/menu on screen (reconcile); returns what the diner should be told, if anything. */
  reconcile(ctx: Omit<BindContext, 'now'>): CartBindNotice | null;
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
      reconcile(ctx) {
        const result = reconcile(get(), { ...ctx, now: nowSeconds() });
        if (result.state !== get()) set(result.state);
        return result.notice;
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
