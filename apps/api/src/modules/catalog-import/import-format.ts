/**
 * The catalogue import file format (documented in data/README.md): brands → stores → menu
 * (categories → entrees → option groups with min/max and per-option price deltas), business hours with split
 * shifts, holidays, address, app_settings per order type, point_rule, table_limit and coupons. Prices in TWD.
 */
import {
  type FloorOptionGroup,
  fromCents,
  lowestUnitCents,
  ORDER_TYPE_SETTINGS_KEY,
  PaymentType,
  TW_DISTRICTS,
  ZAppSettings,
  ZBusinessHour,
  ZConsoleCouponRequest,
  ZFoodLabelsInput,
  ZHoliday,
  ZPointRule,
} from '@iding/domain';
import { z } from 'zod';

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'must be a lowercase slug (a-z, 0-9, -)');
const money = z.number().multipleOf(0.01, 'must have at most 2 decimals');

export const ZImportOption = z.object({
  id: z.string().uuid().optional(),
  name: z.string().min(1).max(100),
  price: money.min(-100_000).max(100_000).default(0),
  max_quantity: z.number().int().min(1).max(99).default(1),
  is_default: z.boolean().default(false),
  /** Food labels (ZFoodLabels; docs/features.md "Food labels"), e.g. 加蛋 with allergens ["egg"]. */
  labels: ZFoodLabelsInput.optional(),
});

export const ZImportOptionGroup = z.object({
  id: z.string().uuid().optional(),
  name: z.string().min(1).max(100),
  min: z.number().int().min(0),
  max: z.number().int().min(1),
  options: z.array(ZImportOption).min(1, 'must have at least 1 option'),
});

/**
 * A choice of a set-meal slot: an entree of the same store named by `entree` (its name in
 * this store's menu, unique there), picked with its own option groups, and the upgrade delta in TWD.
 */
export const ZImportCollectionEntree = z.object({
  entree: z.string().min(1).max(200),
  upgrade: money.min(0, 'must be >= 0').max(100_000).default(0),
});

/** A slot of a set meal (spec §3 item collections), e.g. 主餐 with min 1 / max 1. */
export const ZImportCollection = z.object({
  id: z.string().uuid().optional(),
  name: z.string().min(1).max(100),
  min: z.number().int().min(0).default(1),
  max: z.number().int().min(1).default(1),
  entrees: z.array(ZImportCollectionEntree).min(1, 'must have at least 1 entree'),
});

export const ZImportEntree = z.object({
  id: z.string().uuid().optional(),
  name: z.string().min(1).max(200),
  description: z.string().max(2000).default(''),
  image: z.string().url().nullable().optional(),
  price: money.min(0, 'must be >= 0').max(1_000_000),
  option_groups: z.array(ZImportOptionGroup).default([]),
  /** Food labels (ZFoodLabels): allergens, vegetarian, spicy 0–3, pork_origin, beef_origin. */
  labels: ZFoodLabelsInput.optional(),
  /** Set meals only: the slots (spec §3 item collections). */
  collections: z.array(ZImportCollection).max(10).default([]),
});

/** A custom item of a store (spec §3 custom_items): an extra for the whole order, e.g. 提袋 2 TWD. */
export const ZImportCustomItem = z.object({
  id: z.string().uuid().optional(),
  name: z.string().min(1).max(50),
  price: money.min(0, 'must be >= 0').max(100_000),
});

export const ZImportStore = z.object({
  identifier: slug,
  name: z.string().min(1).max(100),
  description: z.string().max(2000).default(''),
  phone: z.string().max(30).default(''),
  city: z.string().min(1).max(20),
  district: z.string().min(1).max(20),
  zip: z.string().regex(/^\d{3}(\d{2,3})?$/, 'must be a 3, 5 or 6 digit zip code'),
  address: z.string().min(1).max(200),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  logo: z.string().url().nullable().optional(),
  cover: z.string().url().nullable().optional(),
  categories: z.array(z.string().max(30)).default([]),
  business_hours: z.array(ZBusinessHour).default([]),
  holidays: z.array(ZHoliday).default([]),
  /** The store news, newest first (spec §3 carousel_messages; the first is the news line). */
  carousel_messages: z
    .array(
      z.object({
        title: z.string().max(100),
        description: z.string().max(500),
        date: z.iso.date('must be a date YYYY-MM-DD').optional(),
      }),
    )
    .default([]),
  app_settings: ZAppSettings,
  point_rule: ZPointRule.default({ PMEnabled: false, PMName: '點', PGRules: [] }),
  table_limit: z.number().int().min(0).max(1000).default(0),
  table_name: z.string().max(20).default('桌號'),
  /** spec §3 store info can_order: false stops online ordering (the store page says so; orders are refused). */
  can_order: z.boolean().default(true),
  /** spec §3 store info show_holiday_dialog: the store page opens its holidays dialog on arrival. */
  show_holiday_dialog: z.boolean().default(false),
  /** spec §3 store info custom_items: extras chosen on the cart page (環保餐具, 提袋) with TWD prices. */
  custom_items: z.array(ZImportCustomItem).max(20).default([]),
  /**
   * The store's coupons and promo codes (docs/features.md "Console coupons"): the console's fields and rules
   * (ZConsoleCouponRequest, zh-TW messages); entree_ids / gift_entree_id name entrees of this store's menu by
   * name (or by the id the file gives them). Names unique within the store, promo codes within the brand.
   */
  coupons: z.array(ZConsoleCouponRequest).max(100).default([]),
  menu: z.object({
    categories: z.array(z.object({ name: z.string().min(1).max(100), entrees: z.array(ZImportEntree) })),
  }),
});

