import { describe, expect, it } from 'vitest';
import {
  CartLineError,
  type CartLineInput,
  indexMenu,
  type MenuEntree,
  priceAvailableLines,
  priceCart,
  type SoldOut,
} from '../src';

// Facts from /work/shared/data: 50嵐 中●珍珠奶茶 50 TWD and 大●珍珠奶茶 60 TWD (size as a +10 option);
// Boujee烤肉飯 創始店 炙燒牛五花丼 155 TWD with its real Uber Eats option groups; 日式胡麻輕食蔬菜盒 71.2 TWD.
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const bubbleMilkTea: MenuEntree = {
  id: id(1),
  name: '珍珠奶茶',
  description: '',
  image: null,
  price: 50,
  option_groups: [
    {
      id: id(10),
      name: '尺寸',
      min: 1,
      max: 1,
      options: [
        { id: id(11), name: '中', price: 0, max_quantity: 1, is_default: true },
        { id: id(12), name: '大', price: 10, max_quantity: 1, is_default: false },
      ],
    },
    {
      id: id(20),
      name: '甜度',
      min: 1,
      max: 1,
      options: [
        { id: id(21), name: '正常糖', price: 0, max_quantity: 1, is_default: true },
        { id: id(22), name: '半糖', price: 0, max_quantity: 1, is_default: false },
      ],
    },
    {
      id: id(30),
      name: '加料',
      min: 0,
      max: 3,
      options: [
        { id: id(31), name: '珍珠', price: 10, max_quantity: 1, is_default: false },
        { id: id(32), name: '布丁', price: 15, max_quantity: 1, is_default: false },
      ],
    },
  ],
};

const beefDon: MenuEntree = {
  id: id(2),
  name: '炙燒牛五花丼',
  description: '使用美國牛五花\n搭配特製烤肉醬',
  image: null,
  price: 155,
  option_groups: [
    {
      id: id(40),
      name: '主餐加點',
      min: 0,
      max: 7,
      options: [
        { id: id(41), name: '牛五花', price: 70, max_quantity: 2, is_default: false },
        { id: id(42), name: '松阪豬', price: 95, max_quantity: 2, is_default: false },
      ],
    },
    {
      id: id(50),
      name: '加價購',
      min: 0,
      max: 1,
      options: [
        { id: id(51), name: '蝦仁茶碗蒸(加價購)', price: 49, max_quantity: 1, is_default: false },
        { id: id(52), name: '雞肉茶碗蒸(加價購)', price: 49, max_quantity: 1, is_default: false },
      ],
    },
  ],
};

const saladBox: MenuEntree = {
  id: id(3),
  name: '日式胡麻輕食蔬菜盒',
  description: '日本進口深煎胡麻醬汁、日本特級柴魚片、嚴選青花菜',
  image: null,
  price: 71.2,
  option_groups: [],
};

const index = indexMenu({
  categories: [
    { id: 1, name: '找口感', entrees: [bubbleMilkTea] },
    { id: 2, name: '招牌餐點', entrees: [beefDon, saladBox] },
  ],
});

const largePearlTea = (quantity: number): CartLineInput => ({
  id: bubbleMilkTea.id,
  quantity,
  options: [{ id: id(12) }, { id: id(22) }, { id: id(31) }],
});

/** Runs priceCart and returns the CartLineError it throws (fails the test when it does not throw one). */
function lineError(lines: CartLineInput[], soldOut?: SoldOut): CartLineError {
  try {
    priceCart(index, lines, soldOut);
  } catch (error) {
    if (error instanceof CartLineError) return error;
    throw error;
  }
  throw new Error('expected a CartLineError');
}

