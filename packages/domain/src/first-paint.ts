/**
 * The first paint of the store list, a store's page and its menu: the server's preview in #root (ADR 009,
 * docs/features.md "Page speed"), drawn without hand-copying web markup. The screens use the class lists
 * of first-paint-class.ts on the elements the preview draws, and the server renders the preview with the
 * functions below and the same lists, so the two cannot drift apart: the preview is replaced by the screen
 * without a jump.
 *
 * The words come from the caller (the web's zh-TW catalogue), never from here.
 */

import {
  FIRST_PAINT_CARDS,
  FIRST_PAINT_CLASS,
  FIRST_PAINT_STORE_CARDS,
  MEMBER_ICON,
} from './first-paint-class';
import { imageSrcSet } from './image-urls';
import { paths } from './paths';
import { formatItemPrice } from './rules/format';

/**
 * The categories holding the first `cards` cards, the last one cut after its share (the same objects when
 * whole): what the menu renders first, and later a few more per slice.
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

/**
 * A block of the characters `text` holds, each once, laid out but invisible (`visibility: hidden`) and hidden
 * from assistive technology, for #root after a preview. The first layout of a Chinese glyph in
 * a new renderer is slow (the font's outline and metrics are read and shaped: measured in Chromium on the
 * store page, the layouts after the app's first render took 36 ms with a cold font and 13–22 ms once the
 * page's later text had been laid out while the HTML was parsed). Laid out here, during the HTML's parse
 * while the scripts still download, the text the app then renders below the preview (section titles, hours,
 * address) costs the app's tasks little. One line per size and weight the sections use
 * (FIRST_PAINT_CLASS.glyphWarmupLines); the app's first render replaces #root, and the block with it.
 * Whitespace is left out; '' for a text without other characters.
 */
export function glyphWarmupHtml(text: string): string {
  const glyphs = escapeHtml([...new Set(text.replace(/\s+/g, ''))].join(''));
  if (!glyphs) return '';
  const lines = C.glyphWarmupLines.map((line) => `<p class="${line}">${glyphs}</p>`).join('');
  return `<div aria-hidden="true" class="${C.glyphWarmup}">${lines}</div>`;
}

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
  /** The card's food-label badges (foodLabelBadges; docs/features.md "Food labels"), none when absent. */
  badges?: readonly string[];
}

/** The menu's categories and first cards as the preview draws them (plain text; escaped here). */
export interface MenuPreview {
  /** The category bar's accessible name (the web's 菜單分類). */
  categoriesLabel: string;
  /** The line under the store's name when it is closed now (the web's 目前休息中…), else undefined. */
  closedNote?: string;
  /**
   * The food-label filter chips when the menu has labels (docs/features.md "Food labels"): the group's name
   * (the web's 依食品標示篩選) and the chips' words, all off.
   */
  labelFilter?: { label: string; chips: readonly string[] };
  /** The categories with entrees, in the menu's order; only the first FIRST_PAINT_CARDS entrees are drawn. */
  categories: readonly { name: string; entrees: readonly MenuPreviewEntree[] }[];
}

