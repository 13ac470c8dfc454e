/**
 * Menu editing in the store console (ADR 017): the draft of one store's menu
 * (categories in order → entrees → option groups → options; set meals' slots carried along unchanged), the
 * draft endpoints' bodies, and the change count shown before 發布. Validation lives here, so the console's
 * editor and the API refuse the same things with the same zh-TW messages. Prices are TWD (≤ 2 decimals, as
 * the importer and ADR 002 allow), stored as integer cents.
 *
 * Ids: an item read from the live menu keeps its id, so publishing keeps the ids of everything that stays
 * (sold-out flags, favourites, 再點一次 and carts go on working); a new item has no id until it is published.
 */
import { z } from 'zod';
import { ZFoodLabels } from './food-labels';
import { normalizeFoodLabels } from './rules/food-labels';
import { fromCents } from './rules/money';
import { lowestUnitCents } from './rules/price-floor';
import { zText } from './text';

/** Field and size limits of the menu editor (characters, TWD, counts). */
export const MENU_DRAFT_LIMITS = {
  categoryNameMax: 100,
  categoriesMax: 100,
  entreesMax: 2000,
  entreeNameMax: 200,
  descriptionMax: 2000,
  imageMax: 500,
  priceMax: 1_000_000,
  optionDeltaMax: 100_000,
  groupsMax: 30,
  groupNameMax: 100,
  optionsMax: 100,
  optionNameMax: 100,
  optionQuantityMax: 99,
  choicesMax: 99,
  /** Options of the whole menu (the largest demo store has about 1,050). */
  optionsTotalMax: 20_000,
} as const;

const L = MENU_DRAFT_LIMITS;

/** True when `n` has at most two decimals (cents of TWD). */
const isCents = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

const uuid = () => zText().uuid('編號格式錯誤');

/** An option of a group, e.g. 大 (+5), 珍珠 (+10). `price` is the delta in TWD, may be negative. */
export const ZMenuDraftOption = z.strictObject({
  id: uuid().optional().describe('Kept from the live menu; absent for a new option'),
  name: zText().trim().min(1, '請輸入選項名稱').max(L.optionNameMax, `選項名稱最多 ${L.optionNameMax} 個字`),
  price: z
    .number('選項加價須為數字')
    .min(-L.optionDeltaMax, `選項加價須介於 -${L.optionDeltaMax} 到 ${L.optionDeltaMax} 元`)
    .max(L.optionDeltaMax, `選項加價須介於 -${L.optionDeltaMax} 到 ${L.optionDeltaMax} 元`)
    .refine(isCents, '選項加價最多兩位小數')
    .describe('Price delta in TWD (negative = cheaper)'),
  max_quantity: z
    .number('可選份數須為數字')
    .int('可選份數須為整數')
    .min(1, `可選份數須為 1–${L.optionQuantityMax}`)
    .max(L.optionQuantityMax, `可選份數須為 1–${L.optionQuantityMax}`)
    .describe('How many times this one option may be chosen'),
  is_default: z.boolean().describe('Chosen in advance'),
  labels: ZFoodLabels.optional().describe('Food labels; absent when none (docs/features.md "Food labels")'),
});
export type MenuDraftOption = z.infer<typeof ZMenuDraftOption>;

/** An option group of an entree, e.g. 甜度 (min 1, max 1); min/max count choices (sum of quantities). */
export const ZMenuDraftOptionGroup = z.strictObject({
  id: uuid().optional().describe('Kept from the live menu; absent for a new group'),
  name: zText()
    .trim()
    .min(1, '請輸入選項群組名稱')
    .max(L.groupNameMax, `選項群組名稱最多 ${L.groupNameMax} 個字`),
  min: z
    .number('最少選擇須為數字')
    .int('最少選擇須為 0 以上的整數')
    .min(0, '最少選擇須為 0 以上的整數')
    .max(L.choicesMax, `最少選擇最多 ${L.choicesMax}`),
  max: z
    .number('最多選擇須為數字')
    .int('最多選擇須為 1 以上的整數')
    .min(1, '最多選擇須為 1 以上的整數')
    .max(L.choicesMax, `最多選擇最多 ${L.choicesMax}`),
  options: z
    .array(ZMenuDraftOption)
    .min(1, '每個選項群組至少要有 1 個選項')
    .max(L.optionsMax, `每個選項群組最多 ${L.optionsMax} 個選項`),
});
export type MenuDraftOptionGroup = z.infer<typeof ZMenuDraftOptionGroup>;

