import { describe, expect, it } from 'vitest';
import {
  CartLineError,
  type CartLineInput,
  CustomItemError,
  collectionInputs,
  indexMenu,
  type MenuEntree,
  priceAvailableLines,
  priceCart,
  priceCartLine,
  priceCustomItems,
  type SoldOut,
} from '../src';

// Facts from /work/shared/data (麥味登 五股中興店, Uber Eats): 香雞漢堡 45, 培根漢堡 55, 冰紅茶大杯 35, 冰奶茶大杯 40,
// 冰拿鐵咖啡 65 TWD; the demo's 早餐套餐 75 TWD with upgrades = price above the slot's base (45 / 35).
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const plain = (n: number, name: string, price: number, groups: MenuEntree['option_groups'] = []) =>
  ({ id: id(n), name, description: '', image: null, price, option_groups: groups }) satisfies MenuEntree;

const chickenBurger = plain(1, '香雞漢堡', 45, [
  {
    id: id(101),
    name: '加料',
    min: 0,
    max: 2,
    options: [
      { id: id(102), name: '加蛋', price: 10, max_quantity: 1, is_default: false },
      { id: id(103), name: '加起司', price: 10, max_quantity: 1, is_default: false },
    ],
  },
]);
const baconBurger = plain(2, '培根漢堡', 55);
const blackTea = plain(3, '冰紅茶大杯', 35);
const milkTea = plain(4, '冰奶茶大杯', 40, [
  {
    id: id(401),
    name: '甜度',
    min: 1,
    max: 1,
    options: [
      { id: id(402), name: '正常糖', price: 0, max_quantity: 1, is_default: true },
      { id: id(403), name: '半糖', price: 0, max_quantity: 1, is_default: false },
    ],
  },
]);
const latte = plain(5, '冰拿鐵咖啡', 65);

const MAIN = id(901);
const DRINK = id(902);
const breakfastSet: MenuEntree = {
  ...plain(9, '早餐套餐', 75),
  collections: [
    {
      id: MAIN,
      name: '主餐',
      min: 1,
      max: 1,
      entrees: [
        { id: chickenBurger.id, upgrade: 0 },
        { id: baconBurger.id, upgrade: 10 },
      ],
    },
    {
      id: DRINK,
      name: '飲料',
      min: 1,
      max: 1,
      entrees: [
        { id: blackTea.id, upgrade: 0 },
        { id: milkTea.id, upgrade: 5 },
        { id: latte.id, upgrade: 30 },
      ],
    },
  ],
};

const menu = {
  categories: [
    { id: 1, name: '早餐套餐', entrees: [breakfastSet] },
    { id: 2, name: '漢堡', entrees: [chickenBurger, baconBurger] },
    { id: 3, name: '飲料', entrees: [blackTea, milkTea, latte] },
  ],
};
const index = indexMenu(menu);

/** A 早餐套餐 line with the given main (and its options) and drink (and its options). */
function setLine(
  main: MenuEntree,
  drink: MenuEntree,
  opts: { mainOptions?: string[]; drinkOptions?: string[]; quantity?: number } = {},
): CartLineInput {
  return {
    id: breakfastSet.id,
    quantity: opts.quantity ?? 1,
    collections: [
      { id: MAIN, entree: { id: main.id, options: (opts.mainOptions ?? []).map((o) => ({ id: o })) } },
      { id: DRINK, entree: { id: drink.id, options: (opts.drinkOptions ?? []).map((o) => ({ id: o })) } },
    ],
  };
}

const message = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(CartLineError);
    return (error as Error).message;
  }
  throw new Error('expected a CartLineError');
};

