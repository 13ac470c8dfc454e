/**
 * Member server cart sync (spec §4 "Cart": local storage and, for logged-in users, the server; "synced to
 * server if logged in"; duplicate item counts → re-sync and reload; spec §6 "Cart syncs to the server only when
 * logged in"; spec §8 snackbar keys get_cart_items, add_to_cart, menu_version_changed_when_get_cart_items). One sync object per login: created by the app wiring (app-server-cart-sync.ts,
 * loaded lazily by hooks/use-server-cart-sync.ts only once a member is logged in, so visitors neither download
 * it nor call the cart API), disposed on logout. Every dependency is injected, so it is tested with fakes.
 *
 * - Bound to one store at a time (the menu or cart on screen, or the known store right after login).
 * - Login merge, once per store and login: GET the server cart; drop local lines whose entree the server
 *   reported removed (snackbar with its message); then the pure decision of model/cart-merge.ts: local lines →
 *   POST them (saved: false → adopt the newer server copy), local empty → adopt the server lines. A server
 *   menu version other than the one on screen goes to the existing menu-changed handling (the menu is
 *   refetched; the cart binding prices the local lines on it, with its snackbar, then the merge runs again).
 * - Every later local change (add, edit, quantity, remove, clear) is posted whole, debounced (400 ms), one
 *   request at a time: merges and saves are TanStack mutations of one scope (`scope.id` 'server-cart'), which
 *   run one after another in order; a save reads the latest local cart when it starts, so rapid taps end in
 *   one POST of the last state. modify_time = the local cart's last change (epoch seconds). Nothing is posted
 *   for a store before its merge (an empty freshly bound local cart must not wipe the server copy).
 * - A POST answer whose per-line quantities differ from what was sent: post the local lines again and reload
 *   the page once (sessionStorage flag against loops, cleared by the next sync that agrees).
 * - Logout disposes the sync before the local cart is cleared (the user store is cleared first), so logout
 *   never empties the server cart (spec §4 Logout).
 */
import type { SaveCartResponse, ServerCart, SetCartRequest } from '@iding/domain';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { serverCartMutationKey } from '../../../api/query-keys';
import { toApiError } from '../../../lib/api-client';
import type { CartState } from '../../../stores/cart-store';
import {
  decideAfterSave,
  decideLoginMerge,
  dropRemovedLines,
  hasLinesFor,
  removedMessages,
  syncKey,
  toSetCartRequest,
} from './cart-merge';

/** Quiet time after the last local change before it is posted (ms). */
export const PUSH_DEBOUNCE_MS = 400;
/** sessionStorage key: set while a reload for differing item counts is under way (spec §4 loop guard). */
export const RESYNC_RELOAD_KEY = 'iding:cart-resync-reload';
/** Mutation scope of every cart call: TanStack runs mutations of one scope one at a time, in order. */
export const SERVER_CART_SCOPE = 'server-cart';

/** What the cart sync is bound to. */
export interface CartSyncBinding {
  /** Store identifier. */
  sid: string;
  /** Menu version on screen; undefined right after login, before a menu is loaded. */
  menuVersion?: number;
  /** Called when the server prices the cart from another menu version than the one on screen. */
  onMenuChanged?: () => void;
}

/** The two cart endpoints (spec §7 Cart): GET /api/cart/{identifier} and POST /api/cart. */
export interface ServerCartApi {
  getServerCart(sid: string): Promise<ServerCart>;
  saveServerCart(body: SetCartRequest): Promise<SaveCartResponse>;
}

/** The local cart store (a zustand store such as stores/cart-store `useCart`). */
export interface CartStoreApi {
  getState(): CartState;
  setState(state: CartState): void;
  subscribe(listener: (state: CartState, previous: CartState) => void): () => void;
}

