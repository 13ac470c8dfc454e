/**
 * The member server cart sync (spec §4 Cart, §6 "only when logged in"): every
 * dependency is injected — fake endpoints, a fake session, fake snackbar and reload guard, a fresh QueryClient
 * whose mutation scope serialises the calls — and the cart is the real zustand store (no localStorage in Node:
 * not persisted). No module mocks.
 */
import type { PricedCartItem, SaveCartResponse, ServerCart, SetCartRequest } from '@iding/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_CART, useCart } from '../../../stores/cart-store';
import { testMenuIndex } from '../../../test/cart-factories';
import {
  createServerCartSync,
  PUSH_DEBOUNCE_MS,
  RESYNC_RELOAD_KEY,
  type ServerCartSync,
} from './server-cart-sync';

const api = {
  get: vi.fn<(sid: string) => Promise<ServerCart>>(),
  save: vi.fn<(body: SetCartRequest) => Promise<SaveCartResponse>>(),
};

/** A fake login session: `logout()` tells the sync, as the user store does when it is cleared. */
function fakeSession() {
  let loggedIn = true;
  const listeners = new Set<() => void>();
  return {
    isLoggedIn: () => loggedIn,
    onLogout(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    logout() {
      loggedIn = false;
      for (const listener of listeners) listener();
    },
  };
}

let session = fakeSession();
let queryClient = new QueryClient();
let sync: ServerCartSync;
const guard = new Map<string, string>();
const reload = vi.fn();
const messages = { info: vi.fn(), error: vi.fn(), apiError: vi.fn(), t: (key: string) => key };

function newSync(): ServerCartSync {
  return createServerCartSync({
    queryClient,
    api: { getServerCart: (sid) => api.get(sid), saveServerCart: (body) => api.save(body) },
    cartStore: useCart,
    session,
    messages,
    reloadGuard: {
      getItem: (k) => guard.get(k) ?? null,
      setItem: (k, v) => void guard.set(k, v),
      removeItem: (k) => void guard.delete(k),
    },
    reload,
  });
}

const SID = '50lan-xinyi';
const TEA = '00000000-0000-4000-8000-000000000001';
const tea = (quantity: number): PricedCartItem => ({
  index: 0,
  sort_index: 0,
  id: TEA,
  menu_uuid: 'm',
  name: '珍珠奶茶',
  quantity,
  memo: '',
  options: [],
  subtotal: 50,
  total: 50 * quantity,
});
const server = (items: PricedCartItem[], modifyTime: number): ServerCart => ({
  items: items.map((item, i) => ({ ...item, index: i, sort_index: i, item_id: i + 1 })),
  selected_entree_map: {},
  identifier: SID,
  store_id: 1,
  menu_version: 3,
  modify_time: modifyTime,
  total: items.reduce((n, i) => n + i.total, 0),
  removed_items: [],
  menu_version_changed: false,
});
/** The server saves what it is sent (saved: true) unless told otherwise. */
const echo = async (body: SetCartRequest): Promise<SaveCartResponse> => ({
  ...server(
    body.items.map((i) => tea(i.quantity)),
    body.modify_time ?? 0,
  ),
  saved: true,
});
const settle = async () => {
  await vi.advanceTimersByTimeAsync(PUSH_DEBOUNCE_MS + 10);
  await vi.advanceTimersByTimeAsync(PUSH_DEBOUNCE_MS + 10);
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  api.get.mockReset();
  api.save.mockReset().mockImplementation(echo);
  useCart.setState({ ...EMPTY_CART, identifier: SID, menu_version: 3, modify_time: 100 });
  session = fakeSession();
  queryClient = new QueryClient();
  guard.clear();
  reload.mockReset();
  messages.info.mockReset();
  sync = newSync();
});
afterEach(() => {
  sync.dispose();
  queryClient.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('server cart sync', () => {
  it('visitors: binding does nothing and no cart call is made', async () => {
    session.logout();
    await sync.bind({ sid: SID, menuVersion: 3 });
    useCart.getState().change({ mode: 'create', item: tea(1) });
    await settle();
    expect(api.get).not.toHaveBeenCalled();
    expect(api.save).not.toHaveBeenCalled();
  });

  it('login with an empty local cart adopts the server lines and does not post them back', async () => {
    api.get.mockResolvedValue(server([tea(2)], 500));
    await sync.bind({ sid: SID, menuVersion: 3 });
    expect(useCart.getState()).toMatchObject({ modify_time: 500, total: 100 });
    expect(useCart.getState().items.map((i) => i.quantity)).toEqual([2]);
    await settle();
    expect(api.save).not.toHaveBeenCalled();
  });

  it('login with local lines posts them; saved:false adopts the newer server copy', async () => {
    useCart.setState({ items: [tea(1)], modify_time: 100 });
    api.get.mockResolvedValue(server([], 900));
    api.save.mockResolvedValueOnce({ ...server([], 900), saved: false });
    await sync.bind({ sid: SID, menuVersion: 3 });
    expect(api.save).toHaveBeenCalledTimes(1);
    expect(api.save.mock.calls[0]![0]).toMatchObject({ identifier: SID, modify_time: 100 });
    expect(useCart.getState()).toMatchObject({ items: [], modify_time: 900 });
  });

  it('rapid changes after the merge end in one POST of the latest state, one request at a time', async () => {
    api.get.mockResolvedValue(server([], 0));
    await sync.bind({ sid: SID, menuVersion: 3 });
    const cart = useCart.getState();
    cart.change({ mode: 'create', item: tea(1) });
    cart.setQuantity(0, 2);
    useCart.getState().setQuantity(0, 3);
    await settle();
    expect(api.save).toHaveBeenCalledTimes(1);
    expect(api.save.mock.calls[0]![0].items.map((i) => i.quantity)).toEqual([3]);

    // A change while a POST is in flight is sent after it, never alongside.
    let release: () => void = () => {};
    let inFlight = 0;
    let most = 0;
    api.save.mockImplementation(async (body) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise<void>((r) => {
        release = r;
      });
      inFlight--;
      return echo(body);
    });
    useCart.getState().remove(0);
    await vi.advanceTimersByTimeAsync(PUSH_DEBOUNCE_MS + 10);
    useCart.getState().change({ mode: 'create', item: tea(5) });
    await vi.advanceTimersByTimeAsync(PUSH_DEBOUNCE_MS + 10);
    release();
    await vi.advanceTimersByTimeAsync(10);
    release();
    await settle();
    expect(most).toBe(1);
    expect(api.save.mock.calls.at(-1)![0].items.map((i) => i.quantity)).toEqual([5]);
  });

  it('nothing is posted for a store before its merge answered', async () => {
    let answer: (cart: ServerCart) => void = () => {};
    api.get.mockImplementation(() => new Promise((r) => (answer = r)));
    const bound = sync.bind({ sid: SID, menuVersion: 3 });
    useCart.setState({ modify_time: 101 });
    await vi.advanceTimersByTimeAsync(PUSH_DEBOUNCE_MS * 3);
    expect(api.save).not.toHaveBeenCalled();
    answer(server([tea(1)], 50));
    await bound;
    // Local was empty: the server lines are adopted, not wiped by the freshly bound empty cart.
    expect(useCart.getState().items).toHaveLength(1);
    await settle();
    expect(api.save).not.toHaveBeenCalled();
  });

  it('logout stops the sync before the local cart is cleared: the server cart is kept', async () => {
    api.get.mockResolvedValue(server([tea(1)], 50));
    await sync.bind({ sid: SID, menuVersion: 3 });
    session.logout();
    expect(sync.disposed).toBe(true);
    useCart.getState().clear();
    await settle();
    expect(api.save).not.toHaveBeenCalled();
  });

  it('a server menu version other than the one on screen goes to the menu-changed handling', async () => {
    const onMenuChanged = vi.fn();
    useCart.setState({ items: [tea(1)] });
    api.get.mockResolvedValue({ ...server([], 0), menu_version: 4 });
    await sync.bind({ sid: SID, menuVersion: 3, onMenuChanged });
    expect(onMenuChanged).toHaveBeenCalledTimes(1);
    expect(api.save).not.toHaveBeenCalled();
  });

  it('right after login, local lines of an older menu are left to the binding, which prices them, then merged', async () => {
    useCart.setState({ items: [tea(1)], menu_version: 2 });
    api.get.mockResolvedValue(server([tea(4)], 50));
    await sync.bind({ sid: SID });
    expect(api.save).not.toHaveBeenCalled();
    expect(useCart.getState().items.map((i) => i.quantity)).toEqual([1]);
    // The menu (version 3) opens: the binding keeps the line the new menu prices the same (ADR 029, no notice),
    // then the merge pushes the local lines, newer (100) than the server copy (50).
    const notice = useCart
      .getState()
      .reconcile({ identifier: SID, menuVersion: 3, menuIndex: testMenuIndex, hasUuidQuery: false });
    expect(notice).toBeNull();
    await sync.bind({ sid: SID, menuVersion: 3 });
    await settle();
    expect(api.save).toHaveBeenCalledTimes(1);
    expect(api.save.mock.calls[0]![0].items.map((i) => i.quantity)).toEqual([1]);
    expect(useCart.getState()).toMatchObject({ menu_version: 3, total: 50 });
  });

  it('removed items are dropped from the local cart before it is posted', async () => {
    const SALAD = '00000000-0000-4000-8000-000000000002';
    useCart.setState({ items: [tea(1), { ...tea(1), id: SALAD, name: '沙拉' }] });
    api.get.mockResolvedValue({
      ...server([], 0),
      removed_items: [{ item_id: 9, id: SALAD, name: '沙拉', message: '購物車內有已下架的品項，請重新選購' }],
    });
    await sync.bind({ sid: SID, menuVersion: 3 });
    expect(useCart.getState().items.map((i) => i.id)).toEqual([TEA]);
    expect(api.save.mock.calls[0]![0].items.map((i) => i.id)).toEqual([TEA]);
  });

  it('with a menu on screen, the server does not repeat what the cart binding said of the lines in hand', async () => {
    const SALAD = '00000000-0000-4000-8000-000000000002';
    useCart.setState({ items: [tea(1)] });
    api.get.mockResolvedValue({
      ...server([tea(1)], 0),
      removed_items: [{ item_id: 9, id: SALAD, name: '沙拉', message: '購物車內有已下架的品項，請重新選購' }],
      menu_version_changed: true,
    });
    await sync.bind({ sid: SID, menuVersion: 3 });
    expect(messages.info).not.toHaveBeenCalled();
  });

  it('adopting the server copy, its notices are shown', async () => {
    useCart.setState({ items: [] });
    api.get.mockResolvedValue({
      ...server([tea(2)], 50),
      removed_items: [
        { item_id: 9, id: 'gone', name: '沙拉', message: '購物車內有已下架的品項，請重新選購' },
      ],
      menu_version_changed: true,
    });
    await sync.bind({ sid: SID, menuVersion: 3 });
    expect(messages.info.mock.calls.map((c) => c[0])).toEqual([
      '購物車內有已下架的品項，請重新選購',
      'errors.menu_version_changed_when_get_cart_items',
    ]);
    expect(useCart.getState().items.map((i) => i.quantity)).toEqual([2]);
  });

  it('differing item counts: the lines are posted again and the page reloads once (sessionStorage guard)', async () => {
    api.get.mockResolvedValue(server([], 0));
    await sync.bind({ sid: SID, menuVersion: 3 });
    // The server answers other quantities than it was sent.
    api.save.mockImplementation(async (body) => ({
      ...(await echo(body)),
      items: server([tea(9)], 0).items,
    }));
    useCart.getState().change({ mode: 'create', item: tea(1) });
    await settle();
    expect(api.save).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(guard.has(RESYNC_RELOAD_KEY)).toBe(true);
    // The tab already reloaded for it: no loop.
    useCart.getState().setQuantity(0, 2);
    await settle();
    expect(api.save).toHaveBeenCalledTimes(4);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('the calls are mutations of the server-cart scope, and a disposed sync makes none', async () => {
    api.get.mockResolvedValue(server([], 0));
    await sync.bind({ sid: SID, menuVersion: 3 });
    const scopes = queryClient
      .getMutationCache()
      .getAll()
      .map((m) => m.options.scope?.id);
    expect(scopes).toEqual(['server-cart']);
    sync.dispose();
    useCart.getState().change({ mode: 'create', item: tea(1) });
    await settle();
    expect(api.save).not.toHaveBeenCalled();
  });
});
