/** Cart rules of spec §4 "Cart" (pure functions; no DOM). */
import { CART_EXPIRY_SECONDS, indexMenu, type Menu } from '@iding/domain';
import { describe, expect, it } from 'vitest';
import { LARGE, line, SALAD, TEA, testMenu, testMenuIndex } from '../test/cart-factories';
import {
  applyChange,
  type CartState,
  cartCount,
  cartEntreeCounts,
  cartItems,
  cartTotal,
  EMPTY_CART,
  holdsOtherStore,
  isExpired,
  reconcile,
  removeLine,
  replaceCart,
  setLineQuantity,
} from './cart-store';

const bound: CartState = { ...EMPTY_CART, identifier: '50lan-xinyi', menu_version: 1 };

describe('cart create / edit (spec §4)', () => {
  it('create appends and recomputes the total and per-entree quantities', () => {
    let s = applyChange(bound, { mode: 'create', item: line(TEA, 2) }, 100);
    s = applyChange(s, { mode: 'create', item: line(TEA, 1, [LARGE]) }, 101);
    s = applyChange(s, { mode: 'create', item: line(SALAD, 3) }, 102);
    expect(s.items.map((i) => i.index)).toEqual([0, 1, 2]);
    expect(s.items.map((i) => i.sort_index)).toEqual([0, 1, 2]);
    expect(s.selected_entree_map).toEqual({ [TEA]: 3, [SALAD]: 3 });
    // 100 + 60 + 106.8, summed in cents: no 266.79999.
    expect(s.total).toBe(266.8);
    expect(s.modify_time).toBe(102);
  });

  it('edit replaces the line at its index', () => {
    const s = applyChange(
      applyChange(bound, { mode: 'create', item: line(TEA, 1) }, 1),
      { mode: 'create', item: line(SALAD, 1) },
      2,
    );
    const edited = applyChange(s, { mode: 'edit', index: 0, item: line(TEA, 4, [LARGE]) }, 3);
    expect(edited.items).toHaveLength(2);
    expect(edited.items[0]).toMatchObject({ id: TEA, quantity: 4, total: 240, index: 0 });
    expect(edited.items[1]).toMatchObject({ id: SALAD, index: 1 });
    expect(edited.total).toBe(275.6);
    expect(edited.selected_entree_map).toEqual({ [TEA]: 4, [SALAD]: 1 });
  });

  it('edit with an index that is not an integer line index changes nothing', () => {
    const s = applyChange(bound, { mode: 'create', item: line(TEA, 1) }, 1);
    for (const bad of [0.5, Number.NaN, -1, 1, 7]) {
      expect(applyChange(s, { mode: 'edit', index: bad, item: line(SALAD, 1) }, 2)).toBe(s);
    }
  });

  it('quantity changes reprice the line in cents and stay within 1–99', () => {
    const s = applyChange(bound, { mode: 'create', item: line(SALAD, 1) }, 1);
    const three = setLineQuantity(s, 0, 3, 2);
    expect(three.items[0]).toMatchObject({ quantity: 3, total: 106.8 });
    expect(three.total).toBe(106.8);
    expect(three.selected_entree_map).toEqual({ [SALAD]: 3 });
    expect(setLineQuantity(s, 0, 0, 2)).toBe(s);
    expect(setLineQuantity(s, 0, 100, 2)).toBe(s);
    expect(setLineQuantity(s, 5, 2, 2)).toBe(s);
  });

  it('remove drops the line and renumbers the rest', () => {
    let s = applyChange(bound, { mode: 'create', item: line(TEA, 1) }, 1);
    s = applyChange(s, { mode: 'create', item: line(SALAD, 2) }, 2);
    const removed = removeLine(s, 0, 3);
    expect(removed.items).toHaveLength(1);
    expect(removed.items[0]).toMatchObject({ id: SALAD, index: 0 });
    expect(removed.total).toBe(71.2);
    expect(removed.selected_entree_map).toEqual({ [SALAD]: 2 });
    expect(removed.modify_time).toBe(3);
  });

  it('counts items only for the store the cart belongs to', () => {
    const s = applyChange(bound, { mode: 'create', item: line(TEA, 2) }, 1);
    expect(cartCount(s, '50lan-xinyi')).toBe(2);
    expect(cartCount(s, 'comebuy-zhongzheng')).toBe(0);
  });

  it("gives the lines and total of this store's cart, and none of another store's", () => {
    const s = applyChange(bound, { mode: 'create', item: line(TEA, 2) }, 1);
    expect(cartItems(s, '50lan-xinyi')).toBe(s.items);
    expect(cartTotal(s, '50lan-xinyi')).toBe(s.total);
    expect(s.total).toBeGreaterThan(0);
    expect(cartItems(s, 'comebuy-zhongzheng')).toEqual([]);
    expect(cartTotal(s, 'comebuy-zhongzheng')).toBe(0);
    // The same empty array each time: a selector reading another store's cart never sees a change.
    expect(cartItems(s, 'comebuy-zhongzheng')).toBe(cartItems(EMPTY_CART, '50lan-xinyi'));
  });

  it("gives the per-entree counts of this store's cart only while it holds lines", () => {
    const s = applyChange(bound, { mode: 'create', item: line(TEA, 2) }, 1);
    expect(cartEntreeCounts(s, '50lan-xinyi')).toEqual({ [TEA]: 2 });
    expect(cartEntreeCounts(s, 'comebuy-zhongzheng')).toBeUndefined();
    // An empty cart, bound or not: undefined either way, so binding it changes nothing the menu reads.
    expect(cartEntreeCounts(EMPTY_CART, '50lan-xinyi')).toBeUndefined();
    expect(cartEntreeCounts(bound, '50lan-xinyi')).toBeUndefined();
  });
});

