/**
 * Open-app banner (spec §1, §2 layout): a 64 px bar at the top of the page on Android, iPhone and iPad
 * browsers, never in a QR table session. It slides away when the diner scrolls down and comes back at the
 * page top; 不再顯示 dismisses it for good; 開啟 App opens the app's universal link with the store
 * identifier when one is known. ua-parser-js is fetched only when the banner may be offered.
 */
import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { AppIcon } from '../components/app-icon';
import { useTranslation } from '../lib/i18n';
import {
  appLink,
  detectAppPlatform,
  OPEN_APP_BAR_PX,
  shouldOfferApp,
  visibleAfterScroll,
} from '../lib/open-app';
import { hasQrTableSession, useGlobal } from '../stores/global-store';

/**
 * The server's verdict on this browser, marked on <html data-app-platform> (apps/api/src/plugins/web-head.ts),
 * so the bar is there in the first render instead of shifting the page; null when it gave none (a Mac user
 * agent that may be an iPad, or a shell served without the server).
 */
function serverPlatformMark(): boolean | null {
  const mark = globalThis.document?.documentElement.dataset.appPlatform;
  return mark === '1' ? true : mark === '0' ? false : null;
}

let platformCheck: Promise<boolean> | undefined;
/** Detects the platform once per page load: the server's mark, else ua-parser-js on the client. */
function appPlatform(): Promise<boolean> {
  const mark = serverPlatformMark();
  if (mark !== null) return Promise.resolve(mark);
  platformCheck ??= detectAppPlatform(navigator.userAgent, navigator.maxTouchPoints ?? 0).catch((error) => {
    console.warn('open-app banner: user-agent check failed', error);
    return false;
  });
  return platformCheck;
}

/** Whether the banner takes its place on this page (platform, no QR table session, not dismissed). */
export function useOpenAppOffer(): boolean {
  const [platform, setPlatform] = useState(() => serverPlatformMark() ?? false);
  const qrTableSession = useGlobal(hasQrTableSession);
  const showGoToApp = useGlobal((s) => s.showGoToApp);
  const wanted = showGoToApp && !qrTableSession;
  useEffect(() => {
    if (!wanted) return;
    let active = true;
    void appPlatform().then((yes) => active && setPlatform(yes));
    return () => {
      active = false;
    };
  }, [wanted]);
  return shouldOfferApp({ appPlatform: platform, qrTableSession, showGoToApp });
}

/** spec §2 open-app banner (Android/iPhone/iPad, no QR table session, hides on scroll down, 64 px top padding). */
export function OpenAppBanner() {
  const { t } = useTranslation();
  const { sid } = useParams();
  const identifier = useGlobal((s) => s.identifier);
  const dismiss = useGlobal((s) => s.disableGoToAppAlert);
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    let previousY = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        const from = previousY;
        previousY = y;
        // The updater may run later (at render): it must not read previousY, which moves on.
        setVisible((v) => visibleAfterScroll(v, from, y));
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  const open = () =>
    window.location.assign(appLink(import.meta.env.VITE_APP_UNIVERSAL_LINK, sid ?? identifier));

  return (
    <aside
      aria-label={t('openApp.label')}
      aria-hidden={!visible}
      inert={!visible}
      data-visible={visible}
      className={clsx(
        'fixed inset-x-0 top-0 z-40 border-b border-gray-200 bg-white shadow-sm transition-transform duration-200 motion-reduce:transition-none',
        !visible && '-translate-y-full',
      )}
      style={{ height: OPEN_APP_BAR_PX }}
    >
      <div className="mx-auto flex h-full max-w-xl items-center gap-2 pr-3 pl-1">
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('openApp.dismiss')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-600 focus-visible:outline-2 focus-visible:outline-brand-dark"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden
          >
            <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
          </svg>
        </button>
        <AppIcon className="size-10 shrink-0 rounded-xl" />
        <div className="min-w-0 flex-1 leading-tight">
          <p className="truncate text-sm font-bold">{t('openApp.title')}</p>
          <p className="truncate text-xs text-gray-600">{t('openApp.hint')}</p>
        </div>
        <button
          type="button"
          onClick={open}
          className="inline-flex min-h-10 shrink-0 items-center rounded-full bg-brand-dark px-4 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark"
        >
          {t('openApp.open')}
        </button>
      </div>
    </aside>
  );
}
