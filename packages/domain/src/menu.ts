/**
 * Menu contracts (spec §3 "Menu", §7 menu and inventory calls). Prices are TWD numbers on the wire.
 */
import { z } from 'zod';
import { ZFoodLabels } from './food-labels';
import { zText } from './text';

export const ZMenuOption = z.object({
  id: zText().uuid(),
  name: zText(),
  price: z.number().describe('Price delta in TWD, may be negative'),
  max_quantity: z.number().int().min(1).describe('How many times this option may be chosen'),
  is_default: z.boolean(),
  labels: ZFoodLabels.optional().describe('Food labels (allergens, 素食, 辣度, origins); absent when none'),
});
export type MenuOption = z.infer<typeof ZMenuOption>;

export const ZMenuOptionGroup = z.object({
  id: zText().uuid(),
  name: zText(),
  min: z.number().int().min(0).describe('Fewest choices (sum of option quantities)'),
  max: z.number().int().min(0).describe('Most choices (sum of option quantities)'),
  options: z.array(ZMenuOption),
});
export type MenuOptionGroup = z.infer<typeof ZMenuOptionGroup>;

/**
 * One choice of a set-meal slot (spec §3 item collections and upgrade): an entree of the same
 * menu, chosen with its own option groups, and the upgrade price delta it adds to the set meal.
 */
export const ZMenuCollectionEntree = z.object({
  id: zText().uuid().describe('Entree id (an entree of the same menu; its own option_groups apply)'),
  upgrade: z
    .number()
    .describe('Upgrade price delta in TWD added to the set meal (0 = included in its price)'),
});

/**
 * A slot of a set meal (spec §3 item collections), e.g. 主餐 or 飲料: the diner picks between
 * `min` and `max` entrees among `entrees` (a choice picked twice counts twice).
 */
export const ZMenuCollection = z.object({
  id: zText().uuid(),
  name: zText().describe('Slot name, e.g. 主餐, 飲料'),
  min: z.number().int().min(0).describe('Fewest picks; ≥ 1 = required slot'),
  max: z.number().int().min(1).describe('Most picks'),
  entrees: z.array(ZMenuCollectionEntree),
});
export type MenuCollection = z.infer<typeof ZMenuCollection>;

export const ZMenuEntree = z.object({
  id: zText().uuid(),
  name: zText(),
  description: zText(),
  image: zText().nullable(),
  price: z.number().describe('Base price in TWD'),
  option_groups: z.array(ZMenuOptionGroup),
  labels: ZFoodLabels.optional().describe('Food labels (allergens, 素食, 辣度, origins); absent when none'),
  collections: z
    .array(ZMenuCollection)
    .optional()
    .describe('Set meals only (spec §3 item collections): the slots, in display order; absent otherwise'),
});
export type MenuEntree = z.infer<typeof ZMenuEntree>;

export const ZMenuCategory = z.object({
  id: z.number().int(),
  name: zText(),
  entrees: z.array(ZMenuEntree),
});
export type MenuCategory = z.infer<typeof ZMenuCategory>;

/** GET /api/menu/{identifier} and /api/menu/new/{identifier}. Sold-out state is in the inventory call. */
export const ZMenuResponse = z.object({
  identifier: zText(),
  version: z.number().int(),
  sha1: zText(),
  categories: z.array(ZMenuCategory),
});
export type Menu = z.infer<typeof ZMenuResponse>;

/** GET /api/menu/{identifier}/check. */
export const ZMenuCheckResponse = z.object({ sha1: zText(), version: z.number().int() });
export type MenuCheck = z.infer<typeof ZMenuCheckResponse>;

/** GET /api/inventory/{identifier}: ids currently sold out. */
export const ZInventoryResponse = z.object({
  identifier: zText(),
  entrees: z.array(zText().uuid()),
  options: z.array(zText().uuid()),
});
export type Inventory = z.infer<typeof ZInventoryResponse>;
