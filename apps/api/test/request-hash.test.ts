import { ZCreateOrderRequest } from '@iding/domain';
import { describe, expect, it } from 'vitest';
import { requestHash } from '../src/modules/orders/create-order';

/** A submit body as the route parses it (requestHash hashes the parsed body, never a raw one). */
const parsed = (o: Record<string, unknown>) => ZCreateOrderRequest.parse(o);

const A = '0b7f3c1e-1111-4222-8333-944455556661';
const B = '0b7f3c1e-1111-4222-8333-944455556662';
const X = '0b7f3c1e-1111-4222-8333-944455556663';

describe('requestHash (orders.request_hash: the parsed body as JSON)', () => {
  const order = {
    identifier: '50lan-xinyi',
    menu_version: 3,
    order_type: 2,
    payment_type: 0,
    name: '王小明',
    phone: '0912345678',
    memo: '',
    target_time: null,
    cart: { items: [{ id: A, quantity: 2, options: [{ id: X, quantity: 1 }] }] },
    shipping_infos: {
      recipient: '陳大文',
      phone: '0912000111',
      shipping_city: '臺北市',
      shipping_district: '信義區',
      shipping_address: '松高路11號',
      shipping_floor: '5樓',
    },
    quote_id: '0b7f3c1e-1111-4222-8333-944455556666',
  };

  it('hashes two bodies that differ only in key order (at every level) the same', () => {
    const reordered = {
      quote_id: order.quote_id,
      shipping_infos: {
        shipping_floor: '5樓',
        shipping_address: '松高路11號',
        shipping_district: '信義區',
        shipping_city: '臺北市',
        phone: '0912000111',
        recipient: '陳大文',
      },
      cart: { items: [{ options: [{ quantity: 1, id: X }], quantity: 2, id: A }] },
      target_time: null,
      memo: '',
      phone: '0912345678',
      name: '王小明',
      payment_type: 0,
      order_type: 2,
      menu_version: 3,
      identifier: '50lan-xinyi',
    };
    expect(requestHash(parsed(reordered))).toBe(requestHash(parsed(order)));
    expect(requestHash(parsed(order))).toMatch(/^[0-9a-f]{64}$/);
  });

  it('hashes what the parse makes of a body: defaults, trimming, undefined members and number spellings', () => {
    const base = requestHash(parsed(order));
    // memo and the cart line's options default; an undefined member is as good as none.
    expect(requestHash(parsed({ ...order, memo: undefined, table_number: undefined }))).toBe(base);
    // The name and the address fields are trimmed by the schema.
    const padded = {
      ...order,
      name: ' 王小明 ',
      shipping_infos: { ...order.shipping_infos, recipient: '陳大文 ' },
    };
    expect(requestHash(parsed(padded))).toBe(base);
    // 3.0 and 3 are one number once parsed, as in RFC 8785.
    expect(
      requestHash(
        parsed(JSON.parse(JSON.stringify(order).replace('"menu_version":3', '"menu_version":3.0'))),
      ),
    ).toBe(base);
  });

  it('hashes different bodies differently', () => {
    const base = requestHash(parsed(order));
    expect(requestHash(parsed({ ...order, memo: '少冰' }))).not.toBe(base);
    expect(requestHash(parsed({ ...order, cart: { items: [{ id: A, quantity: 3 }] } }))).not.toBe(base);
    expect(
      requestHash(parsed({ ...order, shipping_infos: { ...order.shipping_infos, shipping_floor: '6樓' } })),
    ).not.toBe(base);
    // Array order is part of the order (cart lines), unlike key order.
    const two = {
      ...order,
      cart: {
        items: [
          { id: A, quantity: 1 },
          { id: B, quantity: 1 },
        ],
      },
    };
    const swapped = {
      ...order,
      cart: {
        items: [
          { id: B, quantity: 1 },
          { id: A, quantity: 1 },
        ],
      },
    };
    expect(requestHash(parsed(two))).not.toBe(requestHash(parsed(swapped)));
  });
});
