/**
 * The menu draft's rules (ADR 017): what a publish would change, counted the way the
 * console's confirmation says it, whatever order the stored JSON keeps its keys in.
 */
import { describe, expect, it } from 'vitest';
import { diffMenuDraft, isUnchanged, type MenuDraft, ZMenuDraft } from '../src';

const E1 = '11111111-1111-4111-8111-111111111111';
const E2 = '22222222-2222-4222-8222-222222222222';
const G1 = '33333333-3333-4333-8333-333333333333';
const O1 = '44444444-4444-4444-8444-444444444444';

const live: MenuDraft = {
  categories: [
    {
      id: 1,
      name: '找好茶',
      entrees: [
        {
          id: E1,
          name: '阿薩姆紅茶',
          description: '',
          image: null,
          price: 35,
          option_groups: [
            {
              id: G1,
              name: '甜度',
              min: 1,
              max: 1,
              options: [{ id: O1, name: '正常糖', price: 0, max_quantity: 1, is_default: true }],
            },
          ],
          collections: [],
        },
        {
          id: E2,
          name: '茉莉綠茶',
          description: '',
          image: null,
          price: 35,
          option_groups: [],
          collections: [],
        },
      ],
    },
    { id: 2, name: '季節限定', entrees: [] },
  ],
};

describe('diffMenuDraft', () => {
  it('finds nothing to publish in the live menu itself, even with its keys stored in another order', () => {
    const reordered = JSON.parse(
      JSON.stringify(live, (_k, v) =>
        v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v,
      ),
    ) as MenuDraft;
    expect(isUnchanged(diffMenuDraft(live, reordered))).toBe(true);
  });

  it('counts added, changed (a field, a move) and removed categories and entrees', () => {
    const draft = structuredClone(live);
    const [tea, season] = draft.categories;
    tea!.entrees[0]!.option_groups[0]!.options[0]!.price = 5; // an option's delta: the entree changed
    const jasmine = tea!.entrees.pop()!;
    season!.entrees.push(jasmine); // moved to another category: changed
    season!.name = '冬季限定'; // renamed: changed
    draft.categories.push({
      name: '新分類',
      entrees: [{ ...jasmine, id: undefined, name: '冬瓜檸檬' }],
    });
    expect(diffMenuDraft(live, draft)).toEqual({
      categories: { added: 1, changed: 1, removed: 0 },
      entrees: { added: 1, changed: 2, removed: 0 },
    });
    draft.categories.splice(1, 1); // 冬季限定 and 茉莉綠茶 gone
    expect(diffMenuDraft(live, draft)).toEqual({
      categories: { added: 1, changed: 0, removed: 1 },
      entrees: { added: 1, changed: 1, removed: 1 },
    });
  });
});

describe('ZMenuDraft', () => {
  it('takes the live menu as it is', () => {
    expect(ZMenuDraft.safeParse(live).success).toBe(true);
  });

  it('says which entree and group a min/max problem is in', () => {
    const draft = structuredClone(live);
    draft.categories[0]!.entrees[0]!.option_groups[0]!.min = 2;
    const result = ZMenuDraft.safeParse(draft);
    expect(result.error?.issues.map((i) => i.message)).toContain(
      '「阿薩姆紅茶」的「甜度」最少選擇不可大於最多選擇',
    );
  });
});
