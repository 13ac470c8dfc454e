/** Entry: providers, the router and, in production builds, the service worker (DESIGN.md web layout). */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { setSessionFailureHandler } from './lib/api-client';
import { reloadOnce } from './lib/chunk-reload';
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

/** Resolves once the router has loaded the first route's lazy code (or failed to: it then shows the error). */
function routerReady(): Promise<void> {
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
// React's first render empties #root. When it holds the server's first-paint preview of a store page or
// menu (apps/api/src/plugins/web-head.ts), rendering waits for the route's code, so the preview gives way
// to the page (or its skeleton) instead of to a blank screen.
// The first render is a transition: React renders it in slices and yields to the browser between them,
// instead of one long task while the phone is busiest (issue #4 §4).
// Preact renders the first screen in one synchronous task (ADR 014): a macrotask between evaluating the code
// and rendering splits start-up into two shorter tasks, so the phone can paint and take a tap in between.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
void (root.firstElementChild ? routerReady() : nextTask()).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  ),
);
