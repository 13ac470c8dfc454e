/** spec §2: a failed chunk load reloads the page, without looping. */
import { describe, expect, it } from 'vitest';
import { isChunkLoadError, mayReload, RELOAD_GUARD_MS } from './chunk-reload';

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://x/assets/menu-page-abc.js'),
    new TypeError('error loading dynamically imported module: https://x/assets/a.js'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/a.css'),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });
  it.each([new Error('boom'), new TypeError('Failed to fetch'), 'Importing a module script failed.', null])(
    'ignores %s',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});

describe('mayReload', () => {
  it('reloads when there was no reload this session', () => {
    expect(mayReload(null, 1_000_000)).toBe(true);
  });
  it('does not reload again right after a reload (loop guard)', () => {
    expect(mayReload(1_000_000, 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
  });
  it('reloads for a later deploy in the same session', () => {
    expect(mayReload(1_000_000, 1_000_000 + RELOAD_GUARD_MS)).toBe(true);
  });
});
