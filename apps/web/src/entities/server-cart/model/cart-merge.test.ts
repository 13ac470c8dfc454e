/** Member server cart merge decisions (spec §4 "Cart"): pure functions, no DOM. */
import type { PricedCartItem, SaveCartResponse, ServerCart } from '@iding/domain';
import { describe, expect, it } from 'vitest';
import {
  applyChange,
  type CartState,
  EMPTY_CART,
  removeLine,
  setLineQuantity,
} from '../../../stores/cart-store';
import { LARGE, line, SALAD, TEA } from '../../../test/cart-factories';
import {
  cartFromServer,
  decideAfterSave,
  decideLoginMerge,
  dropRemovedLines,
  hasLinesFor,
  removedMessages,
  sameLineCounts,
  syncKey,
  toSetCartRequest,
} from './cart-merge';

const SID = '50lan-xinyi';
const GONE = '購物車內有已下架的品項，請重新選購';

const bound: CartState = { ...EMPTY_CART, identifier: SID, menu_version: 3, modify_time: 50 };
/** A local cart of SID with the given lines, last changed at `at` (epoch seconds). */
const localCart = (lines: PricedCartItem[], at: number): CartState =>
  lines.reduce(
    (s, item, i) => applyChange(s, { mode: 'create', item }, i === lines.length - 1 ? at : 0),
    bound,
  );

/** A server cart as GET /api/cart answers it (item_id per line). */
const serverCart = (
  lines: PricedCartItem[],
  modifyTime: number,
  extra: Partial<ServerCart> = {},
): ServerCart => {
  const local = localCart(lines, modifyTime);
  return {
    items: local.items.map((item, i) => ({ ...item, item_id: 900 + i })),
    selected_entree_map: local.selected_entree_map,
    identifier: SID,
    store_id: 7,
    menu_version: 3,
    modify_time: lines.length ? modifyTime : 0,
    total: local.total,
    removed_items: [],
    menu_version_changed: false,
    ...extra,
  };
};
const answer = (saved: boolean, server: ServerCart): SaveCartResponse => ({ ...server, saved });

describe('login merge', () => {
  it('local lines for this store are posted (the server keeps its copy only if newer)', () => {
    const local = localCart([line(TEA, 2)], 1_000);
    expect(decideLoginMerge(local, serverCart([], 0), SID)).toEqual({ kind: 'push' });
    expect(decideLoginMerge(local, serverCart([line(SALAD, 1)], 2_000), SID)).toEqual({ kind: 'push' });
  });

  it('an empty local cart adopts the server lines, repriced by the server, without item_id', () => {
    const server = serverCart([line(TEA, 1, [LARGE]), line(SALAD, 3)], 1_500);
    const decision = decideLoginMerge({ ...bound, modify_time: 9_999 }, server, SID);
    expect(decision.kind).toBe('adopt');
    if (decision.kind !== 'adopt') return;
    expect(decision.cart).toMatchObject({
      identifier: SID,
      menu_version: 3,
      modify_time: 1_500,
      total: 166.8,
      selected_entree_map: { [TEA]: 1, [SALAD]: 3 },
    });
    expect(decision.cart.items.map((i) => [i.id, i.quantity, i.index])).toEqual([
      [TEA, 1, 0],
      [SALAD, 3, 1],
    ]);
    expect(decision.cart.items[0]).not.toHaveProperty('item_id');
  });

  it("another store's local cart is kept: browsing a menu never replaces it", () => {
    const other = { ...localCart([line(TEA, 1)], 10), identifier: 'comebuy-zhongzheng' };
    expect(hasLinesFor(other, SID)).toBe(false);
    expect(decideLoginMerge(other, serverCart([line(SALAD, 1)], 20), SID)).toEqual({ kind: 'none' });
  });

  it('both empty: nothing to do', () => {
    expect(decideLoginMerge(bound, serverCart([], 0), SID)).toEqual({ kind: 'none' });
  });
});

