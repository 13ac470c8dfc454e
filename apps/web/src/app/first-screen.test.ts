/**
 * The landing page renders once, complete (app/first-screen.ts): its loader waits for the GETs
 * the page's first render makes, never fails the page, never waits for long, and only on the landing.
 */
import { FIRST_SCREEN_GETS } from '@iding/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeInfoQueryOptions } from '../api/get-store-info';
import { storesQueryOptions } from '../api/get-stores';
import { FIRST_DATA_WAIT_MS, firstScreenLoaders, firstScreenShown } from './first-screen';
import { queryClient } from './providers';

const args = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`http://localhost${url}`), params }) as unknown as LoaderFunctionArgs;

/** A fetch whose answers the test gives by hand; `urls` lists what was asked. */
function handFetch() {
  const urls: string[] = [];
  const answers: ((response: Response) => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      urls.push(url);
      return new Promise<Response>((resolve) => answers.push(resolve));
    }),
  );
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  return { urls, answer: (i: number, status: number, body: unknown) => answers[i]!(json(status, body)) };
}

/** Whether `promise` has settled after the pending microtasks and timers of this turn. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  queryClient.clear();
});

describe('first-screen loaders', () => {
  it('/stores waits for GET /api/stores, then the list is in the cache for the first render', async () => {
    const net = handFetch();
    const loading = firstScreenLoaders.stores(args('/stores'));
    expect(net.urls).toEqual(['/api/stores']);
    expect(await settled(loading!)).toBe(false);
    net.answer(0, 200, { near_by: [], stores: [] });
    await expect(loading).resolves.toBeNull();
    // What it waited for is what the server preloads for /stores (apps/api web-head.ts hints).
    expect(net.urls).toEqual(FIRST_SCREEN_GETS.stores());
    expect(queryClient.getQueryData(storesQueryOptions().queryKey)).toEqual({ near_by: [], stores: [] });
  });

  it('the menu waits for the store, the menu check and the sold-out items together', async () => {
    const net = handFetch();
    const loading = firstScreenLoaders.menu(args('/stores/50lan-xinyi/menu', { sid: '50lan-xinyi' }));
    expect(net.urls).toEqual([
      '/iorder/stores/50lan-xinyi',
      '/api/menu/50lan-xinyi/check',
      '/api/inventory/50lan-xinyi',
    ]);
    net.answer(0, 200, { identifier: '50lan-xinyi' });
    net.answer(2, 200, { entrees: [], options: [] });
    expect(await settled(loading!)).toBe(false);
    // The check's answer asks for the menu itself (no menu cached): still waiting until it arrives.
    net.answer(1, 200, { sha1: 'a', version: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(net.urls[3]).toBe('/api/menu/new/50lan-xinyi');
    expect(await settled(loading!)).toBe(false);
    net.answer(3, 200, { sha1: 'a', version: 1, categories: [] });
    await expect(loading).resolves.toBeNull();
    expect([...net.urls].sort()).toEqual(FIRST_SCREEN_GETS.menu('50lan-xinyi').sort());
  });

  it('a refused GET does not fail the page: the page shows its own error (the query keeps it)', async () => {
    const net = handFetch();
    const loading = firstScreenLoaders.store(args('/store/nope', { sid: 'nope' }));
    expect(net.urls).toEqual(FIRST_SCREEN_GETS.store('nope'));
    net.answer(0, 404, { status: 404, code: 'store_not_found', message: '找不到店家' });
    await expect(loading).resolves.toBeNull();
    expect(queryClient.getQueryState(storeInfoQueryOptions('nope').queryKey)?.status).toBe('error');
  });

  it(`a slow GET holds the page back ${FIRST_DATA_WAIT_MS} ms at most`, async () => {
    vi.useFakeTimers();
    handFetch();
    const loading = firstScreenLoaders.store(args('/store/slow', { sid: 'slow' }))!;
    let done = false;
    void loading.then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(FIRST_DATA_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('a filtered list (a query string) asks for other data than the server hinted: no waiting', () => {
    const net = handFetch();
    expect(firstScreenLoaders.stores(args('/stores?city=臺北市'))).toBeNull();
    expect(net.urls).toEqual([]);
  });

  it('after the first screen, later navigations never wait (the page shows its skeleton)', () => {
    const net = handFetch();
    firstScreenShown();
    expect(firstScreenLoaders.stores(args('/stores'))).toBeNull();
    expect(firstScreenLoaders.menu(args('/stores/a/menu', { sid: 'a' }))).toBeNull();
    expect(net.urls).toEqual([]);
  });
});
