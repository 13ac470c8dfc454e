/**
 * The first paint of a store's page and menu, shared by the React screens and the server's preview in #root
 * (issue #4 §4 first-paint preview; issue #9 "the preview stops hand-copying web markup"). The screens use
 * these class lists on the elements the preview draws, and the server renders the preview with the functions
 * below, so the two cannot drift apart: the preview is replaced by the screen without a jump.
 *
 * The words come from the caller (the web's zh-TW catalogue), never from here.
 */

import { imageSrcSet } from './image-urls';
import { formatItemPrice } from './rules/format';

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
  /**
   * The preview has no cart button: it keeps the button's height (btn-secondary's min-h-11, 44 px), so the app's
   * header is as tall as the preview's and nothing below it moves.
   */
  menuTitleRowPreview: 'min-h-11',
  /** A line under the menu's title row: the store is closed now (目前休息中…). */
  menuHeaderNote: 'mt-1 text-sm text-gray-700',
  /** The menu's <main>: wider from 768 px and 1024 px (features/menu/routes/menu-page.tsx). */
  menuPage: 'mx-auto max-w-xl pb-32 md:max-w-3xl lg:max-w-7xl lg:px-6',
  /** The menu's columns from 1024 px (categories, entrees, cart) and its entrees' column. */
  menuColumns: 'lg:grid lg:grid-cols-[13rem_minmax(0,1fr)_20rem] lg:items-start lg:gap-6',
  menuEntrees: 'min-w-0',
  /** The category bar, its list, items and chips (features/menu/components/category-bar.tsx). */
  categoryBar:
    'sticky top-0 z-10 border-b border-gray-200 bg-white shadow-sm lg:top-4 lg:mt-5 lg:max-h-[calc(100dvh-2rem)] lg:overflow-y-auto lg:rounded-2xl lg:border-0 lg:ring-1 lg:ring-black/5',
  categoryList: 'no-scrollbar flex gap-2 overflow-x-auto px-4 py-2 lg:flex-col lg:gap-1 lg:p-2',
  categoryItem: 'shrink-0 lg:w-full',
  categoryChip:
    'min-h-11 rounded-full px-4 text-[15px] whitespace-nowrap transition-colors lg:w-full lg:rounded-xl lg:py-2 lg:text-left lg:whitespace-normal',
  categoryChipActive: 'bg-brand-dark font-semibold text-white',
  categoryChipIdle: 'bg-gray-100 text-gray-800 hover:bg-gray-200',
  /**
   * A category's section, its heading and its list of cards (features/menu/components/menu-sections.tsx).
   * Off-screen sections skip layout and paint until scrolled near (content-visibility); `auto` keeps each
   * one's last measured height.
   */
  menuSection: 'scroll-mt-16 px-4 pt-5 [contain-intrinsic-size:auto_640px] [content-visibility:auto] lg:px-0',
  menuSectionHeading: 'mb-2 text-lg font-bold',
  menuCards: 'grid gap-2 pb-1 md:grid-cols-2 md:gap-3 2xl:grid-cols-3',
  /** An entree card and its parts (features/menu/components/entree-card.tsx). */
  entreeCard:
    'card flex w-full items-stretch gap-3 py-3 text-left transition-colors focus-visible:outline-2 focus-visible:outline-brand-dark enabled:hover:bg-gray-50 enabled:active:bg-gray-100',
  entreeText: 'flex min-w-0 flex-1 flex-col',
  entreeName: 'font-semibold break-words',
  entreeDescription: 'mt-0.5 line-clamp-2 text-sm text-gray-700',
  entreePriceRow: 'mt-auto flex items-center gap-2 pt-0.5',
  entreePrice: 'font-semibold tabular-nums',
  entreeImage: 'aspect-square size-24 shrink-0 rounded-xl bg-gray-100 object-cover',
} as const;

/**
 * Entree cards the menu renders with the page, about a phone screen (features/menu/components/menu-sections.tsx),
 * and so the ones the server's preview draws.
 */
export const FIRST_PAINT_CARDS = 6;

/**
 * The categories holding the first `cards` cards, the last one cut after its share (the same objects when
 * whole): what the menu renders first, and later a few more per slice (issue #10 §3).
 */
export function firstCards<C extends { entrees: readonly unknown[] }>(
  categories: readonly C[],
  cards: number,
): C[] {
  const shown: C[] = [];
  let left = cards;
  for (const category of categories) {
    if (left <= 0) break;
    shown.push(
      left >= category.entrees.length ? category : { ...category, entrees: category.entrees.slice(0, left) },
    );
    left -= category.entrees.length;
  }
  return shown;
}

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

