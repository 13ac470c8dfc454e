/**
 * The price floor of a menu (spec §4 Cart: no line below 0; spec §3 option deltas may be negative): the least a
 * unit of an entree can cost is found in the most negative combination its groups' min/max allow, set-meal
 * picks included, and a console draft that could go below 0 is refused naming the entree.
 */
import { describe, expect, it } from 'vitest';
import {
  type FloorOptionGroup,
  lowestGroupCents,
  lowestUnitCents,
  type MenuDraft,
  ZMenuDraft,
  ZPublishableMenuDraft,
} from '../src';

const option = (price: number, max_quantity = 1) => ({ price, max_quantity });
const group = (min: number, max: number, ...options: { price: number; max_quantity: number }[]) =>
  ({ min, max, options }) satisfies FloorOptionGroup;

describe('lowestGroupCents', () => {
  it('is 0 for a group of surcharges the diner may leave out, the cheapest choice for a required one', () => {
    expect(lowestGroupCents(group(0, 3, option(10), option(15)))).toBe(0);
    expect(lowestGroupCents(group(1, 1, option(10), option(0)))).toBe(0);
    expect(lowestGroupCents(group(2, 3, option(10), option(15), option(12)))).toBe(2200);
  });

  it('takes every discount up to max, the biggest first, each up to its max_quantity', () => {
    // max 2 of (−5, −30, −20): −30 − 20.
    expect(lowestGroupCents(group(0, 2, option(-5), option(-30), option(-20)))).toBe(-5000);
    // −30 may be chosen twice: −30 × 2 then −20 (max 3).
    expect(lowestGroupCents(group(0, 3, option(-5), option(-30, 2), option(-20)))).toBe(-8000);
    // max 1: only one discount.
    expect(lowestGroupCents(group(1, 1, option(-1000), option(0)))).toBe(-100000);
  });

  it('fills a min the discounts cannot reach with the cheapest other options', () => {
    // min 3 of (−10 once, +5, +8): −10 + 5 + 8.
    expect(lowestGroupCents(group(3, 3, option(-10), option(5), option(8)))).toBe(300);
    // min 2 with +5 available twice: −10 + 5.
    expect(lowestGroupCents(group(2, 4, option(-10), option(5, 2), option(8)))).toBe(-500);
  });
});

describe('lowestUnitCents', () => {
  const none = () => undefined;

  it('adds the cheapest choice of every group to the price', () => {
    const tea = {
      price: 40,
      option_groups: [group(1, 1, option(0), option(10)), group(0, 2, option(-5), option(-15))],
    };
    expect(lowestUnitCents(tea, none)).toBe(2000);
    expect(lowestUnitCents({ ...tea, price: 19.99 }, none)).toBe(-1);
  });

  it("counts a set meal's picks: upgrade + the picked entree's cheapest options, max times when a discount", () => {
    const drinks = new Map([
      ['tea', [group(0, 1, option(-30))]],
      ['coffee', [group(1, 1, option(5))]],
    ]);
    const setMeal = (max: number, teaUpgrade: number) => ({
      price: 50,
      option_groups: [],
      collections: [
        {
          min: 1,
          max,
          entrees: [
            { id: 'tea', upgrade: teaUpgrade },
            { id: 'coffee', upgrade: 0 },
            { id: 'gone', upgrade: 0 },
          ],
        },
      ],
    });
    const groupsOf = (c: { id: string }) => drinks.get(c.id);
    // One pick: 50 + (0 − 30).
    expect(lowestUnitCents(setMeal(1, 0), groupsOf)).toBe(2000);
    // Two picks may both be the discounted tea: 50 − 30 × 2 = −10.
    expect(lowestUnitCents(setMeal(2, 0), groupsOf)).toBe(-1000);
    // An upgrade of 30 cancels the discount: the cheapest pick is then 0 (tea) and it is taken min times.
    expect(lowestUnitCents(setMeal(2, 30), groupsOf)).toBe(5000);
  });
});

describe('ZPublishableMenuDraft', () => {
  const E1 = '11111111-1111-4111-8111-111111111111';
  const E2 = '22222222-2222-4222-8222-222222222222';
  const draft = (discount: number, slotMax = 1): MenuDraft => ({
    categories: [
      {
        name: '飲料',
        entrees: [
          {
            id: E1,
            name: '冰奶茶',
            description: '',
            image: null,
            price: 40,
            option_groups: [
              {
                name: '優惠',
                min: 0,
                max: 2,
                options: [
                  { name: '自備杯', price: -5, max_quantity: 1, is_default: false },
                  { name: '會員折扣', price: discount, max_quantity: 1, is_default: false },
                ],
              },
            ],
            collections: [],
          },
          {
            id: E2,
            name: '奶茶套餐',
            description: '',
            image: null,
            price: 60,
            option_groups: [],
            collections: [{ name: '飲料', min: 1, max: slotMax, entrees: [{ id: E1, upgrade: 0 }] }],
          },
        ],
      },
    ],
  });
  const messages = (d: MenuDraft) =>
    ZPublishableMenuDraft.safeParse(d).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('takes discounts that leave every choice at 0 or more (40 − 5 − 35 = 0)', () => {
    expect(ZPublishableMenuDraft.safeParse(draft(-35)).success).toBe(true);
  });

  it('refuses an entree its discounts together take below 0, naming it, while ZMenuDraft alone takes it', () => {
    expect(messages(draft(-36))).toEqual([
      [
        'categories.0.entrees.0.price',
        '「冰奶茶」的選項折扣可讓金額低於 0 元（最低 -1 元），請調整選項加價或品項價格',
      ],
    ]);
    // The live menu is still shown to the editor as a draft (ZMenuDraft), so it can be fixed.
    expect(ZMenuDraft.safeParse(draft(-36)).success).toBe(true);
  });

  it("refuses a set meal whose picks' discounts take it below 0", () => {
    // Two picks of 冰奶茶 at −40 each: 60 − 80.
    expect(messages(draft(-35, 2))).toEqual([
      [
        'categories.0.entrees.1.price',
        '「奶茶套餐」的選項折扣可讓金額低於 0 元（最低 -20 元），請調整選項加價或品項價格',
      ],
    ]);
  });
});
