/**
 * The checkout form's name, phone and memo rules are the order request's (issue #9 "web form schemas derive
 * from the request schemas"), with the catalogue's messages.
 */
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import core from '../../../locales/zh-TW.json';
import { checkoutSchema } from './checkout-schema';

/** A stand-in for i18next's t over the core catalogue (enough for the keys this schema uses). */
const t = ((key: string, options?: { count?: number }) => {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], core);
  return typeof text === 'string' ? text.replace('{{count}}', String(options?.count ?? '')) : key;
}) as unknown as TFunction;

const base = { orderType: '0', when: 'asap', date: '', time: '', payment: '0' };

describe('checkout form fields', () => {
  it("refuse an empty name, a short phone and a long memo with the catalogue's messages", () => {
    const result = checkoutSchema(t).safeParse({
      ...base,
      name: '',
      phone: '09-1234',
      memo: 'x'.repeat(201),
    });
    const message = (field: string) => result.error?.issues.find((i) => i.path[0] === field)?.message;
    expect(message('name')).toBe('此欄位為必填');
    expect(message('phone')).toBe('手機格式錯誤');
    expect(message('memo')).toBe('最多 200 個字');
  });

  it('accept a filled-in order', () => {
    expect(
      checkoutSchema(t).safeParse({ ...base, name: '王小明', phone: '0912345678', memo: '' }).success,
    ).toBe(true);
  });
});
