/** Entry: i18n, providers, the router and, in production builds, the service worker (DESIGN.md web layout). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { setSessionFailureHandler } from './lib/api-client';
import { reloadOnce } from './lib/chunk-reload';
import './lib/i18n';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
