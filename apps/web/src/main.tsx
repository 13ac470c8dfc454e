/** Entry: i18n, providers and the router (DESIGN.md web layout). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import './lib/i18n';
import './styles.css';

// spec §2: a failed chunk load (e.g. after a deploy) reloads the page, once per session.
window.addEventListener('vite:preloadError', (event) => {
  if (sessionStorage.getItem('chunk-reload')) return;
  event.preventDefault();
  sessionStorage.setItem('chunk-reload', '1');
  window.location.reload();
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