/** Snackbar messages of the sync (spec §8); message keys are looked up with `t`. */
export interface CartSyncMessages {
  info(message: string, options: { id: string }): void;
  error(message: string, options: { id: string }): void;
  /** spec §8 helper: 「{text} (錯誤: …)」. */
  apiError(text: string, error: unknown): void;
  t(
    key: 'errors.get_cart_items' | 'errors.add_to_cart' | 'errors.menu_version_changed_when_get_cart_items',
  ): string;
}

/** What createServerCartSync needs; all injected (the app wiring passes the real ones). */
export interface ServerCartSyncDeps {
  /** Runs the cart calls as scoped mutations. */
  queryClient: QueryClient;
  api: ServerCartApi;
  cartStore: CartStoreApi;
  session: {
    /** True while the member is logged in (spec §6). */
    isLoggedIn(): boolean;
    /** Calls `listener` once the member is logged out; returns the unsubscribe. */
    onLogout(listener: () => void): () => void;
  };
  messages: CartSyncMessages;
  /** sessionStorage (the reload loop guard); null when storage is blocked. */
  reloadGuard: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Reloads the page (spec §4 "the page reloads"). */
  reload(): void;
  /** Called once disposed (logout or dispose()). */
  onDispose?: () => void;
  /** Debounce of local changes, ms; default PUSH_DEBOUNCE_MS. */
  debounceMs?: number;
  /** Epoch seconds; default the clock. */
  nowSeconds?: () => number;
}

/** One login's server cart sync. */
export interface ServerCartSync {
  /** Starts watching local changes and the session (idempotent). */
  start(): void;
  /**
   * Binds to store `b.sid` (the menu or cart on screen, or the known store right after login) and runs its
   * login merge if it has not run for this store since login, or ran for another menu version. Idempotent;
   * safe to call on every render's effect. Resolves once the calls queued so far are done.
   */
  bind(b: CartSyncBinding): Promise<void>;
  /** Stops syncing (logout): pending posts are dropped and answers still under way are ignored. */
  dispose(): void;
  /** True once disposed. */
  readonly disposed: boolean;
}

type Task = { kind: 'merge'; sid: string } | { kind: 'flush' };