/**
 * A set meal's slot (spec §3 item collections) as the live menu has it. The editor does not
 * edit slots; they ride along so a publish never loses them. `entrees[].id` names entrees of the draft.
 */
export const ZMenuDraftCollection = z.strictObject({
  id: uuid().optional(),
  name: zText().trim().min(1, '請輸入套餐項目名稱').max(100, '套餐項目名稱最多 100 個字'),
  min: z.number().int().min(0).max(L.choicesMax),
  max: z.number().int().min(1).max(L.choicesMax),
  entrees: z
    .array(
      z.strictObject({
        id: uuid().describe('An entree of this draft'),
        upgrade: z.number().min(0).max(L.optionDeltaMax).refine(isCents, '升級加價最多兩位小數'),
      }),
    )
    .min(1)
    .max(200),
});

/** An entree: name, description, base price (TWD), image URL, option groups and (set meals) slots. */
export const ZMenuDraftEntree = z.strictObject({
  id: uuid().optional().describe('Kept from the live menu; absent for a new entree'),
  name: zText().trim().min(1, '請輸入品項名稱').max(L.entreeNameMax, `品項名稱最多 ${L.entreeNameMax} 個字`),
  description: zText().max(L.descriptionMax, `品項說明最多 ${L.descriptionMax} 個字`),
  image: zText()
    .trim()
    .max(L.imageMax, `圖片網址最多 ${L.imageMax} 個字`)
    .regex(/^(https?:\/\/[^\s]+|\/[^/\s][^\s]*)$/, '圖片網址須以 https://、http:// 或 / 開頭')
    .nullable()
    .describe('Image URL (https://… or an in-app /path), null for none'),
  price: z
    .number('價格須為數字')
    .min(0, '價格須為 0 以上的金額')
    .max(L.priceMax, `價格最多 ${L.priceMax} 元`)
    .refine(isCents, '價格最多兩位小數')
    .describe('Base price in TWD'),
  option_groups: z.array(ZMenuDraftOptionGroup).max(L.groupsMax, `每個品項最多 ${L.groupsMax} 個選項群組`),
  labels: ZFoodLabels.optional().describe('Food labels; absent when none (docs/features.md "Food labels")'),
  collections: z
    .array(ZMenuDraftCollection)
    .max(10)
    .describe('Set meals only: their slots, carried unchanged (not edited in the console)'),
});
export type MenuDraftEntree = z.infer<typeof ZMenuDraftEntree>;

/** A category with its entrees in display order. `id` is the live category's (a number); absent when new. */
export const ZMenuDraftCategory = z.strictObject({
  id: z.number().int().positive().optional(),
  name: zText()
    .trim()
    .min(1, '請輸入分類名稱')
    .max(L.categoryNameMax, `分類名稱最多 ${L.categoryNameMax} 個字`),
  entrees: z.array(ZMenuDraftEntree),
});
export type MenuDraftCategory = z.infer<typeof ZMenuDraftCategory>;

type Path = (string | number)[];

/**
 * Cross-field rules, each with a message that says what to fix and where: a group's min ≤ max and reachable,
 * no more defaults than max; category names unique; no id twice; a set meal's choices are entrees of the draft
 * that are not set meals themselves.
 */
