/**
 * Scroll keys: a first history entry is keyed by its path, so a page opened anew in the same
 * tab never takes another page's position, and a fresh navigation forgets its own old position while a
 * reload or back/forward keeps it.
 */
import { NavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { forgetFreshEntry, noteArrival, restoresScroll, SCROLL_STORAGE_KEY, scrollKeyOf } from './scroll-key';

function memoryStorage(positions?: Record<string, number>) {
  const items = new Map<string, string>();
  if (positions) items.set(SCROLL_STORAGE_KEY, JSON.stringify(positions));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    positions: () => JSON.parse(items.get(SCROLL_STORAGE_KEY) ?? '{}') as Record<string, number>,
  };
}

describe('scrollKeyOf', () => {
  it('keys an in-app entry by its history key', () => {
    expect(scrollKeyOf({ key: 'k3x9', pathname: '/stores', search: '' })).toBe('k3x9');
  });

  it('keys each page first opened in the tab by its own path and query', () => {
    const stores = scrollKeyOf({ key: 'default', pathname: '/stores', search: '' });
    const menu = scrollKeyOf({ key: 'default', pathname: '/stores/50lan-xinyi/menu', search: '' });
    const search = scrollKeyOf({ key: 'default', pathname: '/stores', search: '?q=奶茶' });
    expect(new Set([stores, menu, search]).size).toBe(3);
  });
});

describe('forgetFreshEntry', () => {
  const menu = { pathname: '/stores/50lan-xinyi/menu', search: '' };
  const menuKey = scrollKeyOf({ key: 'default', ...menu });

  it('forgets only this page’s first-entry position when the URL was opened anew', () => {
    const storage = memoryStorage({ [menuKey]: 900, k3x9: 400, 'page:/stores': 2064 });
    forgetFreshEntry(storage, menu, 'navigate');
    expect(storage.positions()).toEqual({ k3x9: 400, 'page:/stores': 2064 });
  });

  it('keeps the position for a reload and for back/forward', () => {
    for (const type of ['reload', 'back_forward', undefined]) {
      const storage = memoryStorage({ [menuKey]: 900 });
      forgetFreshEntry(storage, menu, type);
      expect(storage.positions()).toEqual({ [menuKey]: 900 });
    }
  });

  it('leaves a damaged or empty store alone', () => {
    const empty = memoryStorage();
    forgetFreshEntry(empty, menu, 'navigate');
    expect(empty.getItem(SCROLL_STORAGE_KEY)).toBeNull();
    const damaged = memoryStorage();
    damaged.setItem(SCROLL_STORAGE_KEY, '{not json');
    expect(() => forgetFreshEntry(damaged, menu, 'navigate')).not.toThrow();
  });
});

describe('restoresScroll', () => {
  /** A stand-in for the data router: its location, and a way to move it as a navigation would. */
  function fakeRouter() {
    const listeners = new Set<(state: { location: unknown }) => void>();
    const router = {
      state: { location: { pathname: '/stores' } as unknown },
      subscribe(listener: (state: { location: unknown }) => void) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      go(location: unknown) {
        router.state = { location };
        for (const listener of [...listeners]) listener(router.state);
      },
      listening: () => listeners.size,
    };
    return router;
  }

  it('a reload or a back into the app restores its first page; a URL opened anew does not', () => {
    for (const [type, restores] of [
      ['reload', true],
      ['back_forward', true],
      ['navigate', false],
    ] as const) {
      noteArrival(fakeRouter(), type);
      // The first page is a history POP for react-router whatever the browser did: the arrival decides.
      expect(restoresScroll(NavigationType.Pop), type).toBe(restores);
    }
  });

  it('once the app moves on, back and forward restore and a new page does not', () => {
    const router = fakeRouter();
    noteArrival(router, 'navigate');
    router.go(router.state.location); // the router's own updates on the same location change nothing
    expect(restoresScroll(NavigationType.Pop)).toBe(false);
    router.go({ pathname: '/store/50lan-xinyi' });
    expect(router.listening()).toBe(0);
    expect(restoresScroll(NavigationType.Push)).toBe(false);
    expect(restoresScroll(NavigationType.Pop)).toBe(true);
  });
});
