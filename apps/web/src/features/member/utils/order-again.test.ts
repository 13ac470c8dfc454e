/** 再點一次 (spec §7 …/again; spec §8 order_item_changed / order_item_not_exists). */
import type { Cart, PricedCartItem } from '@iding/domain';
import { describe, expect, it } from 'vitest';
import { decideAgain } from './order-again';

const TEA = '00000000-0000-4000-8000-000000000001';
const GREEN = '00000000-0000-4000-8000-000000000002';

const line = (id: string, quantity: number, index: number): PricedCartItem => ({
  index,
  sort_index: index,
  id,
  menu_uuid: id,
  name: id === TEA ? '珍珠奶茶' : '四季春青茶',
  quantity,
  memo: '',
  options: [],
  subtotal: 50,
  total: 50 * quantity,
});

const cart = (items: PricedCartItem[]): Cart => ({
  items,
  selected_entree_map: {},
  identifier: '50lan-xinyi',
  store_id: 1,
  menu_version: 1,
  modify_time: 0,
  total: items.reduce((n, i) => n + i.total, 0),
});

const ordered = [{ quantity: 2 }, { quantity: 1 }];

describe('order again decision', () => {
  it('goes to the cart when every line is back as ordered', () => {
    const again = { cart: cart([line(TEA, 2, 0), line(GREEN, 1, 1)]), changed: false, removed: [] };
    expect(decideAgain(again, ordered)).toEqual({ kind: 'same' });
  });

  it('says order_item_changed with the reasons when the server left items out', () => {
    const again = {
      cart: cart([line(TEA, 2, 0)]),
      changed: true,
      removed: [{ name: '四季春青茶', reason: '「四季春青茶」已售完' }],
    };
    expect(decideAgain(again, ordered)).toEqual({ kind: 'changed', reasons: ['「四季春青茶」已售完'] });
  });

  it('says order_item_changed when the cart size differs even without the flag (lines or cups)', () => {
    expect(decideAgain({ cart: cart([line(TEA, 2, 0)]), changed: false, removed: [] }, ordered)).toEqual({
      kind: 'changed',
      reasons: [],
    });
    expect(
      decideAgain({ cart: cart([line(TEA, 1, 0), line(GREEN, 1, 1)]), changed: false, removed: [] }, ordered),
    ).toEqual({ kind: 'changed', reasons: [] });
  });

  it('says order_item_not_exists when nothing is left, whatever the flag', () => {
    const removed = [
      { name: '珍珠奶茶', reason: '「珍珠奶茶」已停售' },
      { name: '四季春青茶', reason: '「四季春青茶」已售完' },
    ];
    expect(decideAgain({ cart: cart([]), changed: true, removed }, ordered)).toEqual({ kind: 'empty' });
    expect(decideAgain({ cart: cart([]), changed: false, removed: [] }, [])).toEqual({ kind: 'empty' });
  });
});