function checkDraft(
  draft: { categories: MenuDraftCategory[] },
  issue: (message: string, path: Path) => void,
): void {
  const seenCategory = new Set<string>();
  const ids = new Set<string>();
  const categoryIds = new Set<number>();
  const entrees = new Map<string, MenuDraftEntree>();
  const count = draft.categories.reduce((n, c) => n + c.entrees.length, 0);
  if (count > L.entreesMax) issue(`菜單最多 ${L.entreesMax} 個品項`, ['categories']);
  const optionCount = draft.categories.reduce(
    (n, c) =>
      n + c.entrees.reduce((m, e) => m + e.option_groups.reduce((k, g) => k + g.options.length, 0), 0),
    0,
  );
  if (optionCount > L.optionsTotalMax) issue(`整份菜單最多 ${L.optionsTotalMax} 個選項`, ['categories']);
  const once = (id: string | undefined, path: Path) => {
    if (!id) return;
    if (ids.has(id)) issue('同一個編號出現兩次，請重新整理後再編輯', path);
    ids.add(id);
  };
  draft.categories.forEach((category, c) => {
    const name = category.name.trim();
    if (seenCategory.has(name)) issue(`分類「${name}」重複了，請改名或合併`, ['categories', c, 'name']);
    seenCategory.add(name);
    if (category.id !== undefined) {
      if (categoryIds.has(category.id))
        issue('同一個分類出現兩次，請重新整理後再編輯', ['categories', c, 'id']);
      categoryIds.add(category.id);
    }
    category.entrees.forEach((entree, e) => {
      const ep: Path = ['categories', c, 'entrees', e];
      once(entree.id, [...ep, 'id']);
      if (entree.id) entrees.set(entree.id, entree);
      entree.option_groups.forEach((group, g) => {
        const gp: Path = [...ep, 'option_groups', g];
        once(group.id, [...gp, 'id']);
        const where = `「${entree.name}」的「${group.name}」`;
        const reachable = group.options.reduce((n, o) => n + o.max_quantity, 0);
        const defaults = group.options.filter((o) => o.is_default).length;
        if (group.min > group.max) issue(`${where}最少選擇不可大於最多選擇`, [...gp, 'min']);
        else if (group.min > reachable)
          issue(`${where}最少要選 ${group.min} 個，但選項加起來只有 ${reachable} 個`, [...gp, 'min']);
        if (defaults > group.max)
          issue(`${where}預設選了 ${defaults} 個，超過最多選擇 ${group.max}`, [...gp, 'options']);
        group.options.forEach((option, o) => {
          once(option.id, [...gp, 'options', o, 'id']);
        });
      });
      entree.collections.forEach((slot, k) => {
        once(slot.id, [...ep, 'collections', k, 'id']);
      });
    });
  });
  draft.categories.forEach((category, c) => {
    category.entrees.forEach((entree, e) => {
      entree.collections.forEach((slot, k) => {
        const sp: Path = ['categories', c, 'entrees', e, 'collections', k];
        if (slot.min > slot.max)
          issue(`「${entree.name}」的「${slot.name}」最少不可大於最多`, [...sp, 'min']);
        slot.entrees.forEach((choice, i) => {
          const found = entrees.get(choice.id);
          if (!found)
            issue(`套餐「${entree.name}」的「${slot.name}」用到已刪除的品項，請先恢復該品項`, [
              ...sp,
              'entrees',
              i,
              'id',
            ]);
          else if (found.collections.length > 0)
            issue(`「${found.name}」是套餐，不能當作套餐「${entree.name}」的選擇`, [
              ...sp,
              'entrees',
              i,
              'id',
            ]);
        });
      });
    });
  });
}

/** A whole menu draft: the categories in display order (empty categories are kept but not shown to diners). */
export const ZMenuDraft = z
  .strictObject({
    categories: z.array(ZMenuDraftCategory).max(L.categoriesMax, `菜單最多 ${L.categoriesMax} 個分類`),
  })
  .superRefine((draft, ctx) =>
    checkDraft(draft, (message, path) => ctx.addIssue({ code: 'custom', message, path })),
  );
export type MenuDraft = z.infer<typeof ZMenuDraft>;

/**
 * The price floor of a draft (spec §4 Cart: no line below 0): an entree whose option discounts (negative
 * deltas), in the most negative combination its groups' min/max and max_quantity allow, and for a set meal
 * with its picks' options, take it below 0 is refused, naming it. Apart from checkDraft, so a live menu that
 * breaks it (made before the rule) is still shown to the editor to be fixed.
 */
function checkPriceFloor(
  draft: { categories: MenuDraftCategory[] },
  issue: (message: string, path: Path) => void,
): void {
  const entrees = new Map(
    draft.categories.flatMap((c) => c.entrees.flatMap((e) => (e.id ? [[e.id, e] as const] : []))),
  );
  draft.categories.forEach((category, c) => {
    category.entrees.forEach((entree, e) => {
      const lowest = lowestUnitCents(entree, (choice) => entrees.get(choice.id)?.option_groups);
      if (lowest < 0)
        issue(
          `「${entree.name}」的選項折扣可讓金額低於 0 元（最低 ${fromCents(lowest)} 元），請調整選項加價或品項價格`,
          ['categories', c, 'entrees', e, 'price'],
        );
    });
  });
}

/**
 * A draft that may be saved and published: ZMenuDraft and its price floor (checkPriceFloor). PUT …/menu/draft
 * and 發布 check it; the console editor checks it before saving.
 */
export const ZPublishableMenuDraft = ZMenuDraft.superRefine((draft, ctx) =>
  checkPriceFloor(draft, (message, path) => ctx.addIssue({ code: 'custom', message, path })),
);

/** How many categories and entrees a publish adds, changes (any field, or moved) and removes. */
export const ZMenuDraftChanges = z.object({
  categories: z.object({ added: z.number().int(), changed: z.number().int(), removed: z.number().int() }),
  entrees: z.object({ added: z.number().int(), changed: z.number().int(), removed: z.number().int() }),
});
export type MenuDraftChanges = z.infer<typeof ZMenuDraftChanges>;