describe('binding the cart to its menu (spec §4, docs/decisions/029)', () => {
  const s = { ...applyChange(bound, { mode: 'create', item: line(TEA, 1) }, 1000) };
  const ctx = {
    identifier: '50lan-xinyi',
    menuVersion: 1,
    menuIndex: testMenuIndex,
    hasUuidQuery: false,
    now: 1000 + 4 * 3600,
  };
  /** testMenu with `change` applied to a copy of its one category's entrees. */
  const menuWith = (change: (entrees: Menu['categories'][number]['entrees']) => typeof entrees) => {
    const entrees = structuredClone(testMenu.categories[0]!.entrees);
    return indexMenu({ categories: [{ ...testMenu.categories[0]!, entrees: change(entrees) }] });
  };

  it('keeps a cart of the same store and menu version', () => {
    expect(reconcile(s, ctx)).toEqual({ state: s, notice: null });
  });

  it('keeps a cart of another store as it is: browsing never clears it', () => {
    const other = { ...ctx, identifier: '50lan-daan', menuVersion: 7, hasUuidQuery: true };
    expect(reconcile(s, other)).toEqual({ state: s, notice: null });
    expect(holdsOtherStore(s, '50lan-daan')).toBe(true);
    expect(holdsOtherStore(s, '50lan-xinyi')).toBe(false);
    expect(holdsOtherStore(EMPTY_CART, '50lan-daan')).toBe(false);
  });

  it('binds an empty cart of another store to the store on screen', () => {
    const r = reconcile({ ...bound, identifier: '50lan-daan' }, ctx);
    expect(r.notice).toBeNull();
    expect(r.state).toMatchObject({ items: [], identifier: '50lan-xinyi', menu_version: 1 });
  });

  it('keeps every line, silently, when a new menu version prices them the same (a new photo, another price)', () => {
    let cart = applyChange(s, { mode: 'create', item: line(TEA, 2, [LARGE]) }, 1001);
    cart = applyChange(cart, { mode: 'create', item: { ...line(SALAD, 1), memo: '不要醬' } }, 1002);
    const r = reconcile(cart, { ...ctx, menuVersion: 2 });
    expect(r.notice).toBeNull();
    expect(r.state.menu_version).toBe(2);
    expect(r.state.items).toEqual(cart.items);
    expect(r.state.total).toBe(cart.total);
    // A new menu is not the diner's change: the 3-hour clock is not reset.
    expect(r.state.modify_time).toBe(cart.modify_time);
  });

  it('removes only the lines the new menu cannot price, and names them', () => {
    const cart = applyChange(s, { mode: 'create', item: line(SALAD, 2) }, 1001);
    const noSalad = menuWith((entrees) => entrees.filter((e) => e.id !== SALAD));
    const r = reconcile(cart, { ...ctx, menuVersion: 2, menuIndex: noSalad });
    expect(r.notice).toEqual({ kind: 'menu_changed', removed: ['沙拉'], repriced: [] });
    expect(r.state.items.map((i) => [i.id, i.quantity, i.index])).toEqual([[TEA, 1, 0]]);
    expect(r.state).toMatchObject({ total: 50, selected_entree_map: { [TEA]: 1 }, menu_version: 2 });
  });

  it('removes the line whose chosen option is gone; the same entree without it stays', () => {
    const cart = applyChange(s, { mode: 'create', item: line(TEA, 1, [LARGE]) }, 1001);
    const noLarge = menuWith((entrees) =>
      entrees.map((e) =>
        e.id === TEA ? { ...e, option_groups: [{ ...e.option_groups[0]!, options: [] }] } : e,
      ),
    );
    const r = reconcile(cart, { ...ctx, menuVersion: 2, menuIndex: noLarge });
    expect(r.notice).toEqual({ kind: 'menu_changed', removed: ['珍珠奶茶'], repriced: [] });
    expect(r.state.items).toHaveLength(1);
    expect(r.state.items[0]).toMatchObject({ id: TEA, options: [], total: 50 });
  });

  it('keeps a line whose price changed at the new price and says so', () => {
    const cart = applyChange(s, { mode: 'create', item: line(SALAD, 2) }, 1001);
    const dearer = menuWith((entrees) => entrees.map((e) => (e.id === TEA ? { ...e, price: 55 } : e)));
    const r = reconcile(cart, { ...ctx, menuVersion: 2, menuIndex: dearer });
    expect(r.notice).toEqual({
      kind: 'menu_changed',
      removed: [],
      repriced: [{ name: '珍珠奶茶', subtotal: 55 }],
    });
    expect(r.state.items.map((i) => i.total)).toEqual([55, 71.2]);
    expect(r.state.total).toBe(126.2);
  });

  it('empties the cart, naming every line, when none is left on the new menu', () => {
    const gone = indexMenu({ categories: [] });
    const r = reconcile(s, { ...ctx, menuVersion: 2, menuIndex: gone });
    expect(r.notice).toEqual({ kind: 'menu_changed', removed: ['珍珠奶茶'], repriced: [] });
    expect(r.state).toMatchObject({ items: [], selected_entree_map: {}, total: 0, menu_version: 2 });
  });

  it('clears under a uuid query when modified 3 hours or more ago, not before', () => {
    const expiry = { ...ctx, hasUuidQuery: true };
    expect(isExpired(s, { ...expiry, now: 1000 + CART_EXPIRY_SECONDS })).toBe(true);
    expect(reconcile(s, { ...expiry, now: 1000 + CART_EXPIRY_SECONDS }).notice).toEqual({ kind: 'expired' });
    expect(isExpired(s, { ...expiry, now: 1000 + CART_EXPIRY_SECONDS - 1 })).toBe(false);
    // Without the uuid query an old cart is kept.
    expect(isExpired(s, { ...ctx, now: 1000 + 10 * CART_EXPIRY_SECONDS })).toBe(false);
  });

  it('binds an empty cart to the store on screen without a notice', () => {
    const r = reconcile(EMPTY_CART, ctx);
    expect(r.notice).toBeNull();
    expect(r.state).toMatchObject({ identifier: '50lan-xinyi', menu_version: 1 });
    expect(reconcile(r.state, ctx).state).toBe(r.state);
  });
});

