/**
 * Test factories for the cart rules (stores/cart-store, entities/server-cart/model/cart-merge): a two-entree menu — 珍珠奶茶 $50 with
 * an optional 大 +$10, and a $35.6 沙拉 (two decimals, spec §5) — and lines priced exactly as the server
 * prices them (priceCartLine). Test-only; no test runs from here.
 */
import { indexMenu, type Menu, type PricedCartItem, priceCartLine } from '@iding/domain';

export const TEA = '00000000-0000-4000-8000-000000000001';
export const SALAD = '00000000-0000-4000-8000-000000000002';
export const LARGE = '00000000-0000-4000-8000-000000000011';
export const GROUP = '00000000-0000-4000-8000-000000000021';

export const testMenu: Pick<Menu, 'categories'> = {
  categories: [
    {
      id: 1,
      name: '飲料',
      entrees: [
        {
          id: TEA,
          name: '珍珠奶茶',
          description: '',
          image: null,
          price: 50,
          option_groups: [
            {
              id: GROUP,
              name: '尺寸',
              min: 0,
              max: 1,
              options: [{ id: LARGE, name: '大', price: 10, max_quantity: 1, is_default: false }],
            },
          ],
        },
        { id: SALAD, name: '沙拉', description: '', image: null, price: 35.6, option_groups: [] },
      ],
    },
  ],
};

export const testMenuIndex = indexMenu(testMenu);

/** A line of `quantity` × entree `id` with the given option ids, priced like the server does. */
export const line = (id: string, quantity: number, options: string[] = []): PricedCartItem =>
  priceCartLine(testMenuIndex, { id, quantity, options: options.map((o) => ({ id: o })) }, 0);