describe('after POST /api/cart', () => {
  const sent = localCart([line(TEA, 2), line(SALAD, 1)], 1_000);

  it('local newer: saved with the same per-line quantities is in sync', () => {
    const server = serverCart([line(TEA, 2), line(SALAD, 1)], 1_000);
    expect(decideAfterSave(sent, answer(true, server), false)).toEqual({ kind: 'in_sync' });
  });

  it('server newer (saved: false): the server copy is adopted, also an empty one', () => {
    const newer = decideAfterSave(sent, answer(false, serverCart([line(SALAD, 4)], 2_000)), false);
    expect(newer.kind).toBe('adopt');
    if (newer.kind === 'adopt') {
      expect(newer.cart.items.map((i) => [i.id, i.quantity])).toEqual([[SALAD, 4]]);
      expect(newer.cart.modify_time).toBe(2_000);
    }
    // Emptied on another device later than this cart's last change: this cart follows.
    const emptied = decideAfterSave(sent, answer(false, serverCart([], 0, { modify_time: 2_000 })), false);
    expect(emptied).toMatchObject({ kind: 'adopt', cart: { items: [], total: 0, modify_time: 2_000 } });
  });

  it('count mismatch after a save: re-sync and reload, but not twice in a tab (loop guard)', () => {
    const differs = serverCart([line(TEA, 1), line(SALAD, 1)], 1_000);
    expect(decideAfterSave(sent, answer(true, differs), false)).toEqual({ kind: 'resync', reload: true });
    expect(decideAfterSave(sent, answer(true, differs), true)).toEqual({ kind: 'resync', reload: false });
    const fewer = serverCart([line(TEA, 2)], 1_000);
    expect(decideAfterSave(sent, answer(true, fewer), false)).toEqual({ kind: 'resync', reload: true });
  });

  it('compares per-line entree and quantity in order, not prices', () => {
    const a = [line(TEA, 2), line(SALAD, 1)];
    expect(sameLineCounts(a, [{ ...line(TEA, 2), total: 1 }, line(SALAD, 1)])).toBe(true);
    expect(sameLineCounts(a, [line(SALAD, 1), line(TEA, 2)])).toBe(false);
    expect(sameLineCounts(a, [line(TEA, 2), line(SALAD, 2)])).toBe(false);
    expect(sameLineCounts([], [])).toBe(true);
  });
});

describe('removed items (spec §4 "Menu fetch")', () => {
  const local = localCart([line(TEA, 1), line(SALAD, 2), line(TEA, 1, [LARGE])], 100);

  it('drops local lines whose entree the server removed, recomputing totals and stamping the change', () => {
    const kept = dropRemovedLines(local, [{ id: TEA }], 200);
    expect(kept.items.map((i) => [i.id, i.index])).toEqual([[SALAD, 0]]);
    expect(kept).toMatchObject({ total: 71.2, selected_entree_map: { [SALAD]: 2 }, modify_time: 200 });
  });

  it('returns the same cart when nothing was removed or nothing matches', () => {
    expect(dropRemovedLines(local, [], 200)).toBe(local);
    expect(dropRemovedLines(local, [{ id: '00000000-0000-4000-8000-0000000000ff' }], 200)).toBe(local);
  });

  it('says each server message once', () => {
    expect(removedMessages([{ message: GONE }, { message: GONE }, { message: '' }])).toEqual([GONE]);
  });

  it('a server answer with removed lines adopts only what is left', () => {
    const server = serverCart([line(SALAD, 1)], 300, {
      removed_items: [{ item_id: 1, id: TEA, name: '珍珠奶茶', message: GONE }],
    });
    expect(cartFromServer(server).items.map((i) => i.id)).toEqual([SALAD]);
  });
});

describe('POST body and change detection', () => {
  it('sends the lines without prices, the store and modify_time in epoch seconds', () => {
    const local = localCart([line(TEA, 2, [LARGE])], 1_700_000_000);
    const body = toSetCartRequest(local, SID);
    expect(body).toEqual({
      identifier: SID,
      modify_time: 1_700_000_000,
      menu_version: 3,
      items: [
        {
          id: TEA,
          name: '珍珠奶茶',
          quantity: 2,
          memo: '',
          sort_index: 0,
          options: [{ id: LARGE, quantity: 1 }],
        },
      ],
    });
    expect(body.modify_time).toBeLessThan(10 ** 11);
  });

  it("sends a set meal's picks and a changed pick changes the sync key", () => {
    const pick = (entree: string) => ({
      id: 'drink-slot',
      name: '飲料',
      entree: { id: entree, name: entree, memo: '', options: [], upgrade: 0 },
    });
    const set = { ...line(SALAD, 1), collections: [pick(TEA)] };
    const body = toSetCartRequest(localCart([set], 10), SID);
    expect(body.items[0]!.collections).toEqual([
      { id: 'drink-slot', entree: { id: TEA, memo: '', options: [] } },
    ]);
    expect(syncKey(localCart([set], 10))).not.toBe(
      syncKey(localCart([{ ...set, collections: [pick(LARGE)] }], 10)),
    );
  });

  it('every local change (add, edit, quantity, remove, clear) changes the sync key; a reprice does not', () => {
    const one = localCart([line(TEA, 1)], 10);
    const keys = [
      syncKey(one),
      syncKey(applyChange(one, { mode: 'create', item: line(SALAD, 1) }, 11)),
      syncKey(applyChange(one, { mode: 'edit', index: 0, item: line(TEA, 1, [LARGE]) }, 12)),
      syncKey(setLineQuantity(one, 0, 3, 13)),
      syncKey(removeLine(one, 0, 14)),
      syncKey({ ...one, items: [], modify_time: 15 }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(syncKey({ ...one, items: [{ ...one.items[0]!, total: 999 }] })).toBe(syncKey(one));
  });
});
