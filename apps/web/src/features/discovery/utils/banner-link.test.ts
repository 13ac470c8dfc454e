/** Banner links: in-app paths or https only (spec §7 GET /api/banners). */
import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-link';

describe('bannerTarget', () => {
  it('opens in-app paths inside the app', () => {
    expect(bannerTarget('/store/50lan-xinyi')).toEqual({ kind: 'internal', path: '/store/50lan-xinyi' });
    expect(bannerTarget('/stores?category=飲料')).toEqual({
      kind: 'internal',
      path: '/stores?category=飲料',
    });
  });

  it('opens https URLs outside', () => {
    expect(bannerTarget('https://brand.example.com/news')).toEqual({
      kind: 'external',
      href: 'https://brand.example.com/news',
    });
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    '//evil.example.net/x',
    '/\\evil.example.net',
    'http://brand.example.com',
    'javascript:alert(1)',
    'data:text/html,hi',
    'store/50lan',
    '/store/\nx',
  ])('does not follow %j', (link) => {
    expect(bannerTarget(link)).toBeNull();
  });
});