export const ZImportBrand = z.object({
  identifier: slug,
  name: z.string().min(1).max(100),
  description: z.string().max(2000).default(''),
  logo: z.string().url().nullable().optional(),
  /** Other names diners type for the brand (e.g. 五十嵐 for 50嵐); store search matches them too. */
  aliases: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
  source: z.string().max(500).default(''),
  stores: z.array(ZImportStore),
});

type Path = (string | number)[];
type Issue = (message: string, path: Path) => void;
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** City → district → 3-digit zip, from the official table (packages/domain tw-districts.ts). */
const DISTRICTS = new Map(
  Object.entries(TW_DISTRICTS).map(([city, rows]) => [
    city,
    new Map(rows.split(',').map((row) => [row.slice(4), row.slice(0, 3)] as const)),
  ]),
);
const PAYMENT_TYPES = new Set<number>(Object.values(PaymentType));
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** A zip table problem of one store (city unknown, district not in city, zip of another district). */
function checkAddress(store: Record<string, unknown>, at: Path, issue: Issue): void {
  const city = str(store.city);
  const district = str(store.district);
  if (!city || !district) return;
  const districts = DISTRICTS.get(city);
  if (!districts) {
    const official = city.replace(/^台/, '臺');
    issue(
      DISTRICTS.has(official)
        ? `unknown city "${city}"; the zip table spells it "${official}"`
        : `unknown city "${city}" (not in the Chunghwa Post zip table)`,
      [...at, 'city'],
    );
    return;
  }
  const zip3 = districts.get(district);
  if (!zip3) {
    issue(`"${district}" is not a district of ${city}`, [...at, 'district']);
    return;
  }
  const zip = str(store.zip);
  if (zip && /^\d{3}/.test(zip) && zip.slice(0, 3) !== zip3)
    issue(`zip ${zip} does not belong to ${city}${district} (${zip3})`, [...at, 'zip']);
}

/** Shift order and overlaps within one weekday. Times were shape-checked by ZBusinessHour. */
function checkHours(store: Record<string, unknown>, at: Path, issue: Issue): void {
  const shifts = list(store.business_hours).flatMap((h, i) => {
    if (!isObj(h)) return [];
    const start = str(h.start);
    const end = str(h.end);
    const weekday = num(h.weekday);
    if (!start || !end || weekday === undefined || !/^\d\d:\d\d$/.test(start) || !/^\d\d:\d\d$/.test(end))
      return [];
    if (minutes(start) >= minutes(end)) {
      issue('start must be before end', [...at, 'business_hours', i, 'end']);
      return [];
    }
    return [{ i, weekday, start: minutes(start), end: minutes(end) }];
  });
  for (const a of shifts)
    for (const b of shifts)
      if (a.i < b.i && a.weekday === b.weekday && a.start < b.end && b.start < a.end)
        issue(`overlaps business_hours[${a.i}] on weekday ${a.weekday}`, [...at, 'business_hours', b.i]);
}

