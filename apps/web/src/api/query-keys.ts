/**
 * The one source of TanStack Query keys of the web app. Every `queryKey`, `mutationKey`,
 * `invalidateQueries`, `setQueryData` and `removeQueries` takes its key from here, so a feature that refreshes
 * another's data names it through this factory instead of repeating a string literal.
 *
 * Shapes (the cache is matched by prefix, so the nesting is meaningful):
 * - `['user']` — everything member-scoped; login, logout and a lost session remove it all (spec §4 Session),
 *   so one member's data never shows for the next: the member (`['user', 'me', identifier]`) and their
 *   favorite stores (`['user', 'favorites']`).
 * - `['order', orderId]` — one order (spec §7 GET /api/orders/{orderId}); its transactions live under it
 *   (`['order', orderId, 'transactions']`), so invalidating the order refreshes both.
 * - `['store-info', sid]`, `['store-subsidiaries', sid]` (branches), `['menu', sid]`, `['inventory', sid]`,
 *   `['avail-time', sid, orderType, size]` — per store (`sid` = store identifier).
 *
 * Keys are built fresh on every call (`as const` tuples), never shared mutable arrays. Each group is its own
 * export so a route's bundle carries only the groups it uses (the menu route's initial JS budget).
 */
import type { StoreListQuery } from '../lib/paths';

/** Every member-scoped query (remove `userKeys.all()` on login / logout / lost session). */
export const userKeys = {
  all: () => ['user'] as const,
  /** GET /api/user: every store's member answer (invalidate after a profile change). */
  me: () => ['user', 'me'] as const,
  /** GET /api/user?identifier= — the member with memberInfos at store `identifier` ('' = none). */
  meAt: (identifier: string | null) => ['user', 'me', identifier ?? ''] as const,
  /** GET /api/user/transactions/store_credits — the member's store-credit movements at `identifier` ('' = all). */
  storeCredits: (identifier: string | null) => ['user', 'store-credits', identifier ?? ''] as const,
  /** Every store's store-credit lists (invalidate after a payment or refund by store credit). */
  allStoreCredits: () => ['user', 'store-credits'] as const,
  /** GET /api/user/points — the member's point movements at `identifier` ('' = all). */
  points: (identifier: string | null) => ['user', 'points', identifier ?? ''] as const,
  /** GET /api/favorite — the member's favorite stores (spec §7 Favorites). */
  favorites: () => ['user', 'favorites'] as const,
  /** GET /api/user/invoice_carrier — the member's last e-invoice carrier. */
  invoiceCarrier: () => ['user', 'invoice-carrier'] as const,
};

/**
 * Coupons (spec §7 Coupons). Every list says, for the caller, why a coupon cannot be used (請先登入 …), so
 * they live under `['user']`: login and logout drop them with the rest of the member's data.
 */
export const couponKeys = {
  /** GET /api/coupons/all + /first_purchases of store `sid`, merged (the cart's 優惠券). */
  store: (sid: string) => ['user', 'coupons', 'store', sid] as const,
  /** GET /api/coupons[?status=expired] — the member's usable or recently expired coupons, every store. */
  member: (status: 'usable' | 'expired') => ['user', 'coupons', 'member', status] as const,
  /** GET /api/coupons/used — the coupons the member used. */
  used: () => ['user', 'coupons', 'used'] as const,
  /** Every coupon list (invalidate after an order used or gave back a coupon). */
  all: () => ['user', 'coupons'] as const,
};

/** Orders (spec §7 Orders). */
export const orderKeys = {
  /** GET /api/orders — the member's order history, all pages. */
  memberList: () => ['member-orders'] as const,
  /** GET /api/orders/guest_lookup — the guest orders 查詢訂單 granted this browser (ADR 028). */
  guestLookup: () => ['guest-orders'] as const,
  /** GET /api/orders/{orderId} and everything under it. */
  detail: (orderId: string) => ['order', orderId] as const,
  /** GET /api/orders/{orderId}/transactions. */
  transactions: (orderId: string) => ['order', orderId, 'transactions'] as const,
  /** GET /api/orders/{orderId}/again read as the lines of the order being changed. */
  editLines: (orderId: string) => ['order', orderId, 'edit-lines'] as const,
};

/** Per store (`sid` = store identifier). */
export const storeKeys = {
  /** GET /iorder/stores/{sid} — store info. */
  info: (sid: string) => ['store-info', sid] as const,
  /** Every branch list (GET /api/stores/{sid}/subsidiaries of any store). */
  allBranches: () => ['store-subsidiaries'] as const,
  /** GET /api/stores/{sid}/subsidiaries — the store plus the other branches of its brand. */
  branches: (sid: string) => ['store-subsidiaries', sid] as const,
  /** GET /api/stores/{identifier}/news. */
  news: (sid: string) => ['store-news', sid] as const,
  /** GET /api/stores with only the filters that are set. */
  list: (query: StoreListQuery) => ['stores', query] as const,
  /** GET /api/menu/{sid}/check + /api/menu/new/{sid} — the store's current menu. */
  menu: (sid: string) => ['menu', sid] as const,
  /** GET /api/inventory/{sid} — sold-out ids. */
  inventory: (sid: string) => ['inventory', sid] as const,
};

