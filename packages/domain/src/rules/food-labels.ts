/**
 * Food labels' words and rules (docs/features.md "Food labels"), zod-free so the diner's menu can use them
 * without the schemas (page-speed budget): the allergen groups of 衛生福利部「食品過敏原標示規定」(公告 107-08-21,
 * 施行 109-07-01) with their zh-TW names, the 素食 types (衛生福利部「包裝食品宣稱為素食之標示規定」), 辣度 names,
 * the menu filters and what passes them. The schemas are in food-labels.ts.
 */
import type { FoodLabels } from '../food-labels';

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
export const MENU_LABEL_FILTERS = ['veg', 'no-peanut', 'no-egg', 'no-milk'] as const;
export type MenuLabelFilter = (typeof MENU_LABEL_FILTERS)[number];

/** The chip text of each menu filter. */
export const MENU_LABEL_FILTER_NAMES: Record<MenuLabelFilter, string> = {
  veg: '素食',
  'no-peanut': '不含花生',
  'no-egg': '不含蛋',
  'no-milk': '不含牛奶',
};

const FILTER_ALLERGEN: Record<Exclude<MenuLabelFilter, 'veg'>, Allergen> = {
  'no-peanut': 'peanut',
  'no-egg': 'egg',
  'no-milk': 'milk',
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

/**
 * A menu card's badges for `labels`, in order: 素食 type, 辣度 (when spicy), 含豬肉：{origin}產 / 含牛肉：{origin}產.
 * Shared by the card and the server's first-paint preview, so both draw the same words.
 */
export function foodLabelBadges(labels: FoodLabels | null | undefined): string[] {
  if (!labels) return [];
  const badges: string[] = [];
  if (labels.vegetarian) badges.push(VEGETARIAN_NAMES[labels.vegetarian]);
  if (labels.spicy > 0) badges.push(SPICY_NAMES[labels.spicy] ?? '');
  if (labels.pork_origin) badges.push(`含豬肉：${labels.pork_origin}產`);
  if (labels.beef_origin) badges.push(`含牛肉：${labels.beef_origin}產`);
  return badges;
}
