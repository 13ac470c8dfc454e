import type { CreateOrderRequest } from '@iding/domain';
import { describe, expect, it } from 'vitest';
import { requestHash } from '../src/modules/orders/create-order';

/** A submit body as the route parses it; the hash only cares about its JSON data. */
const body = (o: Record<string, unknown>) => o as unknown as CreateOrderRequest;

describe('requestHash (orders.request_hash; RFC 8785 canonical JSON)', () => {
  const order = {
    identifier: '50lan-xinyi',
    order_type: 0,
    payment_type: 0,
    name: '王小明',
    phone: '0912345678',
    memo: '',
    target_time: null,
    cart: { items: [{ id: 'a', quantity: 2, options: [{ id: 'x', quantity: 1 }] }] },
  };

  it('hashes two bodies that differ only in key order (at every level) the same', () => {
    const reordered = {
      cart: { items: [{ options: [{ quantity: 1, id: 'x' }], quantity: 2, id: 'a' }] },
      target_time: null,
      memo: '',
      phone: '0912345678',
      name: '王小明',
      payment_type: 0,
      order_type: 0,
      identifier: '50lan-xinyi',
    };
    expect(requestHash(body(reordered))).toBe(requestHash(body(order)));
    expect(requestHash(body(order))).toMatch(/^[0-9a-f]{64}$/);
  });

  it('leaves out undefined members, as the parsed body would not carry them', () => {
    expect(requestHash(body({ ...order, table_number: undefined }))).toBe(requestHash(body(order)));
  });

  it('hashes different bodies differently', () => {
    const base = requestHash(body(order));
    expect(requestHash(body({ ...order, memo: '少冰' }))).not.toBe(base);
    expect(
      requestHash(body({ ...order, cart: { items: [{ id: 'a', quantity: 3, options: [] }] } })),
    ).not.toBe(base);
    // Array order is part of the order (cart lines), unlike key order.
    const two = {
      ...order,
      cart: {
        items: [
          { id: 'a', quantity: 1 },
          { id: 'b', quantity: 1 },
        ],
      },
    };
    const swapped = {
      ...order,
      cart: {
        items: [
          { id: 'b', quantity: 1 },
          { id: 'a', quantity: 1 },
        ],
      },
    };
    expect(requestHash(body(two))).not.toBe(requestHash(body(swapped)));
  });
});