/** An entree as the preview's card shows it (plain text; escaped here). */
export interface MenuPreviewEntree {
  name: string;
  description: string;
  /** Whole TWD (spec §9 item price). */
  price: number;
  image: string | null;
  /** A merchant's note (isMenuNote), which the app draws as a note, not a card. */
  note: boolean;
}

/** The menu's categories and first cards as the preview draws them (plain text; escaped here). */
export interface MenuPreview {
  /** The category bar's accessible name (the web's 菜單分類). */
  categoriesLabel: string;
  /** The line under the store's name when it is closed now (the web's 目前休息中…), else undefined. */
  closedNote?: string;
  /** The categories with entrees, in the menu's order; only the first FIRST_PAINT_CARDS entrees are drawn. */
  categories: readonly { name: string; entrees: readonly MenuPreviewEntree[] }[];
}

/** One entree card as the menu draws it on sale (no cart count, no sold-out state: the app adds those). */
function entreeCardHtml(entree: MenuPreviewEntree): string {
  const description = entree.description
    ? `<span class="${C.entreeDescription}">${escapeHtml(entree.description)}</span>`
    : '';
  const srcSet = entree.image ? imageSrcSet(entree.image, 96 * 3) : undefined;
  const image = entree.image
    ? `<img src="${escapeHtml(entree.image)}"${srcSet ? ` srcset="${escapeHtml(srcSet)}"` : ''} ` +
      `sizes="96px" alt="${escapeHtml(entree.name)}" loading="lazy" decoding="async" width="96" height="96" ` +
      `class="${C.entreeImage}">`
    : '';
  return (
    `<li><button type="button" class="${C.entreeCard}"><span class="${C.entreeText}">` +
    `<span class="${C.entreeName}">${escapeHtml(entree.name)}</span>${description}` +
    `<span class="${C.entreePriceRow}"><span class="${C.entreePrice} text-brand-dark">` +
    `${escapeHtml(formatItemPrice(entree.price))}</span></span></span>${image}</button></li>`
  );
}

/**
 * The category bar and the first cards (FIRST_PAINT_CARDS), as the menu renders them with the page; the cards
 * stop before the first merchant's note, which the app draws as a note.
 */
function menuBodyHtml(menu: MenuPreview): string {
  const chips = menu.categories
    .map(
      (c, i) =>
        `<li class="${C.categoryItem}"><button type="button"${i === 0 ? ' aria-current="true"' : ''} ` +
        `class="${C.categoryChip} ${i === 0 ? C.categoryChipActive : C.categoryChipIdle}">${escapeHtml(c.name)}</button></li>`,
    )
    .join('');
  const sections: string[] = [];
  for (const category of firstCards(menu.categories, FIRST_PAINT_CARDS)) {
    const noteAt = category.entrees.findIndex((e) => e.note);
    const cards = noteAt === -1 ? category.entrees : category.entrees.slice(0, noteAt);
    if (cards.length === 0) break;
    sections.push(
      `<section class="${C.menuSection}"><h2 class="${C.menuSectionHeading}">${escapeHtml(category.name)}</h2>` +
        `<ul class="${C.menuCards}">${cards.map(entreeCardHtml).join('')}</ul></section>`,
    );
    if (noteAt !== -1) break;
  }
  return (
    `<div class="${C.menuColumns}"><nav aria-label="${escapeHtml(menu.categoriesLabel)}" class="${C.categoryBar}">` +
    `<ul class="${C.categoryList}">${chips}</ul></nav>` +
    // The inner <div> is MenuSections' own wrapper (the list whose last card it watches).
    `<div class="${C.menuEntrees}"><div>${sections.join('')}</div></div></div>`
  );
}

/**
 * The menu's first paint: the header with the link back to the store page (`storeHref`, its words
 * `storeInfoLabel`) and the store's name and, given the menu, its category bar and first cards (menuBodyHtml),
 * as HTML for #root. A phone on a slow network sees the menu's first screen before the scripts run, and the
 * cold layout of its text happens in the page's first layout.
 */
export function menuPreviewHtml(
  name: string,
  storeHref: string,
  storeInfoLabel: string,
  menu?: MenuPreview,
): string {
  const body = menu && menu.categories.length > 0 ? menuBodyHtml(menu) : '';
  const note = menu?.closedNote ? `<p class="${C.menuHeaderNote}">${escapeHtml(menu.closedNote)}</p>` : '';
  return (
    `<main class="${C.menuPage} ${C.late}"><header class="${C.menuHeader}">` +
    `<a href="${escapeHtml(storeHref)}" class="${C.menuStoreLink}">${escapeHtml(storeInfoLabel)}</a>` +
    `<div class="${C.menuTitleRow} ${C.menuTitleRowPreview}"><h1 class="${C.storeName}">${escapeHtml(name)}</h1></div>` +
    `${note}</header>${body}</main>`
  );
}
