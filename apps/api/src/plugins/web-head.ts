/**
 * What the server adds to index.html per request so the first screen paints sooner (docs/features.md "Page
 * speed", ADR 009). The SPA works without any of it (a static host, the service worker's cached shell).
 *
 * - Preload hints: a client route's lazy chunk (and the chunks it imports, its strings part) and the GETs its
 *   first render makes, so they download beside the entry instead of one after the other
 *   (HTML → entry → route chunk → API). The route table mirrors apps/web/src/app/router.tsx and the
 *   pages' first queries (spec §7 paths); a stale entry only costs an unused preload, never a broken page.
 * - `data-app-platform` on <html>: "1" for Android / iPhone / iPad browsers, "0" for others (spec §2 open-app
 *   banner), so the banner's 64 px is there in the first render instead of shifting the page later. Absent
 *   for a Mac user agent, which may be an iPad asking for the desktop site: the client decides with
 *   navigator.maxTouchPoints.
 */
import {
  CONSOLE_FIRST_SCREEN_GETS,
  CONSOLE_ROUTES,
  FIRST_PAINT_CARDS,
  FIRST_PAINT_STORE_CARDS,
  FIRST_SCREEN_GETS,
  fillPlaceholders,
  firstCards,
  foodLabelBadges,
  glyphWarmupHtml,
  isAppPlatform,
  isMenuNote,
  MENU_LABEL_FILTER_NAMES,
  MENU_LABEL_FILTERS,
  type Menu,
  type MenuPreview,
  matchPath,
  menuPreviewHtml,
  paths,
  ROUTES,
  STORE_LIST_PARAMS,
  type StoreSummary,
  storePagePreviewHtml,
  storesPreviewHtml,
} from '@iding/domain';
import UAParser from 'ua-parser-js';
import { escapeHtml, zhTW, zhTWStoreInfoPart } from './web-html';

/** The slice of Vite's build manifest (dist/.vite/manifest.json) read here. */
export type ViteManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

interface RouteHint {
  /** The client route (packages/domain ROUTES, as apps/web/src/app/router.tsx declares it). */
  route: string;
  /** Manifest keys of the lazy modules the route awaits before rendering. */
  modules: string[];
  /**
   * GET paths its first render fetches (FIRST_SCREEN_GETS), from the store identifier (decoded). Only for a
   * plain URL.
   */
  data: (sid: string) => string[];
  /** Data hints only when the store exists (else the page shows its 404). */
  needsStore?: boolean;
}

/**
 * Routes worth hinting: the ones diners land on from links and searches (ADR 009's measured pages), with
 * the GETs of their first render (FIRST_SCREEN_GETS: the web's landing loaders wait for the same ones), and
 * the console's board (CONSOLE_FIRST_SCREEN_GETS).
 */
export const ROUTE_HINTS: readonly RouteHint[] = [
  {
    route: ROUTES.home,
    modules: ['src/features/discovery/routes/home-page.tsx', 'src/locales/zh-TW.discovery.json'],
    data: FIRST_SCREEN_GETS.home,
  },
  {
    route: ROUTES.stores,
    modules: ['src/features/stores/routes/stores-list.tsx'],
    data: FIRST_SCREEN_GETS.stores,
  },
  {
    route: ROUTES.store,
    modules: ['src/features/store-info/routes/store-page.tsx', 'src/locales/zh-TW.store-info.json'],
    data: FIRST_SCREEN_GETS.store,
    needsStore: true,
  },
  {
    route: ROUTES.menu,
    modules: ['src/features/menu/routes/menu-page.tsx'],
    data: FIRST_SCREEN_GETS.menu,
    needsStore: true,
  },
  // The store's board, opened at the counter from a bookmark: its code, strings and first reads.
  {
    route: CONSOLE_ROUTES.orders,
    modules: ['src/features/console/routes/console-board-page.tsx', 'src/locales/zh-TW.console.json'],
    data: CONSOLE_FIRST_SCREEN_GETS.board,
  },
];

