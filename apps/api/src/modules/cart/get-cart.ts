/**
 * Reading and pricing a member's server cart (spec §3 Cart, §4 Cart and "Menu fetch", §7 GET /api/cart;
 * docs/features.md "Members"). Shared by every cart call: each answers with the cart as this module prices
 * it.
 *
 * Pricing is check_order's (`priceAvailableLines` / `priceCart` from @iding/domain over the cached menu of the store's current
 * version); client prices are never stored or used. Sold-out state is not applied here: sold-out is
 * temporary, and check_order refuses sold-out lines at checkout (spec §4 menu-item error), so a cart keeps
 * them meanwhile. Lines the current menu cannot price at all (entree or option gone, choices outside the
 * option groups' min/max after a menu change) are deleted and reported once in `removed_items`.
 */
import {
  type CartItem,
  CartLineError,
  cartOf,
  IDENTIFIER_REQUIRED_MESSAGE,
  type MenuIndex,
  priceAvailableLines,
  priceCart,
  type RemovedCartItem,
  type ServerCart,
  type ServerCartItem,
} from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import type { CachedMenu, MenuCache } from '../menu/menu-cache';
import type { StoreRow } from '../stores/get-store';
import { requireStore } from '../stores/get-store';
import { deleteCartItems, findCart, updateCartStamp } from './cart.queries';

/**
 * The store identifier of a cart change (spec §5 "Identifier is required for set cart items").
 * @throws ApiError identifier_required (400) when it is missing or blank.
 */
export function requireCartIdentifier(identifier: string | null | undefined): string {
  const trimmed = identifier?.trim();
  if (!trimmed) throw new ApiError('identifier_required', IDENTIFIER_REQUIRED_MESSAGE);
  return trimmed;
}

/**
 * The store and its current menu from `menus` (the app's menu cache; read outside any transaction: a miss
 * builds the menu from the database).
 */
export async function storeWithMenu(
  db: Db,
  menus: MenuCache,
  identifier: string,
): Promise<{ store: StoreRow; menu: CachedMenu }> {
  const store = await requireStore(db, identifier);
  const menu = await menus.get(store);
  return { store, menu };
}

/**
 * Checks client lines against the current menu like check_order (unknown entree/option, option group
 * min/max, option max_quantity, quantity 1..99) and returns them as stored: ids, quantities, memo, sort
 * order and the menu's entree name; client prices are dropped.
 * @throws ApiError menu_item_error (422) naming the first bad line.
 */
export function checkCartLines(index: MenuIndex, items: CartItem[]): CartItem[] {
  let priced: ReturnType<typeof priceCart>;
  try {
    priced = priceCart(index, items);
  } catch (error) {
    if (error instanceof CartLineError) throw new ApiError('menu_item_error', error.message);
    throw error;
  }
  return items.map((item, i) => ({
    id: item.id,
    quantity: item.quantity,
    memo: item.memo,
    name: priced.items[i]!.name,
    options: item.options.map((o) => ({ id: o.id, quantity: o.quantity })),
    collections: item.collections, // set meals
    ...(item.sort_index != null ? { sort_index: item.sort_index } : {}),
  }));
}

/** Server "now" as cart modify_time: epoch seconds. */
export const nowSeconds = (now: number) => Math.floor(now / 1000);

/** A client clock more than this far ahead of ours (seconds) is not trusted (see normaliseModifyTime). */
const MAX_CLOCK_AHEAD_S = 300;

/**
 * The modify_time to compare and store (epoch seconds): the client's value floored; absent = now; a value
 * more than 5 minutes ahead of the server clock is taken as now, so one device with a clock far in the
 * future cannot make its cart win every later sync.
 */
export function normaliseModifyTime(posted: number | undefined, now: number): number {
  const serverNow = nowSeconds(now);
  if (posted == null) return serverNow;
  const t = Math.floor(posted);
  return t > serverNow + MAX_CLOCK_AHEAD_S ? serverNow : t;
}

/** An empty cart of a store (no server copy: modify_time 0, so any local copy is newer). */
function emptyCart(store: StoreRow, menuVersion: number): ServerCart {
  return {
    items: [],
    selected_entree_map: {},
    identifier: store.identifier,
    store_id: store.id,
    menu_version: menuVersion,
    modify_time: 0,
    total: 0,
    removed_items: [],
    menu_version_changed: false,
  };
}

/**
 * The member's cart at `store`, every line repriced from `menu` (the store's current menu). Lines that no
 * longer price are deleted and listed in `removed_items`; a cart saved on an older menu version is
 * re-stamped with the current one and answered with `menu_version_changed: true` (both once).
 * Empty or absent cart → items [] (modify_time 0 when there is no server copy).
 */
export async function loadServerCart(
  db: Db,
  userId: number,
  store: StoreRow,
  menu: CachedMenu,
): Promise<ServerCart> {
  const version = menu.menu.version;
  const found = await findCart(db, userId, store.id);
  if (!found) return emptyCart(store, version);

  const rows = found.items;
  const { cart, kept, dropped } = priceAvailableLines(
    menu.index,
    rows.map((row) => row.item),
  );
  const items: ServerCartItem[] = cart.items.map((priced, k) => {
    const row = rows[kept[k]!]!;
    return { ...priced, sort_index: row.item.sort_index ?? priced.sort_index, item_id: row.id };
  });
  const removed: RemovedCartItem[] = dropped.map(({ index, message }) => {
    const { id, item: line } = rows[index]!;
    return {
      item_id: id,
      id: String(line?.id ?? ''),
      name: menu.index.entrees.get(line?.id)?.name ?? line?.name ?? '',
      message,
    };
  });

  const versionChanged = found.cart.menuVersion !== version;
  if (removed.length > 0 || versionChanged) {
    await db.transaction(async (tx) => {
      await deleteCartItems(
        tx,
        found.cart.id,
        removed.map((r) => r.item_id),
      );
      if (versionChanged) await updateCartStamp(tx, found.cart.id, { menuVersion: version });
    });
  }

  return {
    ...cartOf(
      { ...cart, items },
      {
        identifier: store.identifier,
        store_id: store.id,
        menu_version: version,
        modify_time: found.cart.modifyTime,
      },
    ),
    items,
    removed_items: removed,
    menu_version_changed: versionChanged,
  };
}

/**
 * GET /api/cart/{identifier}: the member's cart at a store, priced from the current menu (spec §7).
 * @throws ApiError store_not_found (404).
 */
export async function getCart(
  db: Db,
  menus: MenuCache,
  userId: number,
  identifier: string,
): Promise<ServerCart> {
  const { store, menu } = await storeWithMenu(db, menus, identifier);
  return loadServerCart(db, userId, store, menu);
}
