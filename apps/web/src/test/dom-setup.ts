/**
 * Setup of the web app's component tests (vitest.config.ts project `web-dom`, jsdom): the checkout part of
 * the zh-TW catalogue (the strings the cart and menu routes load), Testing Library's cleanup after each test,
 * and the browser APIs jsdom lacks that the components use (matchMedia, the pointer-capture calls of Radix).
 */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadStrings } from '../lib/i18n';

beforeAll(() => loadStrings('checkout'));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
for (const name of ['hasPointerCapture', 'releasePointerCapture', 'scrollIntoView'] as const) {
  if (!(name in Element.prototype)) Object.assign(Element.prototype, { [name]: () => false });
}