describe('cart replaced by an order-again cart (spec §7 …/again)', () => {
  it('takes the lines, store and menu version, dropping the previous cart of another store', () => {
    const old = applyChange(
      { ...EMPTY_CART, identifier: 'comebuy-zhongzheng', menu_version: 9 },
      { mode: 'create', item: line(SALAD, 5) },
      1,
    );
    // Lines as the server sends them: numbered from the order, not from 0.
    const again = [
      { ...line(TEA, 2, [LARGE]), index: 4, sort_index: 7 },
      { ...line(SALAD, 1), index: 9, sort_index: 9 },
    ];
    const s = replaceCart({ items: again, identifier: '50lan-xinyi', menu_version: 3 }, 50);
    expect(s.identifier).toBe('50lan-xinyi');
    expect(s.menu_version).toBe(3);
    expect(s.modify_time).toBe(50);
    expect(s.items.map((i) => [i.id, i.index, i.sort_index])).toEqual([
      [TEA, 0, 0],
      [SALAD, 1, 1],
    ]);
    expect(s.selected_entree_map).toEqual({ [TEA]: 2, [SALAD]: 1 });
    // (50 + 10) × 2 + 35.6, in cents.
    expect(s.total).toBe(155.6);
    expect(cartCount(s, 'comebuy-zhongzheng')).toBe(0);
    expect(old.items).toHaveLength(1);
  });

  it('an empty again-cart leaves an empty cart bound to the store', () => {
    const s = replaceCart({ items: [], identifier: '50lan-xinyi', menu_version: 3 }, 50);
    expect(s).toMatchObject({ items: [], total: 0, selected_entree_map: {}, identifier: '50lan-xinyi' });
  });
});
