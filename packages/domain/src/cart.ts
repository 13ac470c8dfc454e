/**
 * Cart contracts (spec §3 "Cart", §4 "Cart"). Prices are TWD numbers; on requests they are display only,
 * the server recomputes them (DESIGN.md "Money").
 */
import { z } from 'zod';
import { MAX_ITEM_QUANTITY } from './enums';
import { FIELD_LIMITS } from './limits';
import { hasInvalidChar, VALIDATION_MESSAGES } from './rules/validators';
import { zPlainText, zText } from './text';

const shortText = (max: number) => zText().max(max);
/** A line memo (spec §3 Cart item memo): typed by the diner, read on the store's board; no bidi control. */
const lineMemo = () =>
  zPlainText()
    .max(FIELD_LIMITS.memo)
    .refine((s) => !hasInvalidChar(s), VALIDATION_MESSAGES.invalid_char)
    .default('');

export const ZCartItemOption = z.object({
  id: zText().uuid().describe('Option id from the menu'),
  quantity: z.number().int().min(1).max(MAX_ITEM_QUANTITY).default(1),
  name: shortText(200).optional(),
  group_id: zText().uuid().optional(),
  price: z.number().optional().describe('Display only; the server reprices'),
});

/**
 * The entree picked for one slot of a set meal (spec §3 Cart item collections: "each with an entree having a
 * memo"): the slot `id` and the chosen entree with its own options. Names and prices are
 * display only on requests.
 */
export const ZCartItemCollection = z.object({
  id: zText().uuid().describe('Slot (collection) id of the set meal'),
  name: shortText(200).optional(),
  entree: z.object({
    id: zText().uuid().describe('Entree id of a choice of that slot'),
    name: shortText(200).optional(),
    memo: lineMemo(),
    options: z.array(ZCartItemOption).max(100).default([]),
    upgrade: z.number().optional().describe('Display only; the server reprices'),
  }),
});
export type CartItemCollection = z.infer<typeof ZCartItemCollection>;

export const ZCartItem = z.object({
  index: z.number().int().min(0).optional(),
  sort_index: z.number().int().min(0).optional(),
  id: zText().uuid().describe('Entree id from the menu'),
  menu_uuid: zText().optional(),
  name: shortText(200).optional(),
  quantity: z.number().int(),
  // spec §5 invalidChar: no "#" in an item memo.
  memo: lineMemo(),
  options: z.array(ZCartItemOption).max(100).default([]),
  collections: z
    .array(ZCartItemCollection)
    .max(20)
    .optional()
    .describe('Set meals only (spec §3 item collections): the entree picked for each slot'),
  upgrade: z.number().optional().describe('Display only; the server reprices'),
  subtotal: z.number().optional().describe('Unit price incl. options (TWD); display only on requests'),
  total: z.number().optional().describe('subtotal × quantity (TWD); display only on requests'),
});
export type CartItem = z.infer<typeof ZCartItem>;

/** A cart as the client sends it. */
export const ZCartInput = z.object({
  items: z.array(ZCartItem).max(200),
  identifier: zText().max(100).optional(),
  menu_version: z.number().int().optional(),
  modify_time: z.number().optional(),
  total: z.number().optional(),
});

/** A chosen option as priced (TWD). */
export const ZPricedOption = z.object({
  id: zText(),
  name: zText(),
  group_id: zText(),
  group_name: zText(),
  quantity: z.number().int(),
  price: z.number(),
});
export type PricedOption = z.infer<typeof ZPricedOption>;

/** A priced slot pick of a set meal (spec §3 item collections). */
export const ZPricedCollection = z.object({
  id: zText().describe('Slot id'),
  name: zText().describe('Slot name, e.g. 飲料'),
  entree: z.object({
    id: zText(),
    name: zText(),
    memo: zText(),
    options: z.array(ZPricedOption),
    upgrade: z.number().describe('Upgrade delta of this pick, TWD (0 = included)'),
  }),
});
export type PricedCollection = z.infer<typeof ZPricedCollection>;

/** A priced cart line as the server returns it. */
export const ZPricedCartItem = z.object({
  index: z.number().int(),
  sort_index: z.number().int(),
  id: zText(),
  menu_uuid: zText(),
  name: zText(),
  quantity: z.number().int(),
  memo: zText(),
  options: z.array(ZPricedOption),
  collections: z
    .array(ZPricedCollection)
    .optional()
    .describe('Set meals only: the pick of each slot in menu order, with its options and upgrade'),
  upgrade: z
    .number()
    .optional()
    .describe("Set meals only: sum of the picks' upgrade deltas for one unit, TWD (included in subtotal)"),
  subtotal: z.number().describe("Unit price incl. options (and a set meal's upgrades and pick options), TWD"),
  total: z.number().describe('subtotal × quantity, TWD'),
});
export type PricedCartItem = z.infer<typeof ZPricedCartItem>;

/** The authoritative cart (spec §3 Cart). */
export const ZCart = z.object({
  items: z.array(ZPricedCartItem),
  selected_entree_map: z.record(zText(), z.number().int()).describe('Entree id → total quantity'),
  identifier: zText(),
  store_id: z.number().int(),
  menu_version: z.number().int(),
  modify_time: z.number().describe('Epoch seconds'),
  total: z.number().describe('TWD'),
});
export type Cart = z.infer<typeof ZCart>;
