/** Open-app banner rules (spec §1, §2): which browsers see it, when it shows, where its button goes. */
import { UAParser } from 'ua-parser-js';
import { describe, expect, it } from 'vitest';
import {
  appLink,
  DEFAULT_APP_UNIVERSAL_LINK,
  detectAppPlatform,
  isAppPlatform,
  mayBeAppPlatform,
  shouldOfferApp,
  visibleAfterScroll,
} from './open-app';

const UA = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iPhoneLine:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Line/14.9.0',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  linuxChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  iPod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
};

const platform = (ua: string, touch = 0) => isAppPlatform(UAParser(ua), touch);

describe('isAppPlatform (spec §1: Android, iPhone and iPad browsers)', () => {
  it.each([
    ['iPhone Safari', UA.iPhoneSafari],
    ['iPhone Chrome', UA.iPhoneChrome],
    ['LINE in-app browser on iPhone', UA.iPhoneLine],
    ['iPad Safari', UA.iPad],
    ['Android phone', UA.androidPhone],
    ['Android tablet', UA.androidTablet],
  ])('offers the app on %s', (_name, ua) => {
    expect(platform(ua)).toBe(true);
  });

  it.each([
    ['desktop Chrome on Linux', UA.linuxChrome],
    ['Edge on Windows', UA.windowsEdge],
    ['Safari on a Mac', UA.macSafari],
    ['iPod touch (not a listed device)', UA.iPod],
  ])('does not offer it on %s', (_name, ua) => {
    expect(platform(ua)).toBe(false);
  });

  it('treats a "Mac" with a touch screen as an iPad asking for the desktop site', () => {
    expect(platform(UA.macSafari, 5)).toBe(true);
    expect(platform(UA.linuxChrome, 5)).toBe(false);
  });

  it('detectAppPlatform parses with the lazily imported ua-parser-js', async () => {
    await expect(detectAppPlatform(UA.iPhoneSafari, 5)).resolves.toBe(true);
    await expect(detectAppPlatform(UA.linuxChrome, 0)).resolves.toBe(false);
  });

  it('skips the parser for user agents that cannot be a phone or tablet', () => {
    expect(mayBeAppPlatform(UA.linuxChrome)).toBe(false);
    expect(mayBeAppPlatform(UA.windowsEdge)).toBe(false);
    for (const ua of [UA.iPhoneSafari, UA.iPad, UA.androidPhone, UA.macSafari]) {
      expect(mayBeAppPlatform(ua)).toBe(true);
    }
  });
});

describe('shouldOfferApp (spec §2)', () => {
  it('needs the platform, no QR table session and no dismissal', () => {
    expect(shouldOfferApp({ appPlatform: true, qrTableSession: false, showGoToApp: true })).toBe(true);
    expect(shouldOfferApp({ appPlatform: false, qrTableSession: false, showGoToApp: true })).toBe(false);
    expect(shouldOfferApp({ appPlatform: true, qrTableSession: true, showGoToApp: true })).toBe(false);
    expect(shouldOfferApp({ appPlatform: true, qrTableSession: false, showGoToApp: false })).toBe(false);
  });
});

describe('visibleAfterScroll (spec §2: hides on scroll down, reappears at page top)', () => {
  it('hides when scrolling down past the top', () => {
    expect(visibleAfterScroll(true, 0, 120)).toBe(false);
  });
  it('stays hidden when scrolling up mid-page', () => {
    expect(visibleAfterScroll(false, 800, 400)).toBe(false);
  });
  it('reappears at the page top', () => {
    expect(visibleAfterScroll(false, 400, 0)).toBe(true);
    expect(visibleAfterScroll(false, 400, 8)).toBe(true);
  });
  it('ignores small moves within the top zone', () => {
    expect(visibleAfterScroll(true, 0, 5)).toBe(true);
  });
});

describe('appLink (spec §2: universal link with the store identifier)', () => {
  it('uses the default link without a store', () => {
    expect(appLink(undefined, null)).toBe(`${DEFAULT_APP_UNIVERSAL_LINK}`);
  });
  it('appends the identifier, URL-encoded', () => {
    expect(appLink('https://iding.app/open', 'a b&c')).toBe('https://iding.app/open?identifier=a+b%26c');
  });
  it('keeps a configured link query', () => {
    expect(appLink('https://app.example.com/o?src=web', 'x1')).toBe(
      'https://app.example.com/o?src=web&identifier=x1',
    );
  });
  it('falls back to the default for a non-http link', () => {
    expect(appLink('javascript:alert(1)', 'x1')).toBe(`${DEFAULT_APP_UNIVERSAL_LINK}?identifier=x1`);
    expect(appLink('not a url', null)).toBe(DEFAULT_APP_UNIVERSAL_LINK);
  });
});