/** Checkout (spec §4 time selection). */
export const checkoutKeys = {
  /** Every available-time answer of store `sid` (invalidate after invalid_target_time / store_closed). */
  allAvailTimes: (sid: string) => ['avail-time', sid] as const,
  /** POST /api/orders/order/avail_time for an order type and cart size. */
  availTime: (sid: string, orderType: number, size: number) => ['avail-time', sid, orderType, size] as const,
  /** Every 外送 quote of store `sid` (dropped after an order used one). */
  allDeliveryQuotes: (sid: string) => ['delivery-quote', sid] as const,
  /** Every coupon answer of store `sid` (asked again after the order refused a coupon). */
  allCouponChecks: (sid: string) => ['coupon-check', sid] as const,
  /** POST /api/orders/check_order of the cart with its coupons: what each takes off (spec §7, §4 Coupons). */
  couponCheck: (sid: string, body: string) => ['coupon-check', sid, body] as const,
  /** POST /api/orders/quote for an address and items total (外送, spec §7 quote). */
  deliveryQuote: (sid: string, address: readonly string[], total: number) =>
    ['delivery-quote', sid, ...address, total] as const,
};

/** Home, search and brands. */
export const discoveryKeys = {
  autocomplete: (text: string) => ['autocomplete', text] as const,
  banners: () => ['banners'] as const,
  tagCategories: () => ['tag-categories'] as const,
  /** GET /api/brands/{bid}: keyed by position too (distances differ per position; degrees). */
  brand: (bid: string, position: { lat: number; lng: number } | null) => ['brand', bid, position] as const,
  brands: (search: string) => ['brands', search] as const,
};

/** GET /api/provider/stable_status (spec §2 Maintenance). */
export const maintenanceKeys = {
  stableStatus: () => ['stable-status'] as const,
};

/** Mutation keys of the member's account calls (under 'user', like the queries). */
export const userMutationKeys = {
  login: () => ['user', 'login'] as const,
  register: () => ['user', 'register'] as const,
  update: () => ['user', 'update'] as const,
  updatePassword: () => ['user', 'update-password'] as const,
  sendVerifyCode: () => ['user', 'verify'] as const,
  checkVerify: () => ['user', 'check-verify'] as const,
  delete: () => ['user', 'delete'] as const,
};

/** Mutation keys of order calls. */
export const orderMutationKeys = {
  cancel: (orderId: string) => ['order', orderId, 'cancel'] as const,
  again: (orderId: string) => ['order', orderId, 'again'] as const,
  /** PATCH /api/orders/{orderId}. */
  edit: (orderId: string) => ['order', orderId, 'edit'] as const,
  /** POST /api/orders/{orderId}/pairing (spec §7): the courier of a placed 外送 order. */
  pairing: (orderId: string) => ['order', orderId, 'pairing'] as const,
};

/** The sandbox payment provider's hosted page (GET /api/sandbox/pay/{ref}). */
export const sandboxPayKeys = {
  payment: (ref: string) => ['sandbox-pay', ref] as const,
};

/** Every favorite heart toggle (POST / DELETE /api/favorite). */
export const favoriteToggleKey = () => ['favorite-toggle'] as const;
/** A member's server cart merge or save (GET / POST /api/cart). */
export const serverCartMutationKey = () => ['server-cart'] as const;

/** Store console: the staff member and a store's board. */
export const consoleKeys = {
  me: () => ['console', 'me'] as const,
  /** Everything the board shows (its views, loaded column pages, search results): refreshed together. */
  board: (sid: string) => ['console', 'board', sid] as const,
  /** The board's columns, of one order type or of all (`orderType` undefined). */
  boardView: (sid: string, orderType?: number) =>
    ['console', 'board', sid, 'view', orderType ?? 'all'] as const,
  /** A board column's pages once 載入更多 was pressed; under board(sid), so refreshing the board refreshes it. */
  boardColumn: (sid: string, stage: string, orderType?: number) =>
    ['console', 'board', sid, 'column', stage, orderType ?? 'all'] as const,
  /** The board's 搜尋訂單 results; under board(sid), so a live event or an action refreshes them. */
  boardSearch: (sid: string, q: string, orderType?: number) =>
    ['console', 'board', sid, 'search', q, orderType ?? 'all'] as const,
  order: (sid: string, orderId: string) => ['console', 'order', sid, orderId] as const,
  menu: (sid: string) => ['console', 'menu', sid] as const,
  /** The menu draft of the editor (ADR 017). */
  menuDraft: (sid: string) => ['console', 'menu-draft', sid] as const,
  settings: (sid: string) => ['console', 'settings', sid] as const,
};