/**
 * A store's own pages: their HTML carries the store's link-preview tags (plugins/web.ts, also for paths below
 * them) and, on the page itself, a first-paint preview in #root (`firstPaintPreview`).
 */
export const PREVIEW_ROUTES = [ROUTES.store, ROUTES.menu] as const;

/** Files index.html already loads or modulepreloads: the entry and everything it imports statically. */
function entryFiles(manifest: ViteManifest): Set<string> {
  const keys = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key]!.imports ?? []) walk(dep);
  };
  keys.forEach(walk);
  return new Set([...seen].map((k) => manifest[k]!.file));
}

/**
 * Modules the web app imports only on demand that must work offline too (the end of their manifest key): the
 * snackbar's sonner, imported with the first message (apps/web lib/notify.ts), and a 連線失敗 message comes
 * exactly when the network has gone. Every page prefetches them: `rel=prefetch` fetches once the page has
 * loaded, into the HTTP cache (and the service worker's), and runs nothing, so the import needs no network
 * and costs the page load no main-thread time (evaluating sonner while the page loaded was
 * 150–200 ms of Lighthouse's simulated blocking time on /stores).
 */
export const OFFLINE_MODULES: readonly string[] = ['/sonner/dist/index.mjs'];

/** Builds the per-request hint writer from the build manifest (null manifest: no module hints). */
export function createRouteHints(manifest: ViteManifest | null) {
  const preloaded = manifest ? entryFiles(manifest) : new Set<string>();
  const moduleFiles = (keys: string[]): string[] => {
    if (!manifest) return [];
    const files = new Set<string>();
    const walk = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || preloaded.has(chunk.file) || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const dep of chunk.imports ?? []) walk(dep);
    };
    keys.forEach(walk);
    return [...files];
  };
  const offlineKeys = manifest
    ? Object.keys(manifest).filter((key) => OFFLINE_MODULES.some((end) => key.endsWith(end)))
    : [];
  const prefetchTags = moduleFiles(offlineKeys).map(
    (file) => `<link rel="prefetch" crossorigin href="/${escapeHtml(file)}">`,
  );

  /**
   * The <link> tags for `url` (path + query as requested): its route's hints, then the OFFLINE_MODULES
   * prefetches every page carries.
   * @param storeExists whether the identifier in the URL is a store (undefined: not looked up).
   */
  return function routeHints(url: string, storeExists?: boolean): string {
    return [routeTags(url, storeExists), ...prefetchTags].filter(Boolean).join('\n    ');
  };

  function routeTags(url: string, storeExists?: boolean): string {
    const [pathname = '/', query] = url.split('#')[0]!.split('?');
    for (const hint of ROUTE_HINTS) {
      const match = matchPath(hint.route, pathname);
      if (!match) continue;
      let sid = '';
      try {
        sid = match.sid ? decodeURIComponent(match.sid) : '';
      } catch {
        return '';
      }
      const tags = moduleFiles(hint.modules).map(
        (file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`,
      );
      // A query changes what the page asks for (filters, search): hint only the plain page's data.
      const dataWanted = !query && (!hint.needsStore || storeExists === true);
      if (dataWanted) {
        // credentials 'include' like lib/api-client.ts, so the page's fetch reuses the preloaded answer.
        for (const href of hint.data(sid)) {
          tags.push(
            `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(href)}">`,
          );
        }
      }
      return tags.join('\n    ');
    }
    return '';
  }
}

/** "1" / "0" for <html data-app-platform>, or null when only the client can tell (a Mac: maybe an iPad). */
export function appPlatformMark(userAgent: string | undefined): '1' | '0' | null {
  if (!userAgent) return '0';
  const parsed = new UAParser(userAgent.slice(0, 512)).getResult();
  if (isAppPlatform(parsed)) return '1';
  return parsed.os.name === 'Mac OS' || parsed.os.name === 'macOS' ? null : '0';
}

