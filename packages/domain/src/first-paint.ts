/**
 * The first paint of a store's page and menu, shared by the React screens and the server's preview in #root
 * (issue #4 §4 first-paint preview; issue #9 "the preview stops hand-copying web markup"). The screens use
 * these class lists on the elements the preview draws, and the server renders the preview with the functions
 * below, so the two cannot drift apart: the preview is replaced by the screen without a jump.
 *
 * The words come from the caller (the web's zh-TW catalogue), never from here.
 */

/** Tailwind classes of the elements the preview draws, as the React screens use them. */
export const FIRST_PAINT_CLASS = {
  /**
   * The preview's own <main> class on top of the page's: hidden for its first second, so it shows only when
   * the app is slow to render the page (apps/web/src/styles.css, issue #10 §3). Never on the React screens.
   */
  late: 'first-paint-late',
  /** The page's <main> (store page and menu). */
  page: 'mx-auto max-w-xl pb-32',
  /** The store page's <main>: wider from 768 px (issue #11 §4). */
  storePage: 'mx-auto max-w-xl pb-32 md:max-w-3xl',
  /** The store page's cover band and its image (features/store-info/components/store-header.tsx). */
  coverBand: 'h-28 overflow-hidden bg-gradient-to-br from-brand to-brand-dark md:h-40 md:rounded-b-2xl',
  coverImage: 'size-full object-cover',
  /** The store page's block under the cover: brand, name, description (features/store-info/routes/store-page.tsx). */
  storeIntro: 'px-4 pt-10',
  brandName: 'text-sm text-brand-dark',
  description: 'mt-2 text-gray-700',
  /** The store's name, the page's <h1> on both pages. */
  storeName: 'min-w-0 text-2xl font-bold break-words',
  /** The menu's header, its 店家資訊 link and the row of the name and the cart button (features/menu/routes/menu-page.tsx). */
  menuHeader: 'bg-white px-4 pt-3 pb-3',
  menuStoreLink: 'inline-flex min-h-11 items-center text-sm text-brand-dark underline',
  menuTitleRow: 'flex items-center justify-between gap-3',
  /** The preview has no cart button: it keeps the button's 48 px height so the header does not shrink. */
  menuTitleRowPreview: 'min-h-12',
} as const;

/** Escapes text for an HTML attribute or element body. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What the store page's preview shows (plain text; escaped here). */
export interface StorePagePreview {
  name: string;
  brandName: string;
  description: string;
  /** Cover image URL, or null for the plain brand-coloured band. */
  cover: string | null;
}

const C = FIRST_PAINT_CLASS;

/** The store page's first paint: cover band, brand, name and description, as HTML for #root. */
export function storePagePreviewHtml(store: StorePagePreview): string {
  const cover = store.cover ? `<img src="${escapeHtml(store.cover)}" alt="" class="${C.coverImage}">` : '';
  const description = store.description
    ? `<p class="${C.description}">${escapeHtml(store.description)}</p>`
    : '';
  return (
    `<main class="${C.storePage} ${C.late}"><div class="${C.coverBand}">${cover}</div>` +
    `<div class="${C.storeIntro}"><p class="${C.brandName}">${escapeHtml(store.brandName)}</p>` +
    `<h1 class="${C.storeName}">${escapeHtml(store.name)}</h1>${description}</div></main>`
  );
}

/**
 * The menu's first paint: the header with the link back to the store page (`storeHref`, its words
 * `storeInfoLabel`) and the store's name, as HTML for #root.
 */
export function menuPreviewHtml(name: string, storeHref: string, storeInfoLabel: string): string {
  return (
    `<main class="${C.page} ${C.late}"><header class="${C.menuHeader}">` +
    `<a href="${escapeHtml(storeHref)}" class="${C.menuStoreLink}">${escapeHtml(storeInfoLabel)}</a>` +
    `<div class="${C.menuTitleRow} ${C.menuTitleRowPreview}"><h1 class="${C.storeName}">${escapeHtml(name)}</h1></div>` +
    `</header></main>`
  );
}