/** Order types offered must have their settings; payments must be spec §3 payment type numbers. */
function checkSettings(store: Record<string, unknown>, at: Path, issue: Issue): void {
  const settings = store.app_settings;
  if (!isObj(settings)) return;
  list(settings.OrderTypes).forEach((type, i) => {
    const key = ORDER_TYPE_SETTINGS_KEY[type as keyof typeof ORDER_TYPE_SETTINGS_KEY];
    if (typeof type !== 'number') return;
    if (!key)
      issue(`unknown order type ${type} (0 takeaway, 1 dine-in, 2 delivery, 3 ship)`, [
        ...at,
        'app_settings',
        'OrderTypes',
        i,
      ]);
    else if (!isObj(settings[key]))
      issue(`order type ${type} is offered but app_settings.${key} is missing`, [...at, 'app_settings', key]);
  });
  for (const key of Object.values(ORDER_TYPE_SETTINGS_KEY)) {
    const typeSettings = settings[key];
    if (!isObj(typeSettings)) continue;
    list(typeSettings.payments).forEach((p, i) => {
      if (typeof p === 'number' && !PAYMENT_TYPES.has(p))
        issue(`unknown payment type ${p}`, [...at, 'app_settings', key, 'payments', i]);
    });
  }
}

/** Option group rules: min <= max, not more defaults than max, and min reachable with the options given. */
function checkGroup(group: Record<string, unknown>, at: Path, issue: Issue): void {
  const min = num(group.min);
  const max = num(group.max);
  const options = list(group.options).filter(isObj);
  const defaults = options.filter((o) => o.is_default === true).length;
  if (max !== undefined && defaults > max)
    issue(`${defaults} options are marked is_default but at most ${max} can be chosen`, [...at, 'options']);
  const reachable = options.reduce((n, o) => n + (num(o.max_quantity) ?? 1), 0);
  if (min !== undefined && max !== undefined && min > max) issue('min must be <= max', [...at, 'min']);
  else if (min !== undefined && options.length > 0 && min > reachable)
    issue(`min ${min} can never be met: the options allow ${reachable} selection(s) in all`, [...at, 'min']);
}

/** A raw menu's entrees by name (a name may stand for several: the callers report that). */
function entreesByName(menu: Record<string, unknown>): Map<string, Record<string, unknown>[]> {
  const entrees = list(menu.categories).flatMap((c) => list(isObj(c) ? c.entrees : undefined).filter(isObj));
  const named = new Map<string, Record<string, unknown>[]>();
  for (const e of entrees) {
    const name = str(e.name);
    if (name) named.set(name, [...(named.get(name) ?? []), e]);
  }
  return named;
}

/**
 * Set-meal rules of one store (spec §3 collections): each slot choice names exactly one entree of the store's menu,
 * which is not itself a set meal and appears once per slot; min ≤ max.
 */
function checkCollections(store: Record<string, unknown>, at: Path, issue: Issue): void {
  const menu = isObj(store.menu) ? store.menu : {};
  const named = entreesByName(menu);
  list(menu.categories).forEach((category, c) => {
    list(isObj(category) ? category.entrees : undefined).forEach((entree, e) => {
      if (!isObj(entree)) return;
      list(entree.collections).forEach((slot, k) => {
        if (!isObj(slot)) return;
        const sp: Path = [...at, 'menu', 'categories', c, 'entrees', e, 'collections', k];
        const min = num(slot.min);
        const max = num(slot.max);
        if (min !== undefined && max !== undefined && min > max) issue('min must be <= max', [...sp, 'min']);
        const seen = new Set<string>();
        list(slot.entrees).forEach((choice, i) => {
          const name = isObj(choice) ? str(choice.entree) : undefined;
          if (!name) return;
          const path = [...sp, 'entrees', i, 'entree'];
          const found = named.get(name) ?? [];
          if (found.length === 0) issue(`no entree named "${name}" in this store's menu`, path);
          else if (found.length > 1) issue(`"${name}" names ${found.length} entrees of this store`, path);
          else if (list(found[0]!.collections).length > 0)
            issue(`"${name}" is a set meal itself and cannot be a choice`, path);
          if (seen.has(name)) issue(`"${name}" is listed twice in this slot`, path);
          seen.add(name);
        });
      });
    });
  });
}

/** The option groups of a raw entree with the schema's defaults (price 0, max_quantity 1), for the floor. */
function floorGroups(entree: Record<string, unknown>): FloorOptionGroup[] {
  return list(entree.option_groups)
    .filter(isObj)
    .map((group) => ({
      min: num(group.min) ?? 0,
      max: num(group.max) ?? 0,
      options: list(group.options)
        .filter(isObj)
        .map((o) => ({ price: num(o.price) ?? 0, max_quantity: num(o.max_quantity) ?? 1 })),
    }));
}

/**
 * The price floor of one store's menu (spec §4 Cart: no line below 0; the domain's lowestUnitCents): an entree
 * whose discount options, in the most negative combination its groups allow (set-meal picks with their own
 * options too), take it below 0 is refused.
 */
