/** Sends the spec §7 page-view event 250 ms after each route change (see lib/analytics). */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { createPageViewScheduler, trackPageView } from '../lib/analytics';

/** spec §7 analytics: a page-view event 250 ms after each route change. */
export function usePageViews() {
  const { pathname, search } = useLocation();
  const [scheduler] = useState(() => createPageViewScheduler(trackPageView));
  useEffect(() => scheduler.routeChanged(`${pathname}${search}`), [scheduler, pathname, search]);
  useEffect(() => () => scheduler.cancel(), [scheduler]);
}
