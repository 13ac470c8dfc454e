/**
 * Menu contracts (spec §3 "Menu", §7 menu and inventory calls). Prices are TWD numbers on the wire.
 */
import { z } from 'zod';
import { zText } from './text';

export const ZMenuOption = z.object({
  id: zText().uuid(),
  name: zText(),
  price: z.number().describe('Price delta in TWD, may be negative'),
  max_quantity: z.number().int().min(1).describe('How many times this option may be chosen'),
  is_default: z.boolean(),
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

export const ZMenuEntree = z.object({
  id: zText().uuid(),
  name: zText(),
  description: zText(),
  image: zText().nullable(),
  price: z.number().describe('Base price in TWD'),
  option_groups: z.array(ZMenuOptionGroup),
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
