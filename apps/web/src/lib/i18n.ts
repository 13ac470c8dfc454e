/**
 * The one zh-TW catalogue (spec §1: single locale zh-TW, no URL prefix) behind a small typed lookup.
 *
 * The app uses nothing of i18next beyond nested keys and `{{name}}` interpolation (one locale, no plural
 * forms, no language switch), so a lookup over the same JSON does the job in a few hundred bytes instead of
 * ~16 KB gzip of i18next + react-i18next on every route's initial download. Behaviour kept from
 * i18next: a key that is missing (or names a group, not a string) reads as the key itself; a placeholder
 * without a value is left as written.
 *
 * The catalogue is split so the menu route downloads only the strings it shows (page-speed budget): the core
 * (shell, stores, menu, cart, errors) is bundled and ready before the first render; the checkout (cart form,
 * order completed, pickup), member, store-info and discovery strings are separate chunks added by `loadStrings` before their route renders
 * (the router awaits it in each lazy route). Types cover every part, so `t('member.…')` is still checked.
 */
import { fillPlaceholders, type PlaceholderValues } from '@iding/domain';
import type checkout from '../locales/zh-TW.checkout.json';
import type consoleStrings from '../locales/zh-TW.console.json';
import type discovery from '../locales/zh-TW.discovery.json';
import core from '../locales/zh-TW.json';
import type member from '../locales/zh-TW.member.json';
import type storeInfo from '../locales/zh-TW.store-info.json';

type Catalogue = typeof core &
  typeof checkout &
  typeof member &
  typeof storeInfo &
  typeof discovery &
  typeof consoleStrings;

/** 'a.b.c' for every string of a nested catalogue. */
type LeafKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the zh-TW catalogue. */
export type StringKey = LeafKeys<Catalogue>;

/** Values for a string's `{{name}}` placeholders (an undefined one leaves its placeholder as written). */
export type TOptions = PlaceholderValues;

export type TFunction = (key: StringKey, options?: TOptions) => string;

type Node = string | { [key: string]: Node };

/** Every loaded part of the catalogue, merged. */
const strings: Record<string, Node> = { ...(core as Record<string, Node>) };

/** The catalogue's string for `key`, its placeholders filled from `options`. */
export const t: TFunction = (key, options) => {
  let node: Node | undefined = strings;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') return key;
  return options ? fillPlaceholders(node, options) : node;
};

const translation = { t } as const;

/** `const { t } = useTranslation()` in components; `t` is one stable function (the locale never changes). */
export function useTranslation(): typeof translation {
  return translation;
}

/** For code outside React (API errors, snackbars, the document title): `i18n.t(key, options)`. */
export const i18n = translation;

/** The lazily loaded parts of the catalogue, by the feature that shows them. */
const PARTS = {
  checkout: () => import('../locales/zh-TW.checkout.json'),
  member: () => import('../locales/zh-TW.member.json'),
  storeInfo: () => import('../locales/zh-TW.store-info.json'),
  discovery: () => import('../locales/zh-TW.discovery.json'),
  /** The store console: never on a diner's route. */
  console: () => import('../locales/zh-TW.console.json'),
} as const;

export type StringsPart = keyof typeof PARTS;

const loaded = new Set<StringsPart>();

/** Adds a part of the catalogue (once; later calls resolve at once). Rejects like any failed chunk load. */
export async function loadStrings(...parts: StringsPart[]): Promise<void> {
  await Promise.all(
    parts.map(async (part) => {
      if (loaded.has(part)) return;
      const part_ = (await PARTS[part]()).default as Record<string, Node>;
      for (const [group, node] of Object.entries(part_)) strings[group] = merge(strings[group], node);
      loaded.add(part);
    }),
  );
}

/** `extra` added to `base`, deeply; a string already there stays (as i18next's addResourceBundle did). */
function merge(base: Node | undefined, extra: Node): Node {
  if (base === undefined) return extra;
  if (typeof base !== 'object' || typeof extra !== 'object') return base;
  const out: Record<string, Node> = { ...base };
  for (const [key, node] of Object.entries(extra)) out[key] = merge(base[key], node);
  return out;
}
