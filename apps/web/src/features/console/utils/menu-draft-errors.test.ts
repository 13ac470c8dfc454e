/**
 * Reading the menu draft's refusals (ADR 017): a field's own message, a list's own rule whichever shape
 * react-hook-form gave it (`root` once its items are fields, else beside its items), and every refusal in
 * menu order.
 */
import { describe, expect, it } from 'vitest';
import { draftErrors, fieldMessage, hasDraftErrors } from './menu-draft-errors';

const refusal = (message: string) => ({ type: 'custom', message });

/** 分類 0: entree 1's price refused; its group 0 has too many defaults (as root) and option 2 no name. */
const errors = {
  categories: [
    {
      entrees: [
        undefined,
        {
          price: refusal('價格須為 0 以上的金額'),
          option_groups: [
            {
              options: Object.assign([], {
                2: { name: refusal('請輸入選項名稱') },
                root: refusal('預設選太多'),
              }),
            },
          ],
        },
      ],
    },
    { name: refusal('分類「茶」重複了，請改名或合併') },
  ],
};

describe('menu draft refusals', () => {
  it('reads a field’s own message, by path or by name', () => {
    expect(fieldMessage(errors, ['categories', 0, 'entrees', 1, 'price'])).toBe('價格須為 0 以上的金額');
    expect(fieldMessage(errors, 'categories.1.name')).toBe('分類「茶」重複了，請改名或合併');
    expect(fieldMessage(errors, 'categories.0.entrees.1.name')).toBeUndefined();
    expect(fieldMessage(errors, 'categories.0.entrees.0.price')).toBeUndefined();
  });

  it('reads a list’s own rule, as root or beside its items, but not its items’', () => {
    const options = 'categories.0.entrees.1.option_groups.0.options';
    expect(fieldMessage(errors, options)).toBe('預設選太多');
    const beside = { options: Object.assign(refusal('至少要有 1 個選項'), { 0: { name: refusal('x') } }) };
    expect(fieldMessage(beside, 'options')).toBe('至少要有 1 個選項');
    expect(fieldMessage(errors, 'categories.0.entrees.1')).toBeUndefined();
  });

  it('lists every refusal in menu order, items before their list’s own rule', () => {
    expect(draftErrors(errors)).toEqual([
      { path: ['categories', 0, 'entrees', 1, 'price'], message: '價格須為 0 以上的金額' },
      {
        path: ['categories', 0, 'entrees', 1, 'option_groups', 0, 'options', 2, 'name'],
        message: '請輸入選項名稱',
      },
      { path: ['categories', 0, 'entrees', 1, 'option_groups', 0, 'options', 'root'], message: '預設選太多' },
      { path: ['categories', 1, 'name'], message: '分類「茶」重複了，請改名或合併' },
    ]);
    expect(draftErrors(errors, 'categories.1')).toEqual([
      { path: ['categories', 1, 'name'], message: '分類「茶」重複了，請改名或合併' },
    ]);
  });

  it('tells whether a part of the draft has a refusal inside', () => {
    expect(hasDraftErrors(errors, ['categories', 0, 'entrees', 1])).toBe(true);
    expect(hasDraftErrors(errors, ['categories', 0, 'entrees', 0])).toBe(false);
    expect(hasDraftErrors({}, ['categories'])).toBe(false);
  });
});