function checkPriceFloor(store: Record<string, unknown>, at: Path, issue: Issue): void {
  const menu = isObj(store.menu) ? store.menu : {};
  const named = entreesByName(menu);
  list(menu.categories).forEach((category, c) => {
    list(isObj(category) ? category.entrees : undefined).forEach((entree, e) => {
      const price = isObj(entree) ? num(entree.price) : undefined;
      // A negative price is the schema's own problem (must be >= 0); not reported twice.
      if (!isObj(entree) || price === undefined || price < 0) return;
      const slots = list(entree.collections)
        .filter(isObj)
        .map((slot) => ({
          min: num(slot.min) ?? 1,
          max: num(slot.max) ?? 1,
          entrees: list(slot.entrees)
            .filter(isObj)
            .map((choice) => ({ entree: str(choice.entree), upgrade: num(choice.upgrade) ?? 0 })),
        }));
      const lowest = lowestUnitCents(
        { price, option_groups: floorGroups(entree), collections: slots },
        (choice) => {
          const found = choice.entree === undefined ? [] : (named.get(choice.entree) ?? []);
          return found.length === 1 ? floorGroups(found[0]!) : undefined;
        },
      );
      if (lowest < 0)
        issue(
          `discount options can take this entree to ${fromCents(lowest)} TWD; every choice must cost 0 or more`,
          [...at, 'menu', 'categories', c, 'entrees', e, 'price'],
        );
    });
  });
}

/** The entree names and ids (given in the file) of a raw store's menu. */
function entreeRefs(store: Record<string, unknown>) {
  const menu = isObj(store.menu) ? store.menu : {};
  const ids = new Set(
    list(menu.categories).flatMap((c) =>
      list(isObj(c) ? c.entrees : undefined).flatMap((e) => (isObj(e) && str(e.id) ? [str(e.id)!] : [])),
    ),
  );
  return { ids, named: entreesByName(menu) };
}

/**
 * The entree a coupon names in the file: the id the file gives one of this store's entrees, else the one entree
 * of that name. @returns a problem, or null when it names exactly one.
 */
function couponEntreeProblem(store: Record<string, unknown>, ref: string): string | null {
  const { ids, named } = entreeRefs(store);
  if (ids.has(ref)) return null;
  const found = named.get(ref) ?? [];
  if (found.length === 0) return `no entree named "${ref}" in this store's menu`;
  if (found.length > 1) return `"${ref}" names ${found.length} entrees of this store`;
  return null;
}

/** A store's coupons: names unique in the store, promo codes unique in the brand, entrees of this store. */
function checkCoupons(
  store: Record<string, unknown>,
  at: Path,
  codes: Map<string, string>,
  issue: Issue,
): void {
  const names = new Map<string, string>();
  list(store.coupons).forEach((coupon, i) => {
    if (!isObj(coupon)) return;
    const cp: Path = [...at, 'coupons', i];
    const name = str(coupon.name)?.trim();
    if (name) {
      const first = names.get(name);
      if (first) issue(`duplicate coupon name "${name}" in this store (first at ${first})`, [...cp, 'name']);
      else names.set(name, formatPath(cp));
    }
    const code = str(coupon.code)?.trim().toUpperCase();
    if (code) {
      const first = codes.get(code);
      if (first) issue(`duplicate promo code "${code}" in this brand (first at ${first})`, [...cp, 'code']);
      else codes.set(code, formatPath(cp));
    }
    const benefit = isObj(coupon.benefit) ? coupon.benefit : {};
    list(benefit.entree_ids).forEach((ref, k) => {
      const problem = typeof ref === 'string' ? couponEntreeProblem(store, ref) : null;
      if (problem) issue(problem, [...cp, 'benefit', 'entree_ids', k]);
    });
    const gift = str(benefit.gift_entree_id);
    const problem = gift === undefined ? null : couponEntreeProblem(store, gift);
    if (problem) issue(problem, [...cp, 'benefit', 'gift_entree_id']);
  });
}

/**
 * Cross-field rules (data/README.md "Checks"): identifiers and ids unique in the file, city/district/zip per
 * the official zip table, shifts ordered and not overlapping, settings for every offered order type, option
 * group min/max consistent, no entree its discount options take below 0. Runs even when other parts of the file failed (zod skips refinements after a
 * type error by default), so one pass reports every problem; hence it reads the value defensively.
 */