describe('priceCart', () => {
  it('adds option prices to the entree and multiplies by quantity: (50 + 大 10 + 珍珠 10) × 2 = 140', () => {
    const cart = priceCart(index, [largePearlTea(2)]);
    expect(cart.items[0]!.subtotal).toBe(70);
    expect(cart.items[0]!.total).toBe(140);
    expect(cart.total).toBe(140);
    expect(cart.totalCents).toBe(14000);
  });

  it('prices a large tea without toppings as the real 大●珍珠奶茶 price', () => {
    const cart = priceCart(index, [
      { id: bubbleMilkTea.id, quantity: 2, options: [{ id: id(12) }, { id: id(21) }] },
    ]);
    expect(cart.items[0]!.subtotal).toBe(60);
    expect(cart.total).toBe(120);
  });

  it('keeps decimal prices exact: 71.2 × 3 = 213.6', () => {
    const cart = priceCart(index, [{ id: saladBox.id, quantity: 3 }]);
    expect(cart.items[0]!.total).toBe(213.6);
    expect(cart.total).toBe(213.6);
    expect(cart.totalCents).toBe(21360);
  });

  it('counts option quantities and sums lines and per-entree quantities', () => {
    const cart = priceCart(index, [
      { id: beefDon.id, quantity: 1, options: [{ id: id(41), quantity: 2 }, { id: id(51) }] },
      { id: saladBox.id, quantity: 1 },
      { id: beefDon.id, quantity: 2 },
    ]);
    expect(cart.items[0]!.subtotal).toBe(155 + 70 * 2 + 49);
    expect(cart.items[0]!.options.map((o) => [o.name, o.quantity, o.group_name])).toEqual([
      ['牛五花', 2, '主餐加點'],
      ['蝦仁茶碗蒸(加價購)', 1, '加價購'],
    ]);
    expect(cart.total).toBe(344 + 71.2 + 310);
    expect(cart.selected_entree_map).toEqual({ [beefDon.id]: 3, [saladBox.id]: 1 });
    expect(cart.items.map((i) => i.index)).toEqual([0, 1, 2]);
  });

  it('lists options in menu order whatever order they were sent in', () => {
    const cart = priceCart(index, [
      { id: bubbleMilkTea.id, quantity: 1, options: [{ id: id(31) }, { id: id(22) }, { id: id(12) }] },
    ]);
    expect(cart.items[0]!.options.map((o) => o.name)).toEqual(['大', '半糖', '珍珠']);
  });

  it('rejects an unknown entree or option, naming the line', () => {
    expect(lineError([largePearlTea(1), { id: id(999), quantity: 1 }]).itemIndex).toBe(1);
    expect(
      lineError([
        { id: bubbleMilkTea.id, quantity: 1, options: [{ id: id(12) }, { id: id(21) }, { id: id(998) }] },
      ]),
    ).toBeInstanceOf(CartLineError);
  });

  it("rejects another entree's option", () => {
    const error = lineError([{ id: saladBox.id, quantity: 1, options: [{ id: id(31) }] }]);
    expect(error.message).toContain('日式胡麻輕食蔬菜盒');
  });

  it('enforces group min and max', () => {
    // 尺寸 and 甜度 are required (min 1).
    expect(lineError([{ id: bubbleMilkTea.id, quantity: 1, options: [{ id: id(12) }] }]).message).toContain(
      '甜度',
    );
    // Two sizes break 尺寸 max 1.
    expect(
      lineError([
        { id: bubbleMilkTea.id, quantity: 1, options: [{ id: id(11) }, { id: id(12) }, { id: id(21) }] },
      ]).message,
    ).toContain('尺寸');
    // 加價購 max 1.
    expect(
      lineError([{ id: beefDon.id, quantity: 1, options: [{ id: id(51) }, { id: id(52) }] }]).message,
    ).toContain('加價購');
  });

  it('enforces option max_quantity, also when the same option is sent twice', () => {
    expect(
      lineError([{ id: beefDon.id, quantity: 1, options: [{ id: id(41), quantity: 3 }] }]).message,
    ).toContain('牛五花');
    expect(
      lineError([{ id: beefDon.id, quantity: 1, options: [{ id: id(41), quantity: 2 }, { id: id(41) }] }]),
    ).toBeInstanceOf(CartLineError);
    expect(
      priceCart(index, [{ id: beefDon.id, quantity: 1, options: [{ id: id(41), quantity: 2 }] }]).total,
    ).toBe(295);
  });

  it('accepts quantities 1 to 99 only', () => {
    expect(lineError([largePearlTea(0)])).toBeInstanceOf(CartLineError);
    expect(lineError([largePearlTea(100)])).toBeInstanceOf(CartLineError);
    expect(lineError([largePearlTea(1.5)])).toBeInstanceOf(CartLineError);
    expect(lineError([largePearlTea(-1)])).toBeInstanceOf(CartLineError);
    expect(priceCart(index, [largePearlTea(1)]).total).toBe(70);
    expect(priceCart(index, [largePearlTea(99)]).total).toBe(6930);
  });

  it('rejects sold-out entrees and options', () => {
    const entreeSoldOut: SoldOut = { entrees: new Set([bubbleMilkTea.id]), options: new Set() };
    expect(lineError([largePearlTea(1)], entreeSoldOut).message).toContain('已售完');
    const optionSoldOut: SoldOut = { entrees: new Set(), options: new Set([id(31)]) };
    expect(lineError([largePearlTea(1)], optionSoldOut).message).toContain('珍珠');
    // Other lines are unaffected by an unrelated sold-out option.
    expect(priceCart(index, [{ id: saladBox.id, quantity: 1 }], optionSoldOut).total).toBe(71.2);
  });
});