/** One entree card as the menu draws it on sale (no cart count, no sold-out state: the app adds those). */
function entreeCardHtml(entree: MenuPreviewEntree): string {
  const description = entree.description
    ? `<span class="${C.entreeDescription}">${escapeHtml(entree.description)}</span>`
    : '';
  const badges = entree.badges?.length
    ? `<span class="${C.labelBadges}">${entree.badges.map((b) => `<span class="${C.labelBadge}">${escapeHtml(b)}</span>`).join('')}</span>`
    : '';
  const srcSet = entree.image ? imageSrcSet(entree.image, 96 * 3) : undefined;
  const image = entree.image
    ? `<img src="${escapeHtml(entree.image)}"${srcSet ? ` srcset="${escapeHtml(srcSet)}"` : ''} ` +
      `sizes="96px" alt="${escapeHtml(entree.name)}" loading="lazy" decoding="async" width="96" height="96" ` +
      `class="${C.entreeImage}">`
    : '';
  return (
    `<li><button type="button" class="${C.entreeCard}"><span class="${C.entreeText}">` +
    `<span class="${C.entreeName}">${escapeHtml(entree.name)}</span>${description}${badges}` +
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
  // The food-label chips sit between the header and the columns, as the menu page draws them.
  const filter = menu?.labelFilter
    ? `<fieldset class="${C.labelFilter}"><legend class="sr-only">${escapeHtml(menu.labelFilter.label)}</legend>` +
      menu.labelFilter.chips
        .map(
          (chip) =>
            `<button type="button" aria-pressed="false" class="${C.labelChip} ${C.labelChipOff}">${escapeHtml(chip)}</button>`,
        )
        .join('') +
      '</fieldset>'
    : '';
  const note = menu?.closedNote ? `<p class="${C.menuHeaderNote}">${escapeHtml(menu.closedNote)}</p>` : '';
  return (
    `<main class="${C.menuPage} ${C.late}"><header class="${C.menuHeader}">` +
    `<div class="${C.menuTopRow}"><a href="${escapeHtml(storeHref)}" class="${C.menuStoreLink}">` +
    `${escapeHtml(storeInfoLabel)}</a></div>` +
    `<div class="${C.menuTitleRow} ${C.menuTitleRowPreview}"><h1 class="${C.storeName}">${escapeHtml(name)}</h1></div>` +
    `${note}</header>${filter}${body}</main>`
  );
}

/** A store card as the store list's preview draws it (plain text; escaped here). */
export interface StoreCardPreview {
  identifier: string;
  brandName: string;
  name: string;
  district: string;
  address: string;
  /** The card's line of today's hours, written out (the web's 今日營業：10:00–22:00). */
  hoursLine: string;
  closed: boolean;
  /** Logo or cover URL, or null for none. */
  image: string | null;
}

/** What the preview of /stores draws: the page's words (the web's zh-TW catalogue) and the first cards. */
export interface StoresPreview {
  words: {
    appName: string;
    /** 會員登入 (memberEntryLogin) and 會員 (memberEntry), as the 會員 entry reads for a visitor and a member. */
    memberEntryLogin: string;
    memberEntry: string;
    heading: string;
    search: string;
    view: string;
    viewAll: string;
    viewNearby: string;
    filters: string;
    city: string;
    allCities: string;
    district: string;
    allDistricts: string;
    openOnly: string;
    /** The count line, written out (共 18 家店). */
    count: string;
    open: string;
    closed: string;
  };
  /** Whether the request carries a member session: the 會員 entry then reads 會員 and leads to the member page. */
  member: boolean;
  /** The stores in the list's order (open first); only the first FIRST_PAINT_STORE_CARDS are drawn. */
  stores: readonly StoreCardPreview[];
}

/** One store card with the favourite heart's room kept (the app draws the heart over its corner). */
function storeCardHtml(store: StoreCardPreview, words: StoresPreview['words']): string {
  const image = store.image
    ? `<span class="${C.imageBox} ${C.storeCardImage}" data-image-state="image"><img src="${escapeHtml(store.image)}" ` +
      `alt="" loading="lazy" decoding="async" class="${C.imageCover}"></span>`
    : '';
  const badge =
    `<span class="${C.openBadge} ${store.closed ? C.openBadgeClosed : C.openBadgeOpen}"><span aria-hidden="true" ` +
    `class="${C.openBadgeDot} ${store.closed ? C.openBadgeDotClosed : C.openBadgeDotOpen}"></span>` +
    `${escapeHtml(store.closed ? words.closed : words.open)}</span>`;
  return (
    `<li><div class="${C.storeCard}"><a href="${escapeHtml(paths.store(store.identifier))}" class="${C.storeCardLink}">` +
    `<div class="${C.storeCardTop}">${image}<div class="${C.storeCardNames}">` +
    `<p class="${C.storeCardBrand}">${escapeHtml(store.brandName)}</p>` +
    `<h2 class="${C.storeCardName}">${escapeHtml(store.name)}</h2></div>` +
    `<div class="${C.storeCardBadgeBesideAction}">${badge}</div></div>` +
    `<p class="${C.storeCardLine}">${escapeHtml(`${store.district} · ${store.address}`)}</p>` +
    `<p class="${C.storeCardLine}">${escapeHtml(store.hoursLine)}</p></a></div></li>`
  );
}

/**
 * The store list's first paint (/stores with no filter): its header, the filters as the app first draws them
 * (全部, every city, 只看營業中 off), the count and the first FIRST_PAINT_STORE_CARDS cards, as HTML for #root.
 * Hidden for its first second (C.late): a phone on a slow network sees the list before the scripts run, and
 * the cold layout of its text (a Chinese font's first glyphs, the costliest part of the app's first layout)
 * happens while the scripts download. The cards are links that work before the scripts run; the filters are
 * drawn only (the app replaces the preview with its own).
 */
export function storesPreviewHtml(preview: StoresPreview): string {
  const w = preview.words;
  const e = escapeHtml;
  const icon =
    `<svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" class="${C.memberIcon}">` +
    `<circle cx="${MEMBER_ICON.head.cx}" cy="${MEMBER_ICON.head.cy}" r="${MEMBER_ICON.head.r}"></circle>` +
    `<path d="${MEMBER_ICON.body}"></path></svg>`;
  const toggle = (label: string, on: boolean) =>
    `<button type="button" aria-pressed="${on}" class="${C.viewToggleButton} ${on ? C.viewToggleOn : C.viewToggleOff}">${e(label)}</button>`;
  const filters =
    `<div class="${C.storesFilters}">` +
    `<fieldset class="${C.viewToggle}"><legend class="sr-only">${e(w.view)}</legend>` +
    `${toggle(w.viewAll, true)}${toggle(w.viewNearby, false)}</fieldset>` +
    `<fieldset class="${C.regionFilter}"><legend class="sr-only">${e(w.filters)}</legend>` +
    `<div><label for="first-paint-city" class="${C.regionLabel}">${e(w.city)}</label>` +
    `<select id="first-paint-city" class="${C.citySelect}"><option value="">${e(w.allCities)}</option></select></div>` +
    `<div><label for="first-paint-district" class="${C.regionLabel}">${e(w.district)}</label>` +
    `<select id="first-paint-district" class="${C.districtSelect}" disabled><option value="">${e(w.allDistricts)}</option></select></div>` +
    `</fieldset><div class="${C.storesToggles}"><button type="button" aria-pressed="false" class="${C.openNowButton} ${C.openNowOff}">` +
    `<span aria-hidden="true" class="${C.openNowMark} ${C.openNowMarkOff}"></span>${e(w.openOnly)}</button></div></div>`;
  const cards = preview.stores
    .slice(0, FIRST_PAINT_STORE_CARDS)
    .map((s) => storeCardHtml(s, w))
    .join('');
  const list =
    preview.stores.length > 0
      ? `<p class="${C.storesCount}">${e(w.count)}</p><ul class="${C.storeCards}">${cards}</ul>`
      : '';
  return (
    `<main class="${C.storesPage} ${C.late}"><div class="${C.storesTopRow}">` +
    `<a href="${paths.home()}" class="${C.storesAppLink}">${e(w.appName)}</a>` +
    `<a href="${e(preview.member ? paths.member() : paths.login())}" class="${C.memberLink}">${icon}` +
    `${e(preview.member ? w.memberEntry : w.memberEntryLogin)}</a></div>` +
    `<div class="${C.storesHeadingRow}"><h1 class="${C.storesHeading}">${e(w.heading)}</h1>` +
    `<a href="${e(paths.storesSearch())}" class="btn-secondary">${e(w.search)}</a></div>${filters}${list}</main>`
  );
}
