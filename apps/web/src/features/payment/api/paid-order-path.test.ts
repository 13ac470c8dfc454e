import { OrderType } from '@iding/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderKeys } from '../../../api/query-keys';
import { paidOrderPath } from './paid-order-path';

const ID = '0b7c3a52-8f0e-4d0c-9a52-3d1f6f1e2a10';
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** GET /api/orders/{id} answering `status` with `body`; returns the fetch mock to count calls. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('paidOrderPath (spec §2: after a confirmed online payment)', () => {
  it('reads an order the page had not read and sends a paid 外送 order to pairing', async () => {
    const fetch = answer(200, { id: ID, order_type: OrderType.DELIVERY });
    expect(await paidOrderPath(client(), '50lan-xinyi', ID)).toBe(`/stores/50lan-xinyi/pairing/${ID}`);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toBe(`/api/orders/${ID}`);
  });

  it('sends a paid takeaway order to order completed', async () => {
    answer(200, { id: ID, order_type: OrderType.TAKEAWAY });
    expect(await paidOrderPath(client(), '50lan-xinyi', ID)).toBe(
      `/stores/50lan-xinyi/order_completed?order_id=${ID}`,
    );
  });

  it('uses the order already in the cache without reading it again (its type never changes)', async () => {
    const fetch = answer(500, {});
    const qc = client();
    qc.setQueryData(orderKeys.detail(ID), { id: ID, order_type: OrderType.DELIVERY });
    expect(await paidOrderPath(qc, '50lan-xinyi', ID)).toBe(`/stores/50lan-xinyi/pairing/${ID}`);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to order completed, which explains itself, when the order cannot be read', async () => {
    answer(404, { status: 404, message: '找不到訂單', code: 'order_not_found' });
    expect(await paidOrderPath(client(), '50lan-xinyi', ID)).toBe(
      `/stores/50lan-xinyi/order_completed?order_id=${ID}`,
    );
  });
});