/** Creates the sync of the file comment (not started: call start()). */
export function createServerCartSync(deps: ServerCartSyncDeps): ServerCartSync {
  const { api, cartStore, session, messages } = deps;
  const debounceMs = deps.debounceMs ?? PUSH_DEBOUNCE_MS;
  const nowSeconds = deps.nowSeconds ?? (() => Math.floor(Date.now() / 1000));

  let binding: CartSyncBinding | null = null;
  /** Store → menu version its merge ran for (undefined: merged before a menu was on screen). */
  const merged = new Map<string, number | undefined>();
  /** Stores whose merge is queued or under way. */
  const merging = new Set<string>();
  /** syncKey of the cart as the server last confirmed it. */
  let lastSynced: string | null = null;
  let disposed = false;
  /** The last queued task: resolves once every task queued so far is done (the scope runs them in order). */
  let tail: Promise<void> = Promise.resolve();
  let flushQueued = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** True while the sync writes the local cart itself (not a change to post). */
  let adopting = false;
  let unsubscribers: (() => void)[] = [];

  const loggedIn = () => !disposed && session.isLoggedIn();

  // One observer; each mutate() is a new mutation in the 'server-cart' scope, queued behind the earlier ones.
  // Tasks report their own failures and never reject, so the app's mutation cache never sees a cart failure
  // (no red progress bar, as before); `meta.silent` keeps the background calls off the progress bar.
  const observer = new MutationObserver<void, Error, Task>(deps.queryClient, {
    mutationKey: serverCartMutationKey(),
    scope: { id: SERVER_CART_SCOPE },
    networkMode: 'always',
    retry: false,
    meta: { silent: true },
    mutationFn: (task) =>
      (task.kind === 'merge' ? merge(task.sid) : flush()).catch((error: unknown) =>
        console.warn('cart sync', error),
      ),
  });

  function enqueue(task: Task): Promise<void> {
    tail = observer.mutate(task).catch((error: unknown) => console.warn('cart sync', error));
    return tail;
  }

  /** Replaces the local cart without posting it back. */
  function setLocal(cart: CartState, synced = true): void {
    adopting = true;
    try {
      cartStore.setState(cart);
    } finally {
      adopting = false;
    }
    if (synced) lastSynced = syncKey(cart);
  }

  /** spec §4 / §8: what the server says about the cart it read (removed lines, older menu version). */
  function reportServerNotices(server: ServerCart): void {
    for (const message of removedMessages(server.removed_items)) {
      messages.info(message, { id: `cart-removed-${message}` });
    }
    if (server.menu_version_changed) {
      messages.info(messages.t('errors.menu_version_changed_when_get_cart_items'), {
        id: 'cart-menu-changed',
      });
    }
  }

  function reloadedBefore(): boolean {
    try {
      // No storage, no loop guard: behave as if the tab had already reloaded.
      return deps.reloadGuard ? deps.reloadGuard.getItem(RESYNC_RELOAD_KEY) !== null : true;
    } catch {
      return true;
    }
  }

  function clearReloadFlag(): void {
    try {
      deps.reloadGuard?.removeItem(RESYNC_RELOAD_KEY);
    } catch {
      // Nothing to clear.
    }
  }

  /** Applies a POST answer for the cart `sent` (model/cart-merge.ts decideAfterSave). */
  async function afterSave(sent: CartState, sid: string, answer: SaveCartResponse): Promise<void> {
    if (disposed) return;
    reportServerNotices(answer);
    const outcome = decideAfterSave(sent, answer, reloadedBefore());
    switch (outcome.kind) {
      case 'in_sync':
        lastSynced = syncKey(sent);
        clearReloadFlag();
        return;
      case 'adopt':
        // A newer server copy wins, unless the diner changed the cart meanwhile: that change is newer still
        // and is on its way (the next flush).
        if (syncKey(cartStore.getState()) === syncKey(sent)) setLocal(outcome.cart);
        return;
      case 'resync': {
        // spec §4: local items are re-synced and the page reloads (once per tab: see RESYNC_RELOAD_KEY).
        const again = await api.saveServerCart(toSetCartRequest(sent, sid));
        if (disposed) return;
        lastSynced = syncKey(sent);
        if (outcome.reload) {
          try {
            if (!deps.reloadGuard) return;
            deps.reloadGuard.setItem(RESYNC_RELOAD_KEY, String(Date.now()));
          } catch {
            return;
          }
          deps.reload();
        } else {
          console.warn('cart sync: item counts still differ after a reload', sent.items, again.items);
        }
        return;
      }
    }
  }

  /** Shows a failed cart call, unless it failed because the session ended (handled centrally). */
  function reportFailure(key: 'errors.get_cart_items' | 'errors.add_to_cart', error: unknown): void {
    if (!loggedIn()) return;
    const e = toApiError(error);
    if (e.code === 'menu_item_error') messages.error(e.message, { id: 'cart-sync-error' });
    else messages.apiError(messages.t(key), e);
  }

  /** The login merge for store `sid` (see the file comment). */
  async function merge(sid: string): Promise<void> {
    try {
      if (!loggedIn()) return;
      let server: ServerCart;
      try {
        server = await api.getServerCart(sid);
      } catch (error) {
        if (!disposed) reportFailure('errors.get_cart_items', error);
        return;
      }
      if (disposed) return;

      let local = cartStore.getState();
      const shown = binding?.sid === sid ? binding.menuVersion : undefined;
      const held = hasLinesFor(local, sid) ? new Set(local.items.map((line) => line.id)) : null;
      // The lines in hand were priced on the menu on screen by the cart binding, which said what changed
      // (ADR 029): the server's notices speak only of lines this browser still holds, or of the copy it adopts.
      reportServerNotices({
        ...server,
        removed_items: held ? server.removed_items.filter((r) => held.has(r.id)) : server.removed_items,
        menu_version_changed: server.menu_version_changed && !(shown !== undefined && held),
      });
      // Before a menu is on screen (right after login), local lines priced on another menu version are left to
      // the cart binding, which prices them on the new menu (ADR 029), and the merge runs again.
      const version = shown ?? (hasLinesFor(local, sid) ? (local.menu_version ?? undefined) : undefined);
      if (version !== undefined && server.menu_version !== version) {
        // The menu on screen is not the one the server prices with: refetch it; the cart binding then prices
        // the local lines on it (docs/decisions/029) and binds again, which merges again.
        if (shown !== undefined) binding?.onMenuChanged?.();
        return;
      }

      if (local.identifier === sid) {
        const kept = dropRemovedLines(local, server.removed_items, nowSeconds());
        if (kept !== local) {
          setLocal(kept, false);
          local = cartStore.getState();
        }
      }

      const decision = decideLoginMerge(local, server, sid);
      merged.set(sid, shown);
      if (decision.kind === 'adopt') setLocal(decision.cart);
      else if (decision.kind === 'none') lastSynced = syncKey(local);
      else {
        const sent = local;
        try {
          await afterSave(sent, sid, await api.saveServerCart(toSetCartRequest(sent, sid)));
        } catch (error) {
          if (!disposed) reportFailure('errors.add_to_cart', error);
        }
      }
      // Changes made while the merge was under way go out now.
      schedule(0);
    } finally {
      merging.delete(sid);
    }
  }

  /** Posts the latest local cart of the bound store if the server does not have it yet. */
  async function flush(): Promise<void> {
    flushQueued = false;
    const sid = binding?.sid;
    if (!sid || !loggedIn() || !merged.has(sid)) return;
    const sent = cartStore.getState();
    if (sent.identifier !== sid || syncKey(sent) === lastSynced) return;
    // Bound to another menu version than the cart's: the binding is about to clear or re-merge it.
    const shown = binding?.menuVersion;
    if (shown !== undefined && sent.menu_version !== shown) return;
    try {
      await afterSave(sent, sid, await api.saveServerCart(toSetCartRequest(sent, sid)));
    } catch (error) {
      if (!disposed) reportFailure('errors.add_to_cart', error);
    }
  }

  /** Debounces a flush; at most one waits in the queue, and it reads the cart when it runs. */
  function schedule(delay = debounceMs): void {
    if (disposed) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (flushQueued || disposed) return;
      flushQueued = true;
      void enqueue({ kind: 'flush' });
    }, delay);
  }

  const sync: ServerCartSync = {
    get disposed() {
      return disposed;
    },
    start() {
      if (disposed || unsubscribers.length > 0) return;
      unsubscribers = [
        cartStore.subscribe((state, prev) => {
          if (adopting || (state.items === prev.items && state.modify_time === prev.modify_time)) return;
          schedule();
        }),
        // Logout (spec §4): the user store is cleared before the cart, so the cart's clearing is never posted.
        session.onLogout(() => sync.dispose()),
      ];
    },
    bind(b) {
      if (!loggedIn()) return Promise.resolve();
      sync.start();
      const sameStore = binding?.sid === b.sid;
      binding = { ...b, menuVersion: b.menuVersion ?? (sameStore ? binding?.menuVersion : undefined) };
      const done = merged.has(b.sid);
      const mergedFor = merged.get(b.sid);
      // Merged right after login, before a menu was shown: from now on a change of this version re-merges.
      if (done && mergedFor === undefined && b.menuVersion !== undefined) merged.set(b.sid, b.menuVersion);
      const versionMoved =
        done && mergedFor !== undefined && b.menuVersion !== undefined && mergedFor !== b.menuVersion;
      if ((done && !versionMoved) || merging.has(b.sid)) return tail;
      merged.delete(b.sid);
      merging.add(b.sid);
      return enqueue({ kind: 'merge', sid: b.sid });
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      clearTimeout(timer);
      flushQueued = false;
      for (const unsubscribe of unsubscribers) unsubscribe();
      unsubscribers = [];
      binding = null;
      merged.clear();
      merging.clear();
      lastSynced = null;
      deps.onDispose?.();
    },
  };
  return sync;
}
