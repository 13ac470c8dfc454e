/**
 * i18next with the one zh-TW catalogue (spec §1: single locale zh-TW, no URL prefix). Resources are bundled,
 * so initialisation is synchronous and the first render already has every string.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import zhTW from '../locales/zh-TW.json';

export const LOCALE = 'zh-TW';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof zhTW };
  }
}

void i18n.use(initReactI18next).init({
  lng: LOCALE,
  fallbackLng: LOCALE,
  resources: { [LOCALE]: { translation: zhTW } },
  initAsync: false,
  // React escapes text itself.
  interpolation: { escapeValue: false },
});

export { i18n };
