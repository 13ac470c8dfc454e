/**
 * Member server cart sync (spec §4 "Cart": local storage and, for logged-in users, the server; "synced to
 * server if logged in"; duplicate item counts → re-sync and reload; spec §6 "Cart syncs to the server only when
 * logged in"; spec §8 snackbar keys get_cart_items, add_to_cart, menu_version_changed_when_get_cart_items;
 * issue #3 §3). Loaded lazily by entities/server-cart/hooks/use-server-cart-sync.ts only once a member is logged in, so visitors
 * neither download it nor call the cart API.
 *
 * - Bound to one store at a time (the menu or cart on screen, or the known store right after login).
 * - Login merge, once per store and login: GET the server cart; drop local lines whose entree the server
 *   reported removed (snackbar with its message); then the pure decision of entities/server-cart/model/cart-merge.ts: local lines →
 *   POST them (saved: false → adopt the newer server copy), local empty → adopt the server lines. A server
 *   menu version other than the one on screen goes to the existing menu-changed handling (the menu is
 *   refetched; the cart binding clears a stale local cart with its snackbar, then the merge runs again).
 * - Every later local change (add, edit, quantity, remove, clear) is posted whole, debounced, one request at a
 *   time: a flush reads the latest local cart when it starts, so rapid taps end in one POST of the last state.
 *   modify_time = the local cart's last change (epoch seconds). Nothing is posted for a store before its merge
 *   (an empty freshly bound local cart must not wipe the server copy).
 * - A POST answer whose per-line quantities differ from what was sent: post the local lines again and reload
 *   the page once (sessionStorage flag against loops, cleared by the next sync that agrees).
 * - Logout stops everything before the local cart is cleared (the user store is cleared first), so logout
 *   never empties the server cart (spec §4 Logout).
 */
