/** spec §2 "Maintenance": where the stable status sends the diner. */
import { describe, expect, it } from 'vitest';
import { brandLinkHref, maintenanceStep, normaliseStableStatus } from './maintenance';

const ORIGIN = 'https://order.example.com';
const ON = { status: 1, brand_link: 'https://brand.example.com/news?a=1&b=2' } as const;
const ON_NO_LINK = { status: 1, brand_link: null } as const;
const OFF = { status: 0, brand_link: null } as const;
const at = (pathname: string, search = '') => ({ pathname, search });

describe('maintenanceStep', () => {
  it('sends the diner to /maintenance with the URL-encoded brand link and remembers the page', () => {
    expect(maintenanceStep(ON, at('/stores/abc/menu', '?x=1'), null, ORIGIN)).toEqual({
      type: 'enter',
      to: '/maintenance?link=https%3A%2F%2Fbrand.example.com%2Fnews%3Fa%3D1%26b%3D2',
      returnTo: '/stores/abc/menu?x=1',
    });
  });

  it('omits link when the brand link is null', () => {
    expect(maintenanceStep(ON_NO_LINK, at('/stores'), null, ORIGIN)).toEqual({
      type: 'enter',
      to: '/maintenance',
      returnTo: '/stores',
    });
  });

  it('stays on the maintenance screen while the status is 1', () => {
    const search = `?link=${encodeURIComponent(ON.brand_link)}`;
    expect(maintenanceStep(ON, at('/maintenance', search), '/stores', ORIGIN)).toBeNull();
    expect(maintenanceStep(ON_NO_LINK, at('/maintenance'), '/stores', ORIGIN)).toBeNull();
  });

  it('updates the link shown when it changed', () => {
    expect(maintenanceStep(ON_NO_LINK, at('/maintenance', '?link=https%3A%2F%2Fold'), null, ORIGIN)).toEqual({
      type: 'update',
      to: '/maintenance',
    });
  });

  it('does nothing off the maintenance screen while the status is 0', () => {
    expect(maintenanceStep(OFF, at('/stores/abc/menu'), null, ORIGIN)).toBeNull();
  });

  it('sends the diner back where they were once the status is no longer 1', () => {
    expect(maintenanceStep(OFF, at('/maintenance'), '/stores/abc/menu?x=1', ORIGIN)).toEqual({
      type: 'leave',
      to: '/stores/abc/menu?x=1',
    });
  });

  it('goes to /stores when there is nowhere (or nowhere safe) to go back to', () => {
    expect(maintenanceStep(OFF, at('/maintenance'), null, ORIGIN)).toEqual({ type: 'leave', to: '/stores' });
    expect(maintenanceStep(OFF, at('/maintenance'), 'https://evil.example.net/', ORIGIN)).toEqual({
      type: 'leave',
      to: '/stores',
    });
    expect(maintenanceStep(OFF, at('/maintenance'), '/maintenance?link=x', ORIGIN)).toEqual({
      type: 'leave',
      to: '/stores',
    });
  });
});

describe('normaliseStableStatus', () => {
  it('reads the answer', () => {
    expect(normaliseStableStatus({ status: 1, brand_link: 'https://b' })).toEqual({
      status: 1,
      brand_link: 'https://b',
    });
  });
  it('treats anything but status 1 as normal, and no body (404) as status 0', () => {
    expect(normaliseStableStatus({ status: '1' })).toEqual({ status: 0, brand_link: null });
    expect(normaliseStableStatus(null)).toEqual({ status: 0, brand_link: null });
    expect(normaliseStableStatus({ status: 1, brand_link: 42 })).toEqual({ status: 1, brand_link: null });
  });
});

describe('brandLinkHref (maintenance page link: http/https only)', () => {
  it('accepts http and https', () => {
    expect(brandLinkHref('https://brand.example.com/a')).toBe('https://brand.example.com/a');
    expect(brandLinkHref('http://brand.example.com')).toBe('http://brand.example.com/');
  });
  it('refuses anything else', () => {
    expect(brandLinkHref('javascript:alert(1)')).toBeNull();
    expect(brandLinkHref('/relative')).toBeNull();
    expect(brandLinkHref(null)).toBeNull();
  });
});
