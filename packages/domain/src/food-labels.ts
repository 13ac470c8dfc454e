/**
 * Food labels of an entree or option (docs/features.md "Food labels"): allergens, 素食 type, 辣度 and the
 * origin of pork and beef, one structured object the console edits, the importer accepts and the diner's menu
 * shows and filters on: the schemas; the zh-TW names and the filter rules are in rules/food-labels.ts (zod-free).
 *
 * Sources: the allergen groups are the 11 of 衛生福利部「食品過敏原標示規定」(公告 107-08-21, 施行 109-07-01);
 * the 素食 types follow 衛生福利部「包裝食品宣稱為素食之標示規定」(全素, 蛋奶素, 植物五辛素); the origins are what
 * 衛生福利部「食品原產地標示」rules ask restaurants to show for pork and beef since 2021-01-01 (豬肉原產地 / 牛肉原產地).
 */
import { z } from 'zod';
import { ALLERGENS, FOOD_LABEL_LIMITS, VEGETARIAN_TYPES } from './rules/food-labels';
import { zText } from './text';

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
