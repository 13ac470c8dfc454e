/**
 * The class lists and sizes of the first paint, shared by the React screens and the server's preview in #root
 * (first-paint.ts renders the preview with them, so the preview never hand-copies web markup). A
 * module of constants with no imports: the web's first download carries it (apps/web/vite.config.ts puts it
 * in the framework chunk), the preview's HTML builders stay on the server. apps/web/src/styles.css has
 * Tailwind scan this file for the classes.
 */

/** Tailwind classes of the elements the preview draws, as the React screens use them. */
export const FIRST_PAINT_CLASS = {
  /**
   * The preview's own <main> class on top of the page's: hidden for its first second, so it shows only when
   * the app is slow to render the page (apps/web/src/styles.css). Never on the React screens.
   */
  late: 'first-paint-late',
  /**
   * The glyph warm-up block after a preview (first-paint.ts glyphWarmupHtml): laid out, never shown or read,
   * and one line per text size and weight the page's later sections use.
   */
  glyphWarmup: 'pointer-events-none invisible absolute inset-x-0 top-0 -z-10 h-0 overflow-hidden',
  glyphWarmupLines: ['text-sm', 'text-base', 'font-semibold', 'text-lg font-bold'],
  /** The page's <main> (store page and menu). */
  page: 'mx-auto max-w-xl pb-32',
  /** The store page's <main>: wider from 768 px. */
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
  /** The menu's top row: the 店家資訊 link and, in the app, the 會員 entry (components/member-link.tsx). */
  menuTopRow: 'mb-1 flex min-h-11 items-center justify-between gap-3',
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
  /** An entree card's food-label badges (components/food-label-badges.tsx; docs/features.md "Food labels"). */
  labelBadges: 'mt-1 flex flex-wrap gap-1',
  labelBadge: 'rounded bg-green-50 px-1.5 py-0.5 text-xs text-green-900',
  /** The menu's food-label filter chips (features/menu/components/label-filter.tsx), off and on. */
  labelFilter: 'flex flex-wrap gap-2 px-4 pt-3 lg:px-0',
  labelChip: 'min-h-9 rounded-full border px-3 text-sm',
  labelChipOff: 'border-gray-300 bg-white text-gray-800',
  labelChipOn: 'border-brand-dark bg-brand-dark text-white',
  /** The store list's <main> and its rows (features/stores/routes/stores-list.tsx). */
  storesPage: 'mx-auto max-w-xl px-4 pt-3 pb-10 md:max-w-5xl xl:max-w-6xl',
  storesTopRow: 'flex min-h-11 items-center justify-between gap-3',
  storesAppLink:
    'inline-block py-0.5 text-sm font-semibold text-brand-dark underline-offset-4 hover:underline',
  storesHeadingRow: 'mt-1 mb-4 flex items-center justify-between gap-3',
  storesHeading: 'text-2xl font-bold',
  storesFilters: 'mb-4 flex flex-col gap-3 md:max-w-xl',
  storesToggles: 'flex flex-wrap items-center gap-2',
  storesCount: 'mb-2 text-sm text-gray-700',
  /** The 會員 entry (components/member-link.tsx) and its icon. */
  memberLink:
    'inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-800',
  memberIcon: 'size-4',
  /** 全部 / 附近 (features/stores/components/store-filters.tsx ViewToggle). */
  viewToggle: 'grid grid-cols-2 gap-1 rounded-full bg-gray-200 p-1',
  viewToggleButton:
    'min-h-11 rounded-full font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark',
  viewToggleOn: 'bg-white text-brand-dark shadow-sm',
  viewToggleOff: 'text-gray-700',
  /** City and district selects (store-filters.tsx RegionFilter). */
  regionFilter: 'grid grid-cols-2 gap-3',
  regionLabel: 'text-sm font-medium text-gray-800',
  citySelect: 'field',
  districtSelect: 'field disabled:bg-gray-100 disabled:text-gray-600',
  /** 只看營業中 (components/open-now-filter.tsx) and its check mark. */
  openNowButton:
    'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark',
  openNowOn: 'border-emerald-700 bg-emerald-50 text-emerald-900',
  openNowOff: 'border-gray-300 bg-white text-gray-800',
  openNowMark: 'inline-flex size-5 items-center justify-center rounded-full border text-xs',
  openNowMarkOn: 'border-emerald-700 bg-emerald-700 text-white',
  openNowMarkOff: 'border-gray-400',
  /** A list of store cards and one card's parts (components/store-card.tsx). */
  storeCards: 'flex flex-col gap-3 md:grid md:grid-cols-2 xl:grid-cols-3',
  storeCard: 'relative h-full',
  storeCardLink:
    'card block h-full transition-colors hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-dark active:bg-gray-100',
  storeCardTop: 'flex items-start justify-between gap-3',
  storeCardImage: 'size-14 rounded-xl bg-gray-100',
  storeCardNames: 'min-w-0 flex-1',
  storeCardBrand: 'text-sm text-brand-dark',
  storeCardName: 'text-lg font-bold break-words',
  storeCardBadge: 'shrink-0',
  /** The badge's slot when the card has a control over its top-right corner (the favourite heart). */
  storeCardBadgeBesideAction: 'mr-12 shrink-0',
  storeCardLine: 'mt-1 text-sm text-gray-700',
  /** A data image's box and image (components/fallback-image.tsx; the caller adds its size). */
  imageBox: 'relative shrink-0 overflow-hidden',
  imageCover: 'absolute inset-0 size-full object-cover',
  /** 營業中 / 休息中 (components/open-badge.tsx) and its dot. */
  openBadge: 'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-medium',
  openBadgeOpen: 'bg-emerald-100 text-emerald-900',
  openBadgeClosed: 'bg-gray-200 text-gray-800',
  openBadgeDot: 'size-2 rounded-full',
  openBadgeDotOpen: 'bg-emerald-600',
  openBadgeDotClosed: 'bg-gray-500',
} as const;

/** The 會員 icon's shapes (components/member-link.tsx draws the same), in a 24 × 24 view box. */
export const MEMBER_ICON = { head: { cx: 12, cy: 8, r: 4 }, body: 'M4 21c0-4 4-6 8-6s8 2 8 6' } as const;

/**
 * Store cards a store list renders at once, about a phone screen (components/store-card.tsx StoreCardList),
 * and so the ones the server's preview of /stores draws.
 */
export const FIRST_PAINT_STORE_CARDS = 4;

/**
 * Entree cards the menu renders with the page, about a phone screen (features/menu/components/menu-sections.tsx),
 * and so the ones the server's preview draws.
 */
export const FIRST_PAINT_CARDS = 6;
