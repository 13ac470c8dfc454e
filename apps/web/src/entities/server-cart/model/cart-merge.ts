/**
 * Pure decisions of the member server cart sync (spec §4 "Cart": kept locally and, for logged-in users, on the
 * server; "If duplicate item counts differ between local and server cart, local items are re-synced and the
 * page reloads"; spec §6 "Cart syncs to the server only when logged in"). No I/O: the service in
 * entities/server-cart/model/server-cart-sync.ts does the calls and applies what these functions decide.
 *
 * Which copy wins is the server's `modify_time` rule (epoch seconds, newer wins): a local cart with items is
 * always posted and the server answers `saved: false` with its own copy when that copy is newer.
 */
import {
  type CartItem,
  collectionInputs,
  type PricedCartItem,
  type RemovedCartItem,
  type SaveCartResponse,
  type ServerCart,
  type SetCartRequest,
} from '@iding/domain';
import { type CartState, recompute } from '../../../stores/cart-store';

/** What to do with the local cart once the server cart of store `sid` is known (login merge). */
export type MergeDecision =
  /** Neither copy has lines: nothing to send or adopt. */
  | { kind: 'none' }
  /** The local cart has lines for this store: POST it; the server keeps its copy if that is newer. */
  | { kind: 'push' }
  /** The local cart is empty (or another store's): take the server's repriced lines. */
  | { kind: 'adopt'; cart: CartState };

/** What to do after a POST /api/cart answer for the cart that was sent. */
export type SaveOutcome =
  /** Saved and the server holds the same lines with the same quantities. */
  | { kind: 'in_sync' }
  /** saved: false, the server copy is newer: replace the local cart with it. */
  | { kind: 'adopt'; cart: CartState }
  /**
   * Saved, but the server's per-line quantities differ from what was sent: post the local lines again and
   * reload the page (spec §4) — `reload` is false when this tab already reloaded for it (loop guard).
   */
  | { kind: 'resync'; reload: boolean };

/** Whether the local cart holds lines of store `sid`. */
export function hasLinesFor(local: Pick<CartState, 'identifier' | 'items'>, sid: string): boolean {
  return local.identifier === sid && local.items.length > 0;
}

/**
 * The local cart made from a server cart: the server's lines (prices from the store's current menu, TWD)
 * without their server `item_id`, renumbered, totals recomputed in cents; identifier, menu_version and
 * modify_time (epoch seconds) are the server's.
 */
export function cartFromServer(server: ServerCart): CartState {
  const items: PricedCartItem[] = server.items.map(({ item_id: _serverId, ...line }) => line);
  return {
    ...recompute(items),
    identifier: server.identifier,
    menu_version: server.menu_version,
    modify_time: server.modify_time,
  };
}

/**
 * Login merge: local lines for this store → push them (the server decides by modify_time);
 * local lines of another store → nothing (browsing a menu never replaces the cart in hand);
 * otherwise adopt the server's lines if it has any; otherwise nothing.
 */
export function decideLoginMerge(local: CartState, server: ServerCart, sid: string): MergeDecision {
  if (hasLinesFor(local, sid)) return { kind: 'push' };
  if (local.items.length > 0) return { kind: 'none' };
  if (server.items.length > 0) return { kind: 'adopt', cart: cartFromServer(server) };
  return { kind: 'none' };
}

/**
 * spec §4 "duplicate item counts": whether two copies hold the same lines in the same order with the same
 * quantities (entree id and quantity per line; prices are the server's business and not compared).
 */
export function sameLineCounts(
  local: readonly Pick<PricedCartItem, 'id' | 'quantity'>[],
  server: readonly Pick<PricedCartItem, 'id' | 'quantity'>[],
): boolean {
  return (
    local.length === server.length &&
    local.every((line, i) => line.id === server[i]!.id && line.quantity === server[i]!.quantity)
  );
}

/**
 * Reads a POST /api/cart answer for the cart `sent`: saved: false → adopt the server copy; saved with other
 * per-line quantities → re-sync (and reload unless `alreadyReloaded`, the tab's loop guard); else in sync.
 */
export function decideAfterSave(
  sent: Pick<CartState, 'items'>,
  answer: SaveCartResponse,
  alreadyReloaded: boolean,
): SaveOutcome {
  if (!answer.saved) return { kind: 'adopt', cart: cartFromServer(answer) };
  if (!sameLineCounts(sent.items, answer.items)) return { kind: 'resync', reload: !alreadyReloaded };
  return { kind: 'in_sync' };
}

/**
 * Drops local lines whose entree the server reported in `removed_items` (the current menu no longer has it,
 * spec §4 "Menu fetch"); the cart is returned unchanged (same object) when nothing matches, so the caller
 * can tell whether to save it. Lines are matched by entree id: removed items carry no options.
 * @param now epoch seconds, the modify_time of a changed cart.
 */
export function dropRemovedLines(
  local: CartState,
  removed: readonly Pick<RemovedCartItem, 'id'>[],
  now: number,
): CartState {
  if (removed.length === 0) return local;
  const gone = new Set(removed.map((r) => r.id));
  const kept = local.items.filter((line) => !gone.has(line.id));
  if (kept.length === local.items.length) return local;
  return { ...local, ...recompute(kept), modify_time: now };
}

/** The zh-TW messages of `removed_items` for the snackbar, each once. */
export function removedMessages(removed: readonly Pick<RemovedCartItem, 'message'>[]): string[] {
  return [...new Set(removed.map((r) => r.message).filter(Boolean))];
}

/**
 * POST /api/cart body for the local cart of store `sid` (spec §7 {items, identifier, modify_time}): the
 * lines as the server stores them (entree, options, quantity, memo; client prices are ignored there and
 * left out), modify_time = the local cart's last change in epoch seconds.
 */
export function toSetCartRequest(local: CartState, sid: string): SetCartRequest {
  const items: CartItem[] = local.items.map((line, i) => ({
    id: line.id,
    name: line.name,
    quantity: line.quantity,
    memo: line.memo,
    sort_index: i,
    options: line.options.map((o) => ({ id: o.id, quantity: o.quantity })),
    // A set meal's picks, so the member's other devices get the same meal.
    ...(line.collections?.length ? { collections: collectionInputs(line.collections) } : {}),
  }));
  return {
    items,
    identifier: sid,
    modify_time: local.modify_time,
    ...(local.menu_version === null ? {} : { menu_version: local.menu_version }),
  };
}

/**
 * A fingerprint of what the server stores of a cart (store, modify_time, lines without prices), to skip
 * posting a cart that is already on the server.
 */
export function syncKey(local: Pick<CartState, 'identifier' | 'modify_time' | 'items'>): string {
  return JSON.stringify([
    local.identifier,
    local.modify_time,
    local.items.map((l) => [
      l.id,
      l.quantity,
      l.memo,
      l.options.map((o) => [o.id, o.quantity]),
      collectionInputs(l.collections) ?? [],
    ]),
  ]);
}
