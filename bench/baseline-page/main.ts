/**
 * The same-run baseline of `npm run bench:web`: a minimal React + react-router page built by
 * Vite and served uncompressed. Lighthouse scores move with the machine, so the app's pages are judged
 * against this page measured in the same run. Plain createElement: no JSX transform or plugin needed.
 */
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';

function Page() {
  return h(
    'main',
    { style: { fontFamily: 'sans-serif', maxWidth: '36rem', margin: '0 auto', padding: '1rem' } },
    h('h1', null, '線上點餐'),
    h('p', null, '這是 bench:web 的基準頁：最小的 React 與 react-router 頁面。'),
    h(Link, { to: '/' }, '首頁'),
  );
}

const router = createBrowserRouter([{ path: '*', element: h(Page) }]);
createRoot(document.getElementById('root')!).render(h(RouterProvider, { router }));
