import { describe, expect, it } from 'vitest';
import { mapSearchUrl, telHref } from './store-links';

describe('mapSearchUrl', () => {
  it('searches the URI-encoded address on Google Maps', () => {
    expect(mapSearchUrl('桃園市中壢區新生路三段12號')).toBe(
      'https://www.google.com/maps/search/?api=1&query=%E6%A1%83%E5%9C%92%E5%B8%82%E4%B8%AD%E5%A3%A2%E5%8D%80%E6%96%B0%E7%94%9F%E8%B7%AF%E4%B8%89%E6%AE%B512%E8%99%9F',
    );
    expect(mapSearchUrl('A&B #1')).toBe('https://www.google.com/maps/search/?api=1&query=A%26B%20%231');
  });
});

describe('telHref', () => {
  it('keeps digits and a leading +', () => {
    expect(telHref('02-2720-5050')).toBe('tel:0227205050');
    expect(telHref('+886 910 176 437')).toBe('tel:+886910176437');
  });
});