describe('priceAvailableLines', () => {
  it('prices what the menu still has, leaves the rest out with the reason, and numbers the kept lines', () => {
    const gone = { id: id(999), quantity: 1 };
    const soldOut: SoldOut = { entrees: new Set(), options: new Set([id(31)]) };
    const r = priceAvailableLines(index, [gone, largePearlTea(2), { id: saladBox.id, quantity: 3 }], soldOut);
    expect(r.kept).toEqual([2]);
    expect(r.dropped.map((d) => d.index)).toEqual([0, 1]);
    expect(r.dropped[1]!.message).toContain('珍珠');
    expect(r.cart.items.map((i) => i.index)).toEqual([0]);
    expect(r.cart.total).toBe(213.6);
    expect(r.cart.selected_entree_map).toEqual({ [saladBox.id]: 3 });
  });

  it('equals priceCart when every line prices', () => {
    const lines = [largePearlTea(2), { id: saladBox.id, quantity: 1 }];
    expect(priceAvailableLines(index, lines)).toEqual({
      cart: priceCart(index, lines),
      kept: [0, 1],
      dropped: [],
    });
  });
});

describe('a line never costs less than 0 (spec §4 Cart)', () => {
  // An option may be a discount (自備杯 −5), but nothing may take a line below 0: an order of −960 paid with
  // store credit would add 960 to the balance.
  const icedMilkTea: MenuEntree = {
    id: id(60),
    name: '冰奶茶',
    description: '',
    image: null,
    price: 40,
    option_groups: [
      {
        id: id(61),
        name: '優惠',
        min: 0,
        max: 2,
        options: [
          { id: id(62), name: '自備杯', price: -5, max_quantity: 1, is_default: false },
          { id: id(63), name: '員工價', price: -1000, max_quantity: 1, is_default: false },
          { id: id(64), name: '全免', price: -35, max_quantity: 1, is_default: false },
        ],
      },
    ],
  };
  const setMeal: MenuEntree = {
    id: id(70),
    name: '奶茶套餐',
    description: '',
    image: null,
    price: 20,
    option_groups: [],
    collections: [
      { id: id(71), name: '飲料', min: 1, max: 1, entrees: [{ id: icedMilkTea.id, upgrade: 0 }] },
    ],
  };
  const discounts = indexMenu({ categories: [{ id: 9, name: '飲料', entrees: [icedMilkTea, setMeal] }] });
  const tea = (...optionIds: number[]): CartLineInput => ({
    id: icedMilkTea.id,
    quantity: 2,
    options: optionIds.map((n) => ({ id: id(n) })),
  });
  const refusal = (lines: CartLineInput[]) => {
    try {
      priceCart(discounts, lines);
    } catch (error) {
      if (error instanceof CartLineError) return error;
      throw error;
    }
    throw new Error('expected a CartLineError');
  };

  it('takes a discount that leaves the line at 0 or more: 40 − 5 = 35, 40 − 5 − 35 = 0', () => {
    expect(priceCart(discounts, [tea(62)]).total).toBe(70);
    const free = priceCart(discounts, [tea(62), { ...tea(62, 64), quantity: 1 }]);
    expect(free.items[1]!.subtotal).toBe(0);
    expect(free.total).toBe(70);
  });

  it('refuses a line whose options take it below 0, naming the item', () => {
    const error = refusal([tea(62), tea(63)]);
    expect(error.itemIndex).toBe(1);
    expect(error.message).toBe('「冰奶茶」選了這些選項後金額低於 0 元，請重新選擇選項');
  });

  it("refuses a set meal whose pick's options take it below 0", () => {
    const error = refusal([
      {
        id: setMeal.id,
        quantity: 1,
        collections: [{ id: id(71), entree: { id: icedMilkTea.id, options: [{ id: id(64) }] } }],
      },
    ]);
    expect(error.message).toContain('「奶茶套餐」');
  });

  it('leaves such a line out of a stored cart with the reason (priceAvailableLines)', () => {
    const r = priceAvailableLines(discounts, [tea(63), tea(62)]);
    expect(r.kept).toEqual([1]);
    expect(r.dropped).toEqual([
      { index: 0, message: '「冰奶茶」選了這些選項後金額低於 0 元，請重新選擇選項' },
    ]);
    expect(r.cart.total).toBe(70);
  });
});