function semanticChecks(file: unknown, issue: Issue): void {
  const brandIds = new Map<string, string>();
  const storeIds = new Map<string, string>();
  const uuids = new Map<string, string>();
  /** Reports the second use of a key, citing the first. */
  const unique = (seen: Map<string, string>, key: unknown, what: string, path: Path) => {
    if (typeof key !== 'string') return;
    const first = seen.get(key);
    if (first) issue(`duplicate ${what} "${key}" (first at ${first})`, path);
    else seen.set(key, formatPath(path));
  };
  list(isObj(file) ? file.brands : undefined).forEach((brand, b) => {
    if (!isObj(brand)) return;
    unique(brandIds, brand.identifier, 'brand identifier', ['brands', b, 'identifier']);
    const codes = new Map<string, string>();
    list(brand.stores).forEach((store, s) => {
      if (!isObj(store)) return;
      const at: Path = ['brands', b, 'stores', s];
      unique(storeIds, store.identifier, 'store identifier', [...at, 'identifier']);
      checkAddress(store, at, issue);
      checkHours(store, at, issue);
      checkSettings(store, at, issue);
      checkCollections(store, at, issue);
      checkPriceFloor(store, at, issue);
      checkCoupons(store, at, codes, issue);
      list(store.custom_items).forEach((item, i) => {
        if (isObj(item)) unique(uuids, item.id, 'id', [...at, 'custom_items', i, 'id']);
      });
      const menu = isObj(store.menu) ? store.menu : {};
      list(menu.categories).forEach((category, c) => {
        list(isObj(category) ? category.entrees : undefined).forEach((entree, e) => {
          if (!isObj(entree)) return;
          const ep: Path = [...at, 'menu', 'categories', c, 'entrees', e];
          unique(uuids, entree.id, 'id', [...ep, 'id']);
          list(entree.collections).forEach((slot, k) => {
            if (isObj(slot)) unique(uuids, slot.id, 'id', [...ep, 'collections', k, 'id']);
          });
          list(entree.option_groups).forEach((group, g) => {
            if (!isObj(group)) return;
            const gp: Path = [...ep, 'option_groups', g];
            unique(uuids, group.id, 'id', [...gp, 'id']);
            checkGroup(group, gp, issue);
            list(group.options).forEach((option, o) => {
              if (isObj(option)) unique(uuids, option.id, 'id', [...gp, 'options', o, 'id']);
            });
          });
        });
      });
    });
  });
}

/** An index-page banner (spec §7 GET /api/banners). Times are ISO 8601 with an offset, e.g. +08:00. */
export const ZImportBanner = z
  .object({
    title: z.string().min(1).max(60),
    description: z.string().max(200).default(''),
    image: z.string().url().nullable().default(null),
    link: z
      .string()
      .max(500)
      .regex(/^(\/[^/]|https:\/\/)/, 'must be an in-app path (/store/…) or an https URL')
      .nullable()
      .default(null),
    starts_at: z.string().datetime({ offset: true }).nullable().default(null),
    ends_at: z.string().datetime({ offset: true }).nullable().default(null),
  })
  .refine((b) => !b.starts_at || !b.ends_at || Date.parse(b.starts_at) < Date.parse(b.ends_at), {
    message: 'ends_at must be after starts_at',
    path: ['ends_at'],
  });

/**
 * The whole import file (data/README.md "Import format"), with the cross-field rules of semanticChecks.
 * Parse with parseImportFile and render failures with formatIssues.
 */
export const ZImportFile = z
  .object({
    brands: z.array(ZImportBrand),
    /** When present, replaces every banner; when absent, banners stay as they are. */
    banners: z.array(ZImportBanner).max(50).optional(),
  })
  .superRefine(
    (file, ctx) => semanticChecks(file, (message, path) => ctx.addIssue({ code: 'custom', message, path })),
    { when: () => true },
  );

export type ImportFile = z.infer<typeof ZImportFile>;

/** Renders a path like brands[2].stores[0].menu.categories[1].entrees[4].price. */
function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, part) =>
      typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part),
    '',
  );
}

/** Every problem of a failed parse as "path: message" lines, e.g. `brands[0].stores[1].zip: must be …`. */
export function formatIssues(error: z.ZodError): string[] {
  return [...error.issues]
    .sort((a, b) => comparePaths(a.path, b.path))
    .map((issue) => `${formatPath(issue.path) || '(file)'}: ${issue.message}`);
}

/** Groups problems by location; numeric indexes compare as numbers, so brands[2] comes before brands[10]. */
function comparePaths(a: readonly PropertyKey[], b: readonly PropertyKey[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    return String(x) < String(y) ? -1 : 1;
  }
  return a.length - b.length;
}

/** zod's own wording in English, as the import's other messages are (the API process words zod in zh-TW: app.ts). */
const ENGLISH = z.locales.en();

/** Parses an import file (ZImportFile.safeParse) with every message in English, whichever locale zod has. */
export function parseImportFile(json: unknown) {
  return ZImportFile.safeParse(json, { error: ENGLISH.localeError });
}
