import { describe, expect, it } from 'vitest';
import {
  ALLERGEN_NAMES,
  ALLERGENS,
  foodLabelBadges,
  matchesLabelFilters,
  normalizeFoodLabels,
  ZFoodLabels,
  ZFoodLabelsInput,
  ZMenuDraftEntree,
} from '../src';

const messages = (input: unknown) => {
  const r = ZFoodLabelsInput.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('ZFoodLabels', () => {
  it('names the 11 allergen groups of 食品過敏原標示規定 in zh-TW', () => {
    expect(ALLERGENS).toHaveLength(11);
    expect(ALLERGENS.map((a) => ALLERGEN_NAMES[a])).toContain('含麩質之穀物');
  });

  it('fills what an import leaves out: only 豬肉原產地 given', () => {
    expect(ZFoodLabelsInput.parse({ pork_origin: ' 台灣 ' })).toEqual({
      allergens: [],
      vegetarian: null,
      spicy: 0,
      pork_origin: '台灣',
      beef_origin: null,
    });
  });

  it('refuses bad labels with zh-TW messages', () => {
    expect(messages({ allergens: ['shellfish'] })).toEqual(['過敏原須為食品過敏原標示規定的項目']);
    expect(messages({ allergens: ['egg', 'egg'] })).toEqual(['過敏原不可重複']);
    expect(messages({ vegetarian: 'pescatarian' })).toEqual(['素食類別須為全素、蛋奶素或五辛素']);
    expect(messages({ spicy: 4 })).toEqual(['辣度須為 0–3 的整數']);
    expect(messages({ spicy: 1.5 })).toEqual(['辣度須為 0–3 的整數']);
    expect(messages({ beef_origin: '美'.repeat(21) })).toEqual(['牛肉原產地最多 20 個字']);
    expect(messages({ halal: true })).toHaveLength(1);
    // The menu and draft contracts want every field.
    expect(ZFoodLabels.safeParse({ pork_origin: '台灣' }).success).toBe(false);
  });

  it('stores nothing for labels that say nothing, and allergens in the rule order', () => {
    expect(normalizeFoodLabels(ZFoodLabelsInput.parse({ pork_origin: '' }))).toBeNull();
    expect(
      normalizeFoodLabels(ZFoodLabelsInput.parse({ spicy: 1, beef_origin: ' ' }))?.beef_origin,
    ).toBeNull();
    expect(normalizeFoodLabels(ZFoodLabelsInput.parse({ allergens: ['soy', 'milk'] }))?.allergens).toEqual([
      'milk',
      'soy',
    ]);
  });

  it('rides on a draft entree, which still parses without labels', () => {
    const entree = {
      name: '排骨便當',
      description: '',
      image: null,
      price: 100,
      option_groups: [],
      collections: [],
    };
    expect(ZMenuDraftEntree.parse(entree).labels).toBeUndefined();
    expect(
      ZMenuDraftEntree.parse({ ...entree, labels: ZFoodLabelsInput.parse({ pork_origin: '台灣' }) }).labels
        ?.pork_origin,
    ).toBe('台灣');
  });
});

describe('matchesLabelFilters', () => {
  const veg = ZFoodLabelsInput.parse({ vegetarian: 'lacto_ovo', allergens: ['milk', 'egg'] });
  const pork = ZFoodLabelsInput.parse({ pork_origin: '台灣', allergens: ['soy'] });

  it('keeps 素食 items and hides the rest, unlabelled ones too', () => {
    expect(matchesLabelFilters(veg, ['veg'])).toBe(true);
    expect(matchesLabelFilters(pork, ['veg'])).toBe(false);
    expect(matchesLabelFilters(undefined, ['veg'])).toBe(false);
  });

  it('hides items naming the allergen; all filters must hold', () => {
    expect(matchesLabelFilters(veg, ['no-peanut'])).toBe(true);
    expect(matchesLabelFilters(veg, ['veg', 'no-egg'])).toBe(false);
    expect(matchesLabelFilters(pork, ['no-milk'])).toBe(true);
    expect(matchesLabelFilters(undefined, ['no-peanut'])).toBe(false);
  });

  it('shows everything with no filter', () => {
    expect(matchesLabelFilters(undefined, [])).toBe(true);
  });
});

describe('foodLabelBadges', () => {
  it('names 素食, 辣度 and the meat origins, in that order', () => {
    const labels = ZFoodLabelsInput.parse({
      spicy: 2,
      pork_origin: '台灣',
      beef_origin: '美國',
      vegetarian: null,
    });
    expect(foodLabelBadges(labels)).toEqual(['中辣', '含豬肉：台灣產', '含牛肉：美國產']);
    expect(foodLabelBadges(ZFoodLabelsInput.parse({ vegetarian: 'vegan', allergens: ['soy'] }))).toEqual([
      '全素',
    ]);
    expect(foodLabelBadges(undefined)).toEqual([]);
  });
});