/**
 * GET/PUT/DELETE …/menu/draft answer: the draft (or the live menu as one when nobody has saved a draft:
 * revision 0), the live menu_version it was made from, and what publishing it would change.
 */
export const ZMenuDraftResponse = z.object({
  revision: z.number().int().min(0).describe('Saved revision; 0 = no draft saved (this is the live menu)'),
  base_version: z.number().int().describe('The menu_version the draft was made from'),
  menu_version: z.number().int().describe("The store's live menu_version now"),
  updated_at: z.number().int().nullable().describe('Last save, epoch seconds; null when not saved'),
  updated_by: zText().nullable().describe('Name of the staff member who saved it last'),
  draft: ZMenuDraft,
  changes: ZMenuDraftChanges.describe('What publishing this draft would change'),
});
export type MenuDraftResponse = z.infer<typeof ZMenuDraftResponse>;

/**
 * PUT …/menu/draft body: the whole draft and the revision it was based on (0 = a first save). The draft must
 * pass the price floor too (ZPublishableMenuDraft).
 */
export const ZMenuDraftSaveRequest = z.strictObject({
  revision: z.number('缺少草稿版本').int().min(0).describe('The revision this save is based on'),
  draft: ZPublishableMenuDraft,
});
export type MenuDraftSaveRequest = z.infer<typeof ZMenuDraftSaveRequest>;

/** POST …/menu/publish body: the saved revision the owner reviewed. */
export const ZMenuPublishRequest = z.strictObject({
  revision: z.number('缺少草稿版本').int().min(1, '請先儲存草稿再發布'),
});

/** POST …/menu/publish answer: the live menu_version now and what changed. */
export const ZMenuPublishResponse = z.object({
  menu_version: z.number().int(),
  changes: ZMenuDraftChanges,
});
export type MenuPublishResponse = z.infer<typeof ZMenuPublishResponse>;

/** JSON with object keys sorted: the same content compares equal whatever order its keys were stored in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * An entree's content apart from its id and place, for comparing two versions; labels that say nothing count
 * as none (they are stored as none).
 */
function entreeContent(e: MenuDraftEntree): string {
  const { id: _id, labels, option_groups, ...rest } = e;
  return canonical({
    ...rest,
    labels: normalizeFoodLabels(labels),
    option_groups: option_groups.map((g) => ({
      ...g,
      options: g.options.map((o) => ({ ...o, labels: normalizeFoodLabels(o.labels) })),
    })),
  });
}

/**
 * What replacing `live` with `draft` changes: categories added (no live id) / removed / changed (renamed or
 * moved), entrees added / removed / changed (any field, another category or another place in it).
 */
export function diffMenuDraft(live: MenuDraft, draft: MenuDraft): MenuDraftChanges {
  const liveCategories = new Map(live.categories.map((c, i) => [c.id, { c, i }] as const));
  const liveEntrees = new Map(
    live.categories.flatMap((c) => c.entrees.map((e, i) => [e.id, { e, categoryId: c.id, i }] as const)),
  );
  const changes: MenuDraftChanges = {
    categories: { added: 0, changed: 0, removed: 0 },
    entrees: { added: 0, changed: 0, removed: 0 },
  };
  const keptCategories = new Set<number>();
  const keptEntrees = new Set<string>();
  draft.categories.forEach((category, i) => {
    const before = category.id === undefined ? undefined : liveCategories.get(category.id);
    if (!before) changes.categories.added++;
    else {
      keptCategories.add(category.id!);
      if (before.c.name !== category.name || before.i !== i) changes.categories.changed++;
    }
    category.entrees.forEach((entree, j) => {
      const was = entree.id === undefined ? undefined : liveEntrees.get(entree.id);
      if (!was) changes.entrees.added++;
      else {
        keptEntrees.add(entree.id!);
        if (was.categoryId !== category.id || was.i !== j || entreeContent(was.e) !== entreeContent(entree))
          changes.entrees.changed++;
      }
    });
  });
  changes.categories.removed = live.categories.filter((c) => !keptCategories.has(c.id!)).length;
  changes.entrees.removed = [...liveEntrees.keys()].filter((id) => !keptEntrees.has(id!)).length;
  return changes;
}

/** True when the changes change nothing (publishing is then a no-op). */
export function isUnchanged(changes: MenuDraftChanges): boolean {
  return Object.values(changes).every((c) => c.added + c.changed + c.removed === 0);
}
