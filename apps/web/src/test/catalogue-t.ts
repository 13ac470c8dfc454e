/**
 * A stand-in for lib/i18n's `t` over the core zh-TW catalogue, for unit tests of schemas and helpers that take
 * a TFunction: it looks the key up and fills `{{count}}`, which is all the form messages use.
 */
import type { TFunction } from '../lib/i18n';
import core from '../locales/zh-TW.json';

export const catalogueT = ((key: string, options?: { count?: number }) => {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], core);
  return typeof text === 'string' ? text.replace('{{count}}', String(options?.count ?? '')) : key;
}) as unknown as TFunction;