/** The store fields a first-paint preview shows (and, on the store page, the text its warm-up lays out). */
export interface PreviewStore {
  identifier: string;
  name: string;
  brandName: string;
  description: string;
  cover: string | null;
  address: string;
  phone: string;
  /** The store's news; the store page shows the first (spec §3 carousel_messages). */
  carouselMessages: readonly { title: string; description: string; date?: string | null }[];
}

/** The catalogue parts of the store-info screens that are not the store page itself. */
const OTHER_STORE_INFO_SCREENS = new Set([
  'branchesPage',
  'newsPage',
  'infosPage',
  'systemPage',
  'errors',
  'holidayDialog',
]);

/** Every string of a catalogue part, joined (placeholders and all: only their characters matter here). */
function catalogueText(part: unknown): string {
  if (typeof part === 'string') return part;
  if (part && typeof part === 'object') return Object.values(part).map(catalogueText).join('');
  return '';
}

/** The store page's own words in the web's catalogue (its sections, order types, hours), built once. */
let storePageWords: string | undefined;

/**
 * The text the store page renders below its preview, in the app's later tasks: the page's words from the
 * catalogue, the store's address and phone, and its first news entry (glyphWarmupHtml lays it out early).
 */
function storePageLaterText(store: PreviewStore): string {
  storePageWords ??= Object.entries(zhTWStoreInfoPart.storeInfo)
    .filter(([key]) => !OTHER_STORE_INFO_SCREENS.has(key))
    .map(([, part]) => catalogueText(part))
    .join('');
  const news = store.carouselMessages[0];
  return [storePageWords, store.address, store.phone, news?.title, news?.description, news?.date].join('');
}

/**
 * The <title> the web app gives the page at `url` (apps/web hooks/use-document-title: its parts joined by the
 * catalogue's app.titleSeparator), for the landing pages the server can name: the store list, a store page
 * and its menu; undefined for others. Sent in the HTML, it spares the page a title change while it starts
 * (Chrome spends 6–10 ms of main thread on the first one here) and the tab shows the page's
 * own title from the first paint.
 */