import type { SaveCartResponse, ServerCart } from '@iding/domain';
import { showApiError, toApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { type CartState, useCart } from '../../../stores/cart-store';
import { isLoggedIn, useUser } from '../../../stores/user-store';
import { getServerCart } from '../api/get-server-cart';
import { saveServerCart } from '../api/save-server-cart';
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

/** What the cart sync is bound to. */
export interface CartSyncBinding {
  /** Store identifier. */
  sid: string;
  /** Menu version on screen; undefined right after login, before a menu is loaded. */
  menuVersion?: number;
  /** Called when the server prices the cart from another menu version than the one on screen. */
  onMenuChanged?: () => void;
}

let binding: CartSyncBinding | null = null;
/** Store → menu version its merge ran for (undefined: merged before a menu was on screen). */
const merged = new Map<string, number | undefined>();
/** Stores whose merge is queued or under way. */
const merging = new Set<string>();
/** syncKey of the cart as the server last confirmed it. */
let lastSynced: string | null = null;
/** Bumped by stop(): answers of an older generation are ignored. */
let generation = 0;
let queue: Promise<void> = Promise.resolve();
let flushQueued = false;
let timer: ReturnType<typeof setTimeout> | undefined;
/** True while this module writes the local cart itself (not a change to post). */
let adopting = false;
let unsubscribeCart: (() => void) | null = null;
let unsubscribeUser: (() => void) | null = null;

const nowSeconds = () => Math.floor(Date.now() / 1000);
const loggedIn = () => isLoggedIn(useUser.getState());

/** Runs `task` after every earlier one: at most one cart request in flight. */
function enqueue(task: () => Promise<void>): Promise<void> {
  queue = queue.then(task).catch((error: unknown) => console.warn('cart sync', error));
  return queue;
}

/** Replaces the local cart without posting it back. */
function setLocal(cart: CartState): void {
  adopting = true;
  try {
    useCart.setState(cart);
  } finally {
    adopting = false;
  }
  lastSynced = syncKey(cart);
}

/** spec §4 / §8: what the server says about the cart it read (removed lines, older menu version). */
function reportServerNotices(server: ServerCart): void {
  for (const message of removedMessages(server.removed_items)) {
    notify.info(message, { id: `cart-removed-${message}` });
  }
  if (server.menu_version_changed) {
    notify.info(i18n.t('errors.menu_version_changed_when_get_cart_items'), { id: 'cart-menu-changed' });
  }
}

function reloadedBefore(): boolean {
  try {
    return sessionStorage.getItem(RESYNC_RELOAD_KEY) !== null;
  } catch {
    // No storage, no loop guard: behave as if the tab had already reloaded.
    return true;
  }
}

function clearReloadFlag(): void {
  try {
    sessionStorage.removeItem(RESYNC_RELOAD_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** Applies a POST answer for the cart `sent` (entities/server-cart/model/cart-merge.ts decideAfterSave). */
async function afterSave(sent: CartState, sid: string, answer: SaveCartResponse, gen: number): Promise<void> {
  if (gen !== generation) return;
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
      if (syncKey(useCart.getState()) === syncKey(sent)) setLocal(outcome.cart);
      return;
    case 'resync': {
      // spec §4: local items are re-synced and the page reloads (once per tab: see RESYNC_RELOAD_KEY).
      const again = await saveServerCart(toSetCartRequest(sent, sid));
      if (gen !== generation) return;
      lastSynced = syncKey(sent);
      if (outcome.reload) {
        try {
          sessionStorage.setItem(RESYNC_RELOAD_KEY, String(Date.now()));
        } catch {
          return;
        }
        window.location.reload();
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
  if (e.code === 'menu_item_error') notify.error(e.message, { id: 'cart-sync-error' });
  else showApiError(i18n.t(key), e);
}

/** The login merge for store `sid` (see the file comment). */
async function merge(sid: string): Promise<void> {
  const gen = generation;
  if (!loggedIn()) return;
  let server: ServerCart;
  try {
    server = await getServerCart(sid);
  } catch (error) {
    if (gen === generation) reportFailure('errors.get_cart_items', error);
    return;
  }
  if (gen !== generation) return;
  reportServerNotices(server);

  let local = useCart.getState();
  const shown = binding?.sid === sid ? binding.menuVersion : undefined;
  // Before a menu is on screen (right after login), local lines priced on another menu version are left to
  // the cart binding, which clears them (spec §4) and merges again, adopting the server's repriced lines.
  const version = shown ?? (hasLinesFor(local, sid) ? (local.menu_version ?? undefined) : undefined);
  if (version !== undefined && server.menu_version !== version) {
    // The menu on screen is not the one the server prices with: refetch it; the cart binding then clears a
    // stale local cart (menu.cleared.menu_changed) and binds again, which merges again.
    if (shown !== undefined) binding?.onMenuChanged?.();
    return;
  }

  if (local.identifier === sid) {
    const kept = dropRemovedLines(local, server.removed_items, nowSeconds());
    if (kept !== local) {
      adopting = true;
      try {
        useCart.setState(kept);
      } finally {
        adopting = false;
      }
      local = useCart.getState();
    }
  }

  const decision = decideLoginMerge(local, server, sid);
  merged.set(sid, shown);
  if (decision.kind === 'adopt') setLocal(decision.cart);
  else if (decision.kind === 'none') lastSynced = syncKey(local);
  else {
    const sent = local;
    try {
      await afterSave(sent, sid, await saveServerCart(toSetCartRequest(sent, sid)), gen);
    } catch (error) {
      if (gen === generation) reportFailure('errors.add_to_cart', error);
    }
  }
  // Changes made while the merge was under way go out now.
  schedule(0);
}

/** Posts the latest local cart of the bound store if the server does not have it yet. */
async function flush(): Promise<void> {
  flushQueued = false;
  const gen = generation;
  const sid = binding?.sid;
  if (!sid || !loggedIn() || !merged.has(sid)) return;
  const sent = useCart.getState();
  if (sent.identifier !== sid || syncKey(sent) === lastSynced) return;
  // Bound to another menu version than the cart's: the binding is about to clear or re-merge it.
  const shown = binding?.menuVersion;
  if (shown !== undefined && sent.menu_version !== shown) return;
  try {
    await afterSave(sent, sid, await saveServerCart(toSetCartRequest(sent, sid)), gen);
  } catch (error) {
    if (gen === generation) reportFailure('errors.add_to_cart', error);
  }
}

/** Debounces a flush; at most one waits in the queue, and it reads the cart when it runs. */
function schedule(delay = PUSH_DEBOUNCE_MS): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    if (flushQueued) return;
    flushQueued = true;
    void enqueue(flush);
  }, delay);
}

/**
 * Binds the sync to store `b.sid` (the menu or cart on screen, or the known store right after login) and
 * runs its login merge if it has not run for this store since login, or ran for another menu version.
 * Idempotent; safe to call on every render's effect.
 */
export function bindServerCart(b: CartSyncBinding): Promise<void> {
  if (!loggedIn()) return Promise.resolve();
  unsubscribeCart ??= useCart.subscribe((state, prev) => {
    if (adopting || (state.items === prev.items && state.modify_time === prev.modify_time)) return;
    schedule();
  });
  // Logout (spec §4): the user store is cleared before the cart, so the cart's clearing is never posted.
  unsubscribeUser ??= useUser.subscribe((state) => {
    if (!isLoggedIn(state)) stopServerCartSync();
  });
  const sameStore = binding?.sid === b.sid;
  binding = { ...b, menuVersion: b.menuVersion ?? (sameStore ? binding?.menuVersion : undefined) };
  const done = merged.has(b.sid);
  const mergedFor = merged.get(b.sid);
  // Merged right after login, before a menu was shown: from now on a change of this version re-merges.
  if (done && mergedFor === undefined && b.menuVersion !== undefined) merged.set(b.sid, b.menuVersion);
  const versionMoved =
    done && mergedFor !== undefined && b.menuVersion !== undefined && mergedFor !== b.menuVersion;
  if ((done && !versionMoved) || merging.has(b.sid)) return queue;
  merged.delete(b.sid);
  merging.add(b.sid);
  return enqueue(() => merge(b.sid).finally(() => merging.delete(b.sid)));
}

/** Stops syncing (logout): pending posts are dropped and answers still under way are ignored. */
export function stopServerCartSync(): void {
  generation++;
  clearTimeout(timer);
  flushQueued = false;
  unsubscribeCart?.();
  unsubscribeUser?.();
  unsubscribeCart = null;
  unsubscribeUser = null;
  binding = null;
  merged.clear();
  merging.clear();
  lastSynced = null;
}
