/**
 * Server cart contracts for logged-in members (spec §3 "Cart", §4 "Cart", §5 "Cart change requires a store
 * identifier", §7 Cart calls). Prices on requests are display only: the server reprices every
 * line from the store's current menu (DESIGN.md "Money").
 */
import { z } from 'zod';
import { ZCart, ZCartItem, ZPricedCartItem } from './cart';
import { zText } from './text';

/** Most lines a server cart holds. */
export const MAX_CART_LINES = 200;

/** zh-TW text of identifier_required (spec §5 "Identifier is required for set cart items"). */
export const IDENTIFIER_REQUIRED_MESSAGE = '請先選擇店家再加入購物車';

/**
 * spec §3 Cart modify_time: when the client last changed its cart, epoch **seconds** (not ms: values of
 * 10^11 or more are refused). Compared with the stored copy to decide which is newer.
 */
export const ZModifyTime = z
  .number()
  .min(0)
  .max(99_999_999_999, 'modify_time 需為 epoch 秒（不是毫秒）')
  .describe('Epoch seconds of the last local cart change (spec §3 Cart modify_time)');

/**
 * Store identifier of a cart change. Optional in the schema so that a missing or empty one is answered with
 * 400 identifier_required (spec §5) rather than a generic validation error.
 */
export const ZCartIdentifier = zText()
  .max(100)
  .nullish()
  .describe('Store identifier; missing or empty → 400 identifier_required (spec §5)');

/** One line of a member's server cart: a priced line (spec §3 Cart item) plus its server id. */
export const ZServerCartItem = ZPricedCartItem.extend({
  id: zText().describe('Entree id from the menu (as in check_order)'),
  item_id: z
    .number()
    .int()
    .describe('Server id of this line: the {itemId} of PATCH/DELETE /api/cart/cart_items/{itemId}'),
});
export type ServerCartItem = z.infer<typeof ZServerCartItem>;

/** A stored line the current menu can no longer price; it was removed from the server cart. */
export const ZRemovedCartItem = z.object({
  item_id: z.number().int().describe('Server id the line had'),
  id: zText().describe('Entree id the line referred to'),
  name: zText().describe('Entree name when the menu still has it, else the name the client sent, else ""'),
  message: zText().describe('zh-TW reason, e.g. 購物車內有已下架的品項，請重新選購'),
});
export type RemovedCartItem = z.infer<typeof ZRemovedCartItem>;

/**
 * GET /api/cart/{identifier} and the answer of every cart write (spec §3 Cart): lines repriced from the
 * store's current menu, totals in TWD, modify_time in epoch seconds, menu_version = the version the prices
 * come from.
 */
export const ZServerCart = ZCart.extend({
  items: z.array(ZServerCartItem).describe('Lines in cart order, priced from the current menu'),
  removed_items: z
    .array(ZRemovedCartItem)
    .describe(
      'Lines dropped because the current menu no longer has their entree/option or their choices break ' +
        "the option groups' min/max (spec §4: tell the diner the menu changed). Reported once: they are " +
        'deleted from the server cart in the same request.',
    ),
  menu_version_changed: z
    .boolean()
    .describe(
      'True when the stored cart was saved on an older menu version; it has been re-checked against ' +
        'the current one (client: snackbar menu_version_changed_when_get_cart_items)',
    ),
});
export type ServerCart = z.infer<typeof ZServerCart>;

/** Answer of POST /api/cart and PATCH /api/cart/cart_items/{itemId}. */
export const ZSaveCartResponse = ZServerCart.extend({
  saved: z
    .boolean()
    .describe(
      'false: the stored cart is newer (its modify_time > the posted one) and was kept unchanged; this ' +
        'body is that stored cart, which the client should adopt as its local cart',
    ),
});
export type SaveCartResponse = z.infer<typeof ZSaveCartResponse>;

/** POST /api/cart (spec §7): replaces the member's cart at a store. */
export const ZSetCartRequest = z.object({
  items: z
    .array(ZCartItem)
    .max(MAX_CART_LINES, `購物車最多 ${MAX_CART_LINES} 項`)
    .describe('The whole cart; client prices are ignored'),
  identifier: ZCartIdentifier,
  modify_time: ZModifyTime.optional().describe(
    'Epoch seconds of the last local change; absent = now. An older value than the stored one is not saved',
  ),
  menu_version: z
    .number()
    .int()
    .optional()
    .describe('Informational; lines are checked against the current menu'),
});
export type SetCartRequest = z.infer<typeof ZSetCartRequest>;

/** PATCH /api/cart/cart_items/{itemId} (spec §7): replaces one line. */
export const ZUpdateCartItemRequest = z.object({
  item: ZCartItem.describe('The new content of the line; client prices are ignored'),
  identifier: ZCartIdentifier,
  modify_time: ZModifyTime.optional().describe('Epoch seconds; absent = now'),
});
export type UpdateCartItemRequest = z.infer<typeof ZUpdateCartItemRequest>;

/** DELETE /api/cart/cart_items/{itemId} body (spec §7 {identifier}). */
export const ZDeleteCartItemRequest = z.object({
  identifier: ZCartIdentifier,
  modify_time: ZModifyTime.optional().describe(
    'Epoch seconds of the local change; when given and newer, it becomes the cart modify_time',
  ),
});

/** Path parameter {itemId}: the server id of a cart line. */
export const ZCartItemIdParam = z.coerce
  .number()
  .int()
  .min(1)
  .max(2_147_483_647)
  .describe('Server id of a cart line (item_id)');