export function pageTitleOf(url: string, store: PreviewStore | undefined): string | undefined {
  const pathname = url.split(/[?#]/)[0]!;
  const join = (...parts: string[]) => parts.join(zhTW.app.titleSeparator);
  if (matchPath(ROUTES.stores, pathname)) return join(zhTW.stores.title, zhTW.app.name);
  if (!store) return undefined;
  if (matchPath(ROUTES.store, pathname)) return join(store.name, zhTWStoreInfoPart.storeInfo.title);
  if (matchPath(ROUTES.menu, pathname)) return join(store.name, zhTW.menu.title);
  return undefined;
}

/**
 * What #root holds until the app's first render replaces it, for a store's page and menu: the store's name
 * (and on the store page its cover band, brand and description), rendered by the domain's first-paint
 * functions with the class lists the React screens use too (packages/domain/src/first-paint.ts), so a phone
 * on a slow network sees the store at once instead of a blank page while the scripts download.
 * Its text comes from the web's own zh-TW catalogue (apps/web/src/locales/zh-TW.json), so a
 * copy change there reaches the preview too. '' for other pages.
 */
export function firstPaintPreview(
  url: string,
  store: PreviewStore | undefined,
  menu?: { menu: Menu; closed: boolean },
): string {
  if (!store) return '';
  const pathname = url.split(/[?#]/)[0]!;
  const [storePage, menuPage] = PREVIEW_ROUTES;
  // The store page's later sections are laid out while the HTML parses (glyphWarmupHtml).
  if (matchPath(storePage, pathname)) {
    return storePagePreviewHtml(store) + glyphWarmupHtml(storePageLaterText(store));
  }
  if (matchPath(menuPage, pathname)) {
    return menuPreviewHtml(
      store.name,
      paths.store(store.identifier),
      zhTW.menu.storeInfo,
      menu && menuPreviewOf(menu.menu, menu.closed),
    );
  }
  return '';
}

/** Whether the page at `url` is a menu, whose preview draws the menu's first screen (firstPaintPreview). */
export function previewShowsMenu(url: string): boolean {
  return Boolean(matchPath(PREVIEW_ROUTES[1], url.split(/[?#]/)[0]!));
}

/** Each cached menu's preview data, built once per menu version (the menu cache hands out the same object). */
const menuPreviews = new WeakMap<Menu, MenuPreview>();

/**
 * What the menu's preview draws of a menu: the categories the menu page shows (those with entrees), the
 * card text of the first FIRST_PAINT_CARDS entrees, merchant's notes marked (isMenuNote), the category bar's
 * name, and the closed note when the store is closed now (`closed`).
 */
function menuPreviewOf(menu: Menu, closed: boolean): MenuPreview {
  let preview = menuPreviews.get(menu);
  if (!preview) {
    const withEntrees = menu.categories.filter((c) => c.entrees.length > 0);
    const shown = firstCards(withEntrees, FIRST_PAINT_CARDS);
    preview = {
      categoriesLabel: zhTW.menu.categories,
      categories: withEntrees.map((c, i) => ({
        name: c.name,
        entrees: (shown[i]?.entrees ?? []).map((e) => ({
          name: e.name,
          description: e.description,
          price: e.price,
          image: e.image,
          note: isMenuNote(e),
          ...(e.labels ? { badges: foodLabelBadges(e.labels) } : {}),
        })),
      })),
      ...(withEntrees.some((c) => c.entrees.some((e) => e.labels))
        ? {
            labelFilter: {
              label: zhTW.menu.filter.label,
              chips: MENU_LABEL_FILTERS.map((f) => MENU_LABEL_FILTER_NAMES[f]),
            },
          }
        : {}),
    };
    menuPreviews.set(menu, preview);
  }
  return closed ? { ...preview, closedNote: zhTW.menu.closedNote } : preview;
}

/**
 * Whether the page at `url` is the store list as the app first draws it, /stores without a filter (a
 * filtered list is drawn by the app alone): its preview is the list's first screen (storeListPreview).
 */
export function previewShowsStoreList(url: string): boolean {
  const [pathname, search = ''] = url.split('#')[0]!.split('?') as [string, string?];
  if (!matchPath(ROUTES.stores, pathname)) return false;
  const params = new URLSearchParams(search);
  return Object.values(STORE_LIST_PARAMS).every((name) => !params.get(name));
}

/**
 * The preview of /stores (storesPreviewHtml): the list's header and filters in the web's words, the count and
 * the first cards of `stores` (all of them, in the list's order: openStoresFirst), their hours written as the
 * card writes them. `member`: the request carries a member session (the 會員 entry then reads 會員).
 */
export function storeListPreview(stores: readonly StoreSummary[], member: boolean): string {
  const s = zhTW.stores;
  const hoursLine = (store: StoreSummary) =>
    fillPlaceholders(s.todayHours, {
      hours: store.today_hours.length
        ? store.today_hours.map((h) => fillPlaceholders(s.hoursRange, h)).join(zhTW.common.listSeparator)
        : zhTW.common.dayOff,
    });
  return storesPreviewHtml({
    words: {
      appName: zhTW.app.name,
      memberEntryLogin: zhTW.common.memberEntryLogin,
      memberEntry: zhTW.common.memberEntry,
      heading: s.heading,
      search: s.search,
      view: s.view,
      viewAll: s.viewAll,
      viewNearby: s.viewNearby,
      filters: s.filters,
      city: s.city,
      allCities: s.allCities,
      district: s.district,
      allDistricts: s.allDistricts,
      openOnly: s.openOnly,
      count: fillPlaceholders(s.count, { count: stores.length }),
      open: zhTW.common.open,
      closed: zhTW.common.closed,
    },
    member,
    stores: stores.slice(0, FIRST_PAINT_STORE_CARDS).map((store) => ({
      identifier: store.identifier,
      brandName: store.brand_name,
      name: store.name,
      district: store.district,
      address: store.address,
      hoursLine: hoursLine(store),
      closed: store.is_closed,
      image: store.logo ?? store.cover,
    })),
  });
}
