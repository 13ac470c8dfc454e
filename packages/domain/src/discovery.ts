/**
 * Discovery contracts (spec §3 "Store lists", "Branch stores", §7 brands, autocomplete, subsidiaries, news).
 */
import { z } from 'zod';
import { ZNewsItem, ZStoreSummary } from './store';
import { zText } from './text';

/** A brand in a list (spec §7 GET /api/brands). */
export const ZBrandSummary = z.object({
  identifier: zText().describe('Public brand id (/brands/{bid})'),
  name: zText(),
  description: zText(),
  logo: zText().nullable(),
  aliases: z.array(zText()).describe('Other names diners type, e.g. 五十嵐'),
  store_count: z.number().int(),
});
export type BrandSummary = z.infer<typeof ZBrandSummary>;

/** GET /api/brands response. */
export const ZBrandsResponse = z.object({ brands: z.array(ZBrandSummary) });
export type BrandsResponse = z.infer<typeof ZBrandsResponse>;

/** GET /api/brands/{bid} response: the brand and its stores (spec §2 /brands/{bid}/stores). */
export const ZBrandResponse = z.object({ brand: ZBrandSummary, stores: z.array(ZStoreSummary) });
export type BrandResponse = z.infer<typeof ZBrandResponse>;

/**
 * One autocomplete suggestion: a store to open: is_closed = closed now (business hours and
 * holidays, Asia/Taipei); latitude/longitude for the web's distance; dishes = the first (at most 2) menu
 * dishes whose name holds every word, in menu order, and dish_count how many do (0: found by its own text).
 * No .describe() texts here: they would ship in the web's initial JS (the page-speed budget, docs/features.md).
 */
export const ZStoreSuggestion = z.object({
  identifier: zText(),
  name: zText(),
  brand_identifier: zText(),
  brand_name: zText(),
  city: zText(),
  district: zText(),
  address: zText(),
  is_closed: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  dishes: z
    .array(zText())
    .describe('The first (at most 2) menu dishes whose name holds every word, menu order'),
  dish_count: z.number().int().describe('How many dishes of the menu hold every word (0: a store match)'),
});

/** GET /api/stores/autocomplete response (spec §7): best matches first, at most 10 stores and 5 brands. */
export const ZAutocompleteResponse = z.object({
  search: zText().describe('The text as searched (trimmed)'),
  stores: z.array(ZStoreSuggestion),
  brands: z.array(ZBrandSummary.pick({ identifier: true, name: true, logo: true })),
});
export type AutocompleteResponse = z.infer<typeof ZAutocompleteResponse>;

/** GET /api/stores/{identifier}/subsidiaries response (spec §3 "Branch stores": store plus subsidiaries). */
export const ZSubsidiariesResponse = z.object({
  store: z.object({ identifier: zText(), name: zText(), favorite: z.boolean() }),
  subsidiaries: z.array(ZStoreSummary).describe('The other stores of the same brand, nearest zip first'),
});
export type SubsidiariesResponse = z.infer<typeof ZSubsidiariesResponse>;

/** GET /api/stores/{identifier}/news response: the store's news (carousel messages, first = news line). */
export const ZStoreNewsResponse = z.object({
  identifier: zText(),
  news: z.array(ZNewsItem),
});
export type StoreNewsResponse = z.infer<typeof ZStoreNewsResponse>;

/** POST /api/stores/store/identifier body and response (spec §7; §9 "Store identifier kept in cookie"). */
export const ZCurrentStoreRequest = z.object({ identifier: zText().min(1).max(100) });
export const ZCurrentStoreResponse = z.object({ identifier: zText(), name: zText() });
export type CurrentStoreResponse = z.infer<typeof ZCurrentStoreResponse>;

/** GET /api/banners response (spec §7): banners showing now, in order. */
export const ZBannersResponse = z.object({
  banners: z.array(
    z.object({
      id: z.number().int(),
      title: zText(),
      description: zText(),
      image: zText().nullable(),
      link: zText().nullable().describe('In-app path (/store/50lan-xinyi) or https URL'),
    }),
  ),
});
export type BannersResponse = z.infer<typeof ZBannersResponse>;

/** GET /api/category/tag_categories response (spec §7 food categories): tags of the stores, most used first. */
export const ZTagCategoriesResponse = z.object({
  categories: z.array(z.object({ name: zText(), store_count: z.number().int() })),
});
export type TagCategoriesResponse = z.infer<typeof ZTagCategoriesResponse>;
