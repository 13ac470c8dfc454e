/** spec §8 ERR_REDIRECT: redirect query values stay on this site. */
import { describe, expect, it, vi } from 'vitest';
import { RedirectError, safeRedirect, sameOriginPath } from './safe-redirect';

const ORIGIN = 'https://order.example.com';

describe('sameOriginPath', () => {
  it.each([
    ['/stores', '/stores'],
    ['/stores/abc/menu?order_type=1#c-2', '/stores/abc/menu?order_type=1#c-2'],
    ['/stores/../stores/x', '/stores/x'],
    ['https://order.example.com/stores/member?x=1', '/stores/member?x=1'],
    ['stores/login', '/stores/login'],
  ])('keeps %s on this site', (target, path) => {
    expect(sameOriginPath(target, ORIGIN)).toBe(path);
  });

  it.each([
    'https://evil.example.net/stores',
    'http://order.example.com/stores',
    '//evil.example.net/stores',
    '/\\evil.example.net',
    '\\\\evil.example.net',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://order.example.com.evil.net/',
    'https://user@evil.example.net',
    '/\tevil',
    ' //evil.example.net',
  ])('refuses %s with ERR_REDIRECT', (target) => {
    expect(() => sameOriginPath(target, ORIGIN)).toThrow(RedirectError);
    try {
      sameOriginPath(target, ORIGIN);
    } catch (error) {
      expect((error as RedirectError).code).toBe('ERR_REDIRECT');
    }
  });
});

describe('safeRedirect', () => {
  it('returns the same-origin path', () => {
    expect(safeRedirect('/stores/abc/cart', '/stores', ORIGIN)).toBe('/stores/abc/cart');
  });
  it('falls back for an empty or missing target', () => {
    expect(safeRedirect(null, '/stores', ORIGIN)).toBe('/stores');
    expect(safeRedirect('', '/x', ORIGIN)).toBe('/x');
  });
  it('falls back (and logs) for an outside target', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(safeRedirect('https://evil.example.net/', '/stores', ORIGIN)).toBe('/stores');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
