/** Entry: providers, the router and, in production builds, the service worker (DESIGN.md web layout). */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { firstScreenShown } from './app/first-screen';
import { AppProviders } from './app/providers';
import { appRouter } from './app/router';
import { setSessionFailureHandler } from './lib/api-client';
import { reloadOnce } from './lib/chunk-reload';
import { startScrollPositions } from './lib/scroll-key';
import './styles.css';

// spec §2: a failed chunk load (e.g. after a deploy) reloads the page, once (lib/chunk-reload guards loops).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

// spec §4 Session: a refused session (401) is renewed or ends in login; the handler loads on first need.
setSessionFailureHandler((error) =>
  import('./app/session-expiry').then(({ handleSessionFailure }) => handleSessionFailure(error)),
);

// Installable app, offline shell and last menu (public/sw.js). Dev builds never register one, so
// the dev server is never shadowed by a cache.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error) => console.warn('service worker', error));
  });
}

/** Resolves once `router` has loaded the first route's code and data (or failed to: it then shows the error). */
function routerReady(router: ReturnType<typeof appRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

const root = document.getElementById('root')!;
// Start-up in three tasks, none of them long: this one evaluates the code; the next starts the
// router (app/router.tsx appRouter), which loads the landing route's code and, on the pages diners land on,
// its first GETs (app/first-screen.ts); once both are here, the page renders once, complete, replacing the
// server's first-paint preview of a store page or menu (apps/api/src/plugins/web-head.ts) if it is showing.
// React renders the first screen as a transition, yielding to the browser between slices (ADR 022).
setTimeout(() => {
  const router = appRouter();
  // A URL opened anew starts at the top; a reload or back returns to where the diner was (lib/scroll-key).
  startScrollPositions(router);
  void routerReady(router).then(() => {
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <AppProviders>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      ),
    );
    firstScreenShown();
  });
}, 0);
