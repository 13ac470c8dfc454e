/*
 * iDing service worker: keeps the app shell and the last menu available offline.
 *
 * Why hand-rolled: vite-plugin-pwa 2 does support Vite 8, but it pulls in workbox-build (~280 packages,
 * among them rollup 4 with per-platform optional packages). This machine's registry mirror does not serve
 * rollup's non-Linux packages, so they cannot be written into package-lock.json and `npm ci` then fails its
 * lockfile check. The caching we need is three small rules, so they live here, with no build step and no
 * dependency; revisit the plugin if we ever need precache manifests or update prompts.
 *
 * Rules (fetch handler below):
 *  - /assets/* (hashed, immutable): cache first; fetched on a miss and kept (the newest 80 files).
 *  - navigations (not /api/, /iorder/): network first; the last page HTML is kept as the shell, and served
 *    offline for any route (the SPA routes on the client).
 *  - GET /api/menu/* and GET /iorder/stores/* (menu check, menu, store info): network first, the cached
 *    answer only when the network fails (spec §4 "Menu fetch" still decides what is current when online).
 * Registered from main.tsx in production builds only. Bump VERSION to drop every cache on the next visit.
 */
const VERSION = 'v1';
const SHELL_CACHE = `iding-shell-${VERSION}`;
const ASSET_CACHE = `iding-assets-${VERSION}`;
const DATA_CACHE = `iding-data-${VERSION}`;
const KNOWN = [SHELL_CACHE, ASSET_CACHE, DATA_CACHE];
const SHELL_KEY = '/index.html';
const MAX_ASSETS = 80;
const MAX_DATA = 40;

self.addEventListener('install', (event) => {
  // Warm the shell and the files it links (entry script, CSS, preloads), so the next offline start works.
  event.waitUntil(
    (async () => {
      try {
        const response = await fetch('/', { cache: 'no-cache' });
        if (!response.ok) return;
        const html = await response.clone().text();
        await (await caches.open(SHELL_CACHE)).put(SHELL_KEY, response);
        const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
        const cache = await caches.open(ASSET_CACHE);
        await Promise.all(assets.map((url) => cache.add(url).catch(() => undefined)));
      } catch {
        // Offline while installing: the runtime rules fill the caches later.
      }
    })().then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('iding-') && !KNOWN.includes(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** Keeps the newest `max` entries of a cache (insertion order). */
async function trim(cacheName, max) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: ASSET_CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(ASSET_CACHE);
    await cache.put(request, response.clone());
    void trim(ASSET_CACHE, MAX_ASSETS);
  }
  return response;
}

async function networkFirst(request, cacheName, key, max) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(cacheName);
      await cache.put(key, response.clone());
      if (max) void trim(cacheName, max);
    }
    return response;
  } catch (error) {
    const cached = await caches.match(key, { cacheName });
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const api = url.pathname.startsWith('/api/') || url.pathname.startsWith('/iorder/');

  if (request.mode === 'navigate') {
    if (api) return;
    event.respondWith(networkFirst(request, SHELL_CACHE, SHELL_KEY));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (url.pathname.startsWith('/api/menu/') || url.pathname.startsWith('/iorder/stores/')) {
    event.respondWith(networkFirst(request, DATA_CACHE, request, MAX_DATA));
  }
});
