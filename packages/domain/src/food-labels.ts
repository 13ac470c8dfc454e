/**
 * Food labels of an entree or option (docs/features.md "Food labels"): allergens, 素食 type, 辣度 and the
 * origin of pork and beef, one structured object the console edits, the importer accepts and the diner's menu
 * shows and filters on. The zh-TW names live here, one source for the console, the menu and the API's messages.
 *
 * Sources: the allergen groups are the 11 of 衛生福利部「食品過敏原標示規定」(公告 107-08-21, 施行 109-07-01);
 * the 素食 types follow 衛生福利部「包裝食品宣稱為素食之標示規定」(全素, 蛋奶素, 植物五辛素); the origins are what
 * 衛生福利部「食品原產地標示」rules ask restaurants to show for pork and beef since 2021-01-01 (豬肉原產地 / 牛肉原產地).
 */
import { z } from 'zod';
import { zText } from './text';

/** The allergen groups of 衛生福利部「食品過敏原標示規定」, in the rule's order. */
export const ALLERGENS = [
  'crustacean',
  'mango',
  'peanut',
  'milk',
  'egg',
  'nuts',
  'sesame',
  'gluten',
  'soy',
  'fish',
  'sulphite',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** The zh-TW name of each allergen group, as the rule names it. */
export const ALLERGEN_NAMES: Record<Allergen, string> = {
  crustacean: '甲殼類',
  mango: '芒果',
  peanut: '花生',
  milk: '牛奶/羊奶',
  egg: '蛋',
  nuts: '堅果類',
  sesame: '芝麻',
  gluten: '含麩質之穀物',
  soy: '大豆',
  fish: '魚類',
  sulphite: '亞硫酸鹽類',
};

/** 素食 types: 全素 (no animal products), 蛋奶素 (eggs and milk), 五辛素 (with onion, garlic and the like). */
export const VEGETARIAN_TYPES = ['vegan', 'lacto_ovo', 'five_pungent'] as const;
export type VegetarianType = (typeof VEGETARIAN_TYPES)[number];

/** The zh-TW name of each 素食 type. */
export const VEGETARIAN_NAMES: Record<VegetarianType, string> = {
  vegan: '全素',
  lacto_ovo: '蛋奶素',
  five_pungent: '五辛素',
};

/** 辣度 names by level 0–3. */
export const SPICY_NAMES = ['不辣', '小辣', '中辣', '大辣'] as const;

/** Limits of the labels: an origin is a short place name (characters). */
export const FOOD_LABEL_LIMITS = { originMax: 20, spicyMax: 3 } as const;

const origin = (what: string) =>
  zText()
    .trim()
    .max(FOOD_LABEL_LIMITS.originMax, `${what}最多 ${FOOD_LABEL_LIMITS.originMax} 個字`)
    .nullable();

/** The labels (file comment), every field present; errors are zh-TW. */
export const ZFoodLabels = z.strictObject({
  allergens: z
    .array(z.enum(ALLERGENS, '過敏原須為食品過敏原標示規定的項目'))
    .refine((a) => new Set(a).size === a.length, '過敏原不可重複')
    .describe('Allergen groups the item contains (衛生福利部「食品過敏原標示規定」)'),
  vegetarian: z
    .enum(VEGETARIAN_TYPES, '素食類別須為全素、蛋奶素或五辛素')
    .nullable()
    .describe('素食 type, null when not vegetarian'),
  spicy: z
    .number('辣度須為數字')
    .int('辣度須為 0–3 的整數')
    .min(0, '辣度須為 0–3 的整數')
    .max(FOOD_LABEL_LIMITS.spicyMax, '辣度須為 0–3 的整數')
    .describe('辣度: 0 不辣, 1 小辣, 2 中辣, 3 大辣'),
  pork_origin: origin('豬肉原產地').describe('豬肉原產地, e.g. 台灣; null when the item has no pork'),
  beef_origin: origin('牛肉原產地').describe('牛肉原產地, e.g. 美國; null when the item has no beef'),
});
export type FoodLabels = z.infer<typeof ZFoodLabels>;

/**
 * The labels as an import file gives them (data/README.md): every field may be left out, and what is left out
 * reads as "not labelled": no allergens named, not 素食, 不辣, no origin.
 */
export const ZFoodLabelsInput = z.strictObject({
  allergens: ZFoodLabels.shape.allergens.default([]),
  vegetarian: ZFoodLabels.shape.vegetarian.default(null),
  spicy: ZFoodLabels.shape.spicy.default(0),
  pork_origin: ZFoodLabels.shape.pork_origin.default(null),
  beef_origin: ZFoodLabels.shape.beef_origin.default(null),
});

/** True when `labels` says nothing (stored and served as absent). */
export function isEmptyFoodLabels(labels: FoodLabels | null | undefined): boolean {
  return (
    !labels ||
    (labels.allergens.length === 0 &&
      labels.vegetarian === null &&
      labels.spicy === 0 &&
      !labels.pork_origin &&
      !labels.beef_origin)
  );
}

/**
 * The labels to store: null when they say nothing, else with allergens in the rule's order and an empty origin
 * as null ("not said"). Not a zod transform: the API's answers are encoded with these schemas.
 */
export function normalizeFoodLabels(labels: FoodLabels | null | undefined): FoodLabels | null {
  if (!labels || isEmptyFoodLabels(labels)) return null;
  return {
    ...labels,
    allergens: ALLERGENS.filter((a) => labels.allergens.includes(a)),
    pork_origin: labels.pork_origin || null,
    beef_origin: labels.beef_origin || null,
  };
}

/** Menu filters (spec §3 Menu; docs/features.md "Food labels"): 素食, or free of one allergen group. */
export const MENU_LABEL_FILTERS = ['veg', 'no-peanut', 'no-egg', 'no-milk', 'no-gluten'] as const;
export type MenuLabelFilter = (typeof MENU_LABEL_FILTERS)[number];

/** The chip text of each menu filter. */
export const MENU_LABEL_FILTER_NAMES: Record<MenuLabelFilter, string> = {
  veg: '素食',
  'no-peanut': '不含花生',
  'no-egg': '不含蛋',
  'no-milk': '不含牛奶',
  'no-gluten': '不含麩質',
};

const FILTER_ALLERGEN: Record<Exclude<MenuLabelFilter, 'veg'>, Allergen> = {
  'no-peanut': 'peanut',
  'no-egg': 'egg',
  'no-milk': 'milk',
  'no-gluten': 'gluten',
};

/**
 * True when an entree with `labels` passes every filter of `filters`: 素食 needs a 素食 type; 不含X needs
 * labels that do not name X. An entree without labels fails any filter: nothing is known about it, and a
 * diner who avoids peanuts must not be shown it as peanut-free.
 */
export function matchesLabelFilters(
  labels: FoodLabels | null | undefined,
  filters: readonly MenuLabelFilter[],
): boolean {
  if (filters.length === 0) return true;
  if (!labels) return false;
  return filters.every((f) =>
    f === 'veg' ? labels.vegetarian !== null : !labels.allergens.includes(FILTER_ALLERGEN[f]),
  );
}
