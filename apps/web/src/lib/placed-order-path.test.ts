import { OrderType } from '@iding/domain';
import { describe, expect, it } from 'vitest';
import { placedOrderPath } from './placed-order-path';

const ID = '0b7c3a52-8f0e-4d0c-9a52-3d1f6f1e2a10';

describe('placedOrderPath (spec §2 pairing, order completed)', () => {
  it('sends a 外送 order to its pairing screen, with the order in the path', () => {
    expect(placedOrderPath('50lan-xinyi', ID, OrderType.DELIVERY)).toBe(`/stores/50lan-xinyi/pairing/${ID}`);
  });

  it('sends every other type to order completed', () => {
    for (const type of [OrderType.TAKEAWAY, OrderType.DINE_IN, OrderType.SHIP]) {
      expect(placedOrderPath('50lan-xinyi', ID, type)).toBe(
        `/stores/50lan-xinyi/order_completed?order_id=${ID}`,
      );
    }
  });
});
