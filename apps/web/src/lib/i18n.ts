/**
 * i18next with the one zh-TW catalogue (spec §1: single locale zh-TW, no URL prefix).
 *
 * The catalogue is split so the menu route downloads only the strings it shows (issue #4 §4 budget): the core
 * (shell, stores, menu, cart, checkout, errors) is bundled and ready before the first render; the member,
 * store-info and discovery strings are separate chunks added by `loadStrings` before their route renders
 * (the router awaits it in each lazy route). Types cover every part, so `t('member.…')` is still checked.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type discovery from '../locales/zh-TW.discovery.json';
import core from '../locales/zh-TW.json';
import type member from '../locales/zh-TW.member.json';
import type storeInfo from '../locales/zh-TW.store-info.json';

export const LOCALE = 'zh-TW';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof core & typeof member & typeof storeInfo & typeof discovery };
  }
}

void i18n.use(initReactI18next).init({
  lng: LOCALE,
  fallbackLng: LOCALE,
  resources: { [LOCALE]: { translation: core } },
  initAsync: false,
  // React escapes text itself.
  interpolation: { escapeValue: false },
});

/** The lazily loaded parts of the catalogue, by the feature that shows them. */
const PARTS = {
  member: () => import('../locales/zh-TW.member.json'),
  storeInfo: () => import('../locales/zh-TW.store-info.json'),
  discovery: () => import('../locales/zh-TW.discovery.json'),
} as const;

export type StringsPart = keyof typeof PARTS;

/** Adds a part of the catalogue (once; later calls resolve at once). Rejects like any failed chunk load. */
export async function loadStrings(...parts: StringsPart[]): Promise<void> {
  await Promise.all(
    parts.map(async (part) => {
      if (loaded.has(part)) return;
      const strings = (await PARTS[part]()).default as Record<string, unknown>;
      i18n.addResourceBundle(LOCALE, 'translation', strings, true, false);
      loaded.add(part);
    }),
  );
}

const loaded = new Set<StringsPart>();

export { i18n };
