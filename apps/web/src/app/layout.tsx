/**
 * Page layout (spec §2): open-app banner, progress bar, the page with an out-in fade between routes, the
 * top snackbar with a close button, and the offline notice. The layout also runs the app-wide watchers:
 * maintenance (spec §2) and the page-view event (spec §7).
 */
import { useLayoutEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useMaintenanceWatch } from '../features/maintenance/hooks/use-maintenance-watch';
import { OPEN_APP_BAR_PX } from '../lib/open-app';
import { SCROLL_STORAGE_KEY, scrollKeyOf } from '../lib/scroll-key';
import { OfflineBanner } from './offline-banner';
import { OpenAppBanner, useOpenAppOffer } from './open-app-banner';
import { ProgressBar } from './progress-bar';
import { Snackbar } from './snackbar';
import { usePageViews } from './use-page-views';

/** spec §2 layout: open-app banner, progress bar, offline notice, the page (out-in transition), snackbar. */
export function Layout() {
  const { pathname } = useLocation();
  const offerApp = useOpenAppOffer();
  // No fade on the first page: the server's first-paint preview (or nothing) is already on screen, and
  // fading in from transparent would hide it again.
  const [firstPath] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && pathname !== firstPath) setNavigated(true);
  useMaintenanceWatch();
  usePageViews();
  return (
    <>
      <ProgressBar />
      {offerApp && <OpenAppBanner />}
      <Snackbar />
      {/* spec §2: 64 px of top padding for the open-app bar while it is offered. */}
      <div style={offerApp ? { paddingTop: OPEN_APP_BAR_PX } : undefined}>
        {/* Keyed by path: the old page leaves at once and the new one fades in (cheap out-in). */}
        <div key={pathname} className={navigated ? 'page-enter min-h-dvh' : 'min-h-dvh'}>
          <Outlet />
        </div>
      </div>
      <OfflineBanner />
      <ScrollPositions />
    </>
  );
}

/**
 * react-router's scroll restoration (positions per history entry, a first entry by its path: lib/scroll-key),
 * mounted one commit after the router. RouterProvider subscribes to the router in its own layout effect, which
 * runs after its children's; the router has finished its first load before it renders (main.tsx), so a
 * ScrollRestoration mounted in the first commit announced the first page's saved position (a reload) to no
 * one, and the page stayed at the top. Mounted from a layout effect, it renders before the first paint.
 */
function ScrollPositions() {
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => setReady(true), []);
  return ready ? <ScrollRestoration getKey={scrollKeyOf} storageKey={SCROLL_STORAGE_KEY} /> : null;
}