describe('set meals (spec §3 item collections and upgrade)', () => {
  it('prices the set price when every pick is included (no upgrade)', () => {
    const line = priceCartLine(index, setLine(chickenBurger, blackTea), 0);
    expect(line).toMatchObject({ name: '早餐套餐', subtotal: 75, total: 75, upgrade: 0 });
    expect(line.collections).toEqual([
      {
        id: MAIN,
        name: '主餐',
        entree: { id: chickenBurger.id, name: '香雞漢堡', memo: '', options: [], upgrade: 0 },
      },
      {
        id: DRINK,
        name: '飲料',
        entree: { id: blackTea.id, name: '冰紅茶大杯', memo: '', options: [], upgrade: 0 },
      },
    ]);
  });

  it("adds each pick's upgrade and its options, times the quantity", () => {
    // 75 + 培根 10 + 拿鐵 30 = 115; with 香雞漢堡 加蛋: 75 + 10 + 奶茶 5 = 90.
    expect(priceCartLine(index, setLine(baconBurger, latte), 0)).toMatchObject({
      subtotal: 115,
      upgrade: 40,
    });
    const line = priceCartLine(
      index,
      setLine(chickenBurger, milkTea, { mainOptions: [id(102)], drinkOptions: [id(403)], quantity: 2 }),
      0,
    );
    expect(line).toMatchObject({ subtotal: 90, total: 180, upgrade: 5 });
    expect(line.collections![0]!.entree.options).toEqual([
      { id: id(102), name: '加蛋', group_id: id(101), group_name: '加料', quantity: 1, price: 10 },
    ]);
    expect(line.collections![1]!.entree).toMatchObject({ name: '冰奶茶大杯', upgrade: 5 });
  });

  it('lists picks in menu slot order, whatever order they were sent in', () => {
    const sent = setLine(chickenBurger, blackTea);
    const line = priceCartLine(index, { ...sent, collections: [...sent.collections!].reverse() }, 0);
    expect(line.collections!.map((c) => c.name)).toEqual(['主餐', '飲料']);
  });

  it('sums set meals with plain lines in the cart total', () => {
    const cart = priceCart(index, [
      setLine(baconBurger, milkTea, { drinkOptions: [id(403)] }),
      { id: blackTea.id, quantity: 2 },
    ]);
    // 75 + 10 + 5 = 90, plus 2 × 35.
    expect(cart.total).toBe(160);
    expect(cart.selected_entree_map).toEqual({ [breakfastSet.id]: 1, [blackTea.id]: 2 });
  });

  it('refuses a missing required slot, naming the slot', () => {
    const line = setLine(chickenBurger, blackTea);
    expect(message(() => priceCartLine(index, { ...line, collections: [line.collections![0]!] }, 0))).toBe(
      '「早餐套餐」請選擇飲料',
    );
    expect(message(() => priceCartLine(index, { id: breakfastSet.id, quantity: 1 }, 0))).toBe(
      '「早餐套餐」請選擇主餐',
    );
  });

  it('refuses two picks in a slot of max 1', () => {
    const line = setLine(chickenBurger, blackTea);
    const twice = { ...line, collections: [...line.collections!, { id: DRINK, entree: { id: latte.id } }] };
    expect(message(() => priceCartLine(index, twice, 0))).toBe('「早餐套餐」的飲料最多選 1 項');
  });

  it('refuses an entree that is not a choice of its slot, and an unknown slot', () => {
    // A drink sent as the main.
    expect(message(() => priceCartLine(index, setLine(blackTea, blackTea), 0))).toBe(
      '「早餐套餐」的套餐內容已變更，請重新選擇',
    );
    const line = setLine(chickenBurger, blackTea);
    const foreign = {
      ...line,
      collections: [...line.collections!, { id: id(999), entree: { id: latte.id } }],
    };
    expect(message(() => priceCartLine(index, foreign, 0))).toBe('「早餐套餐」的套餐內容已變更，請重新選擇');
  });

  it('refuses picks on an entree that is not a set meal', () => {
    const line = {
      id: blackTea.id,
      quantity: 1,
      collections: [{ id: MAIN, entree: { id: chickenBurger.id } }],
    };
    expect(message(() => priceCartLine(index, line, 0))).toBe('「冰紅茶大杯」的套餐內容已變更，請重新選擇');
  });

  it("checks a pick's own options: another entree's option and an unmet group are refused", () => {
    // The milk tea's 甜度 is required (min 1).
    expect(message(() => priceCartLine(index, setLine(chickenBurger, milkTea), 0))).toBe(
      '「早餐套餐／冰奶茶大杯」請選擇甜度（至少 1 項）',
    );
    // 加蛋 belongs to 香雞漢堡, not to 培根漢堡.
    expect(
      message(() => priceCartLine(index, setLine(baconBurger, blackTea, { mainOptions: [id(102)] }), 0)),
    ).toBe('「早餐套餐／培根漢堡」的選項已變更，請重新選擇');
  });

  it('refuses a sold-out pick and a sold-out option of a pick, like any sold-out item', () => {
    const soldOut: SoldOut = { entrees: new Set([latte.id]), options: new Set([id(103)]) };
    expect(message(() => priceCartLine(index, setLine(chickenBurger, latte), 0, soldOut))).toBe(
      '「早餐套餐」的飲料「冰拿鐵咖啡」已售完',
    );
    expect(
      message(() =>
        priceCartLine(index, setLine(chickenBurger, blackTea, { mainOptions: [id(103)] }), 0, soldOut),
      ),
    ).toBe('「早餐套餐／香雞漢堡」的選項「加起司」已售完');
  });

  it('ordering again keeps a set meal that still prices, drops one whose pick sold out', () => {
    const priced = priceCartLine(index, setLine(baconBurger, milkTea, { drinkOptions: [id(403)] }), 0);
    const again: CartLineInput = {
      id: priced.id,
      quantity: 1,
      collections: collectionInputs(priced.collections),
    };
    expect(priceCartLine(index, again, 0).subtotal).toBe(90);
    const soldOut: SoldOut = { entrees: new Set([milkTea.id]), options: new Set() };
    const { cart, dropped } = priceAvailableLines(index, [again, { id: blackTea.id, quantity: 1 }], soldOut);
    expect(cart.total).toBe(35);
    expect(dropped).toEqual([{ index: 0, message: '「早餐套餐」的飲料「冰奶茶大杯」已售完' }]);
  });

  it('plain lines carry no set-meal fields (their wire shape is unchanged)', () => {
    const line = priceCartLine(index, { id: blackTea.id, quantity: 1 }, 0);
    expect(line).not.toHaveProperty('collections');
    expect(line).not.toHaveProperty('upgrade');
    expect(collectionInputs(line.collections)).toBeUndefined();
  });
});

describe('custom items (spec §3 custom_items, §7 custom_item_ids)', () => {
  const bag = { id: id(71), name: '提袋', price: 2 };
  const cutlery = { id: id(72), name: '環保餐具', price: 5 };

  it('prices the chosen items in the store order', () => {
    expect(priceCustomItems([bag, cutlery], [cutlery.id, bag.id])).toEqual({
      items: [bag, cutlery],
      total: 7,
      totalCents: 700,
    });
    expect(priceCustomItems([bag, cutlery], [])).toEqual({ items: [], total: 0, totalCents: 0 });
  });

  it('refuses an id the store does not offer and an id sent twice', () => {
    expect(() => priceCustomItems([bag], [id(99)])).toThrow(CustomItemError);
    expect(() => priceCustomItems([bag], [7])).toThrow('找不到加購項目，請重新整理後再選擇');
    expect(() => priceCustomItems([bag], [bag.id, bag.id])).toThrow('同一個加購項目只能選一次');
  });
});
