/**
 * Every URL of the product, once (DESIGN.md house style "URLs built in one paths.ts"):
 *
 * - `ROUTES`: the web app's screens (spec §2) as route patterns, in the `:param` / `:param?` syntax that
 *   react-router 7 and Fastify 5 share. The client router (apps/web/src/app/router.tsx) declares its routes
 *   with them; the server's preload hints, first-paint preview and link previews
 *   (apps/api/src/plugins/web-head.ts, web.ts) match requests against the very same strings.
 * - `paths`: builders of those screens' URLs for links and navigation.
 * - `API_ROUTES`: the API's endpoints (spec §7) as Fastify route patterns; every `*.routes.ts` registers them.
 * - `apiPaths`: builders of those endpoints' URLs for the web's fetch functions and the server's preloads.
 *
 * Builders URI-encode every identifier, so a strange store id can never change the path.
 */

const enc = encodeURIComponent;

/** `?a=1&b=2` from the given values, leaving out empty ones ('' when none are left). */
const query = (values: Record<string, string | number | null | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** The segments of a route pattern, e.g. "stores" | ":sid" | "menu" | ":sname?". */
type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type RequiredName<S> = S extends `:${string}?` ? never : S extends `:${infer N}` ? N : never;
type OptionalName<S> = S extends `:${infer N}?` ? N : never;

/**
 * The parameters a route pattern takes: `:name` required, `:name?` optional. Values are plain (decoded)
 * strings; `buildPath` encodes them.
 */
export type PathParams<P extends string> = { [K in RequiredName<Segments<P>>]: string } & {
  [K in OptionalName<Segments<P>>]?: string | null;
};

/**
 * Fills a route pattern: `buildPath('/stores/:sid/menu/:sname?', { sid: 'a b' })` → "/stores/a%20b/menu".
 * Each value is URI-encoded; an optional parameter left out (undefined, null or '') drops its segment.
 */
export function buildPath<P extends string>(pattern: P, params: PathParams<P>): string {
  const values = params as Record<string, string | null | undefined>;
  return pattern.replace(/\/:(\w+)(\?)?/g, (_, name: string, optional?: string) => {
    const value = values[name];
    if (optional && (value === undefined || value === null || value === '')) return '';
    return `/${enc(value ?? '')}`;
  });
}

const compiled = new Map<string, RegExp>();

/** The pattern as a regular expression; `end` false also matches paths below it (prefix match). */
function patternRegExp(pattern: string, end: boolean): RegExp {
  const key = `${end ? '$' : '^'}${pattern}`;
  let re = compiled.get(key);
  if (!re) {
    const body = pattern
      .split('/')
      .filter(Boolean)
      .map((segment) => {
        if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/([^/]+))?' : '/([^/]+)';
        return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      })
      .join('');
    re = new RegExp(`^${body}${end ? '/?$' : '(?=/|$)'}`);
    compiled.set(key, re);
  }
  return re;
}

/**
 * Matches a request's pathname (no query, no hash) against a route pattern, as the client router does for
 * the patterns used here: static segments compared exactly (case-sensitive), a parameter takes one
 * non-empty segment, a trailing slash is allowed.
 *
 * @param options.end false: the pattern may be followed by more segments (`/store/:sid` matches
 *   "/store/x/qr_code"). Default true.
 * @returns the parameters as the URL carries them (still URI-encoded: decoding may throw, the caller
 *   decides), an optional one absent when left out; null when the path does not match.
 */
export function matchPath(
  pattern: string,
  pathname: string,
  options: { end?: boolean } = {},
): Record<string, string> | null {
  const match = patternRegExp(pattern, options.end ?? true).exec(pathname);
  if (!match) return null;
  const names = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    const value = match[i + 1];
    if (value !== undefined) params[name] = value;
  });
  return params;
}

/** Screens of the web app (spec §2), as react-router route patterns. */
export const ROUTES = {
  home: '/',
  brands: '/brands',
  brandStores: '/brands/:bid/stores',
  maintenance: '/maintenance',
  stores: '/stores',
  storesSearch: '/stores/search',
  favoriteStores: '/stores/favorite_stores',
  forgetPassword: '/stores/forget_password',
  historyOrders: '/stores/history_orders',
  /** 查詢訂單 (ours; ADR 028): a guest's recent orders by phone plus an SMS code. */
  orderLookup: '/stores/order_lookup',
  historyOrder: '/stores/history_orders/:oid',
  login: '/stores/login',
  member: '/stores/member',
  memberInfos: '/stores/member/infos',
  /** spec §2 member credit cards. */
  memberCreditCards: '/stores/member/credit_cards',
  /** spec §2 store credit history / list: one screen, the list is its alias. */
  storeCreditHistory: '/stores/member/store_credit_history',
  storeCreditHistoryList: '/stores/member/store_credit_history_list',
  /** spec §2 point history / list: one screen, the list is its alias. */
  pointHistory: '/stores/member/point_history',
  pointHistoryList: '/stores/member/point_history_list',
  /** spec §2 member coupons: the member's usable coupons, by brand and store. */
  memberCoupons: '/stores/member/coupons',
  /** spec §2 member coupons list: 可使用 / 已使用 / 已過期 (`?tab=usable|used|expired`). */
  memberCouponsList: '/stores/member/coupons_list',
  updateAddress: '/stores/member/update-address',
  updatePassword: '/stores/member/update-password',
  updatePhone: '/stores/member/update-phone',
  register: '/stores/register',
  /** A store page without an identifier: goes to /404 (spec §2 route guards). */
  storeWithoutId: '/store',
  store: '/store/:sid',
  /** "Returning to a store" (spec §2): /stores/{sid}, which opens the store's menu. */
  storeHome: '/stores/:sid',
  branchStores: '/stores/:sid/branch_stores',
  cart: '/stores/:sid/cart',
  menu: '/stores/:sid/menu/:sname?',
  storeNews: '/stores/:sid/news',
  orderCompleted: '/stores/:sid/order_completed',
  /**
   * spec §2 pairing: a placed 外送 order while its courier is being arranged (spec §7 POST /api/orders/{id}/pairing),
   * then the order completed screen.
   */
  pairing: '/stores/:sid/pairing/:oid',
  /**
   * spec §2 payment landing pages: /stores/{sid}/{method} for every PAYMENT_METHOD_NAMES name (line_pay, jko_pay,
   * easy_wallet, plus_pay, px_pay, taishin_credit_card, tw_pay; credit_card for the card's 3-D Secure
   * return, ADR 015), and Taiwan Pay's tw_pay/payment; query order_id, redirect_to, qr_code.
   */
  paymentLanding: '/stores/:sid/:method',
  twPayPayment: '/stores/:sid/tw_pay/payment',
  /** The sandbox payment provider's hosted page (PAYMENT_PROVIDER=sandbox). */
  sandboxPay: '/sandbox/pay/:ref',
  storeInfos: '/stores/:sid/store_infos',
  systemInfos: '/stores/:sid/system_infos',
  /** Aliases of spec §2: order list, order detail and login reached from a store. */
  storeHistoryOrders: '/stores/:sid/history_orders',
  storeHistoryOrder: '/stores/:sid/history_orders/:oid',
  storeLogin: '/stores/:sid/login',
  notFound: '/404',
} as const;

/**
 * The store list's URL parameters (spec §2 /stores): 全部 / 附近 (`view=nearby`),
 * city, district, food category and 只看營業中 (`open=1`). The web's list reads and writes them; the server's
 * preview of /stores draws the list only when none is set (apps/api/src/plugins/web-head.ts).
 */
export const STORE_LIST_PARAMS = {
  view: 'view',
  city: 'city',
  district: 'district',
  category: 'category',
  open: 'open',
} as const;

/** Filters of the store list (spec §2 /stores, §7 GET /api/stores); lat/lng only go to the API. */
export interface StoreListQuery {
  lat?: number;
  lng?: number;
  city?: string;
  district?: string;
  category?: string;
  search?: string;
}

/** URLs of the web app's screens (spec §2), built from `ROUTES`: path plus query, identifiers encoded. */
export const paths = {
  home: (): string => ROUTES.home,
  stores: (): string => ROUTES.stores,
  /** Store list with filters: city, district, food category (spec §3 Store lists), `view` all or nearby. */
  storesFiltered: (q: { city?: string; district?: string; category?: string; view?: 'all' | 'nearby' }) =>
    `${ROUTES.stores}${query({ view: q.view === 'nearby' ? 'nearby' : undefined, city: q.city, district: q.district, category: q.category })}`,
  /** Search page (spec §2 /stores/search); `q` pre-fills the box. */
  storesSearch: (q?: string) => `${ROUTES.storesSearch}${query({ q })}`,
  brands: (): string => ROUTES.brands,
  brandStores: (bid: string) => buildPath(ROUTES.brandStores, { bid }),
  /** Store page. */
  store: (sid: string) => buildPath(ROUTES.store, { sid }),
  /** "Returning to a store" (spec §2): /stores/{sid}, which opens the store's menu. */
  storeHome: (sid: string) => buildPath(ROUTES.storeHome, { sid }),
  /** The menu without a category: /stores/{sid}/menu. */
  menu: (sid: string) => buildPath(ROUTES.menu, { sid }),
  cart: (sid: string) => buildPath(ROUTES.cart, { sid }),
  /** The cart page in edit mode (spec §3 Modes create/edit): `?edit={oid}` changes that order. */
  cartEdit: (sid: string, oid: string) => `${buildPath(ROUTES.cart, { sid })}${query({ edit: oid })}`,
  /**
   * spec §2 /stores/{sid}/order_completed, naming placed order `oid` in the query (`?order_id=`, as the spec's
   * payment return pages carry it): the page shows that order, not merely the browser's last one, so an
   * earlier order's page still shows it after the diner places another. The API still answers it only to
   * its owner (ADR 003), so a shared link shows nothing to anyone else. Without `oid`: the last order (spec §9).
   */
  orderCompleted: (sid: string, oid?: string | null) =>
    `${buildPath(ROUTES.orderCompleted, { sid })}${query({ order_id: oid })}`,
  /** spec §2 /stores/{sid}/pairing/{oid}: the courier of placed 外送 order `oid` is arranged there. */
  pairing: (sid: string, oid: string) => buildPath(ROUTES.pairing, { sid, oid }),
  /** spec §2 payment landing page of `method` for an order (spec §2 "receive order_id, redirect_to"). */
  paymentLanding: (sid: string, method: string, orderId: string) =>
    `${buildPath(ROUTES.paymentLanding, { sid, method })}${query({ order_id: orderId })}`,
  /**
   * spec §2 /stores/{sid}/tw_pay/payment (params qrCode, sid, total): Taiwan Pay on a desktop shows the QR code
   * the API answered (spec §5, §7) for the diner's phone to scan; total in TWD.
   */
  twPayQr: (sid: string, orderId: string, qrCode: string, total: number) =>
    `${buildPath(ROUTES.twPayPayment, { sid })}${query({ order_id: orderId, qrCode, sid, total })}`,
  /** Store pages of spec §2: branch stores, store news, store infos, system infos. */
  branchStores: (sid: string) => buildPath(ROUTES.branchStores, { sid }),
  storeNews: (sid: string) => buildPath(ROUTES.storeNews, { sid }),
  storeInfos: (sid: string) => buildPath(ROUTES.storeInfos, { sid }),
  systemInfos: (sid: string) => buildPath(ROUTES.systemInfos, { sid }),
  notFound: (): string => ROUTES.notFound,
  /** Maintenance screen (spec §2), `link` = the brand link shown there (omitted when null). */
  maintenance: (link?: string | null) =>
    link ? `${ROUTES.maintenance}?link=${enc(link)}` : ROUTES.maintenance,
  /** Login (spec §2), `redirect` = the path + query to return to after login. */
  login: (redirect?: string | null) =>
    redirect ? `${ROUTES.login}?redirect=${enc(redirect)}` : ROUTES.login,
  register: (): string => ROUTES.register,
  forgetPassword: (): string => ROUTES.forgetPassword,
  member: (): string => ROUTES.member,
  memberInfos: (): string => ROUTES.memberInfos,
  memberCreditCards: (): string => ROUTES.memberCreditCards,
  storeCreditHistory: (): string => ROUTES.storeCreditHistory,
  pointHistory: (): string => ROUTES.pointHistory,
  /** spec §2 member coupons, by brand and store. */
  memberCoupons: (): string => ROUTES.memberCoupons,
  /** spec §2 member coupons list on tab `tab` (可使用 by default). */
  memberCouponsList: (tab?: 'usable' | 'used' | 'expired') =>
    `${ROUTES.memberCouponsList}${query({ tab: tab === 'usable' ? undefined : tab })}`,
  updatePassword: (): string => ROUTES.updatePassword,
  updatePhone: (): string => ROUTES.updatePhone,
  updateAddress: (): string => ROUTES.updateAddress,
  /** Order history (spec §2); with `sid`, the alias /stores/{sid}/history_orders (same screen). */
  historyOrders: (sid?: string | null) =>
    sid ? buildPath(ROUTES.storeHistoryOrders, { sid }) : ROUTES.historyOrders,
  /** Order detail (spec §2); with `sid`, the alias /stores/{sid}/history_orders/{oid}. */
  historyOrder: (oid: string, sid?: string | null) =>
    sid ? buildPath(ROUTES.storeHistoryOrder, { sid, oid }) : buildPath(ROUTES.historyOrder, { oid }),
  favoriteStores: (): string => ROUTES.favoriteStores,
  /** 查詢訂單 (ADR 028): a guest's recent orders by phone plus an SMS code. */
  orderLookup: (): string => ROUTES.orderLookup,
};

/** Endpoints of the API (spec §7), as Fastify route patterns. */
export const API_ROUTES = {
  // Stores, brands, discovery (spec §7 first group).
  stableStatus: '/api/provider/stable_status',
  awsLogs: '/api/aws-logs',
  currentStore: '/api/stores/store/identifier',
  banners: '/api/banners',
  brands: '/api/brands',
  brand: '/api/brands/:bid',
  tagCategories: '/api/category/tag_categories',
  storeInfo: '/iorder/stores/:sid',
  stores: '/api/stores',
  storesAutocomplete: '/api/stores/autocomplete',
  storeSubsidiaries: '/api/stores/:identifier/subsidiaries',
  storeNews: '/api/stores/:identifier/news',
  // Menu.
  inventory: '/api/inventory/:identifier',
  menuCheck: '/api/menu/:identifier/check',
  menu: '/api/menu/new/:identifier',
  /** The older menu URL of spec §7, answered like `menu`. */
  menuLegacy: '/api/menu/:identifier',
  // Favorites.
  favorites: '/api/favorite',
  favorite: '/api/favorite/:identifier',
  // Coupons (spec §7 Coupons; the qr_code variants come with QR table ordering).
  couponsCheck: '/api/coupons/check',
  coupon: '/api/coupons/coupon/:id',
  couponsAll: '/api/coupons/all',
  coupons: '/api/coupons',
  couponsFirstPurchases: '/api/coupons/first_purchases',
  couponsUsed: '/api/coupons/used',
  // Cart.
  cart: '/api/cart/:identifier',
  cartSave: '/api/cart',
  cartItem: '/api/cart/cart_items/:itemId',
  /** DELETE the cart with a token header (spec §7 Cart). */
  iorderCart: '/iorder/carts/:identifier',
  // Orders.
  checkOrder: '/api/orders/check_order',
  availTime: '/api/orders/order/avail_time',
  createOrder: '/api/orders/order',
  orders: '/api/orders',
  order: '/api/orders/:orderId',
  orderTransactions: '/api/orders/:orderId/transactions',
  orderAgain: '/api/orders/:orderId/again',
  deliveryQuote: '/api/orders/quote',
  orderDelivery: '/api/orders/:orderId/delivery',
  /** spec §7 POST /api/orders/{id}/pairing: books the courier of a placed 外送 order (ADR 006 外送). */
  orderPairing: '/api/orders/:orderId/pairing',
  /** POST: the diner reports a 轉帳 with the last five digits of their account (docs/features.md "轉帳"). */
  orderTransferReport: '/api/orders/:orderId/transfer_report',
  /** 查詢訂單 (ADR 028): GET the guest orders this browser was granted; verify sends a code; check_verify grants. */
  guestLookup: '/api/orders/guest_lookup',
  guestLookupVerify: '/api/orders/guest_lookup/verify',
  guestLookupCheckVerify: '/api/orders/guest_lookup/check_verify',
  // Payments (spec §7): {method} is a PAYMENT_METHODS name (line_pay, jko_pay, …).
  paymentCreditCard: '/api/payment/credit_card',
  paymentStoreCredits: '/api/payment/store_credits',
  /** TapPay's Backend Notify (PROVIDERS.md §2): called by TapPay, re-checked through its Record API. */
  paymentTapPayNotify: '/api/payment/tappay/notify',
  payment: '/api/payment/:method',
  paymentConfirm: '/api/payment/:method/confirm',
  /** The sandbox payment provider's hosted page data (only while PAYMENT_PROVIDER=sandbox). */
  sandboxPay: '/api/sandbox/pay/:ref',
  // User.
  userExist: '/api/user/exist',
  userNotExist: '/api/user/not_exist',
  userVerify: '/api/user/verify',
  userCheckVerify: '/api/user/check_verify',
  user: '/api/user',
  userLogin: '/api/user/login',
  userLogout: '/api/user/logout',
  userUpdatePassword: '/api/user/update_password',
  userLoginWithAuthKey: '/api/user/login_with_auth_key',
  /** The member's last e-invoice carrier. */
  userInvoiceCarrier: '/api/user/invoice_carrier',
  /** spec §7 credit cards: list, remove, set default. */
  userCreditCards: '/api/user/credit_cards',
  userCreditCardRemove: '/api/user/credit_card/remove',
  userCreditCardDefault: '/api/user/credit_card/default',
  /** spec §7 the member's store-credit movements. */
  userStoreCreditTransactions: '/api/user/transactions/store_credits',
  /** spec §7 the member's point movements. */
  userPoints: '/api/user/points',
} as const;

/** URLs of the API's endpoints (spec §7), built from `API_ROUTES`: path plus query, identifiers encoded. */
export const apiPaths = {
  /** GET /api/stores with optional filters (spec §3 Store lists). */
  stores: (q: StoreListQuery = {}) =>
    `${API_ROUTES.stores}${query({ lat: q.lat, lng: q.lng, city: q.city, district: q.district, category: q.category, search: q.search })}`,
  storesAutocomplete: (search: string) => `${API_ROUTES.storesAutocomplete}${query({ search })}`,
  currentStore: (): string => API_ROUTES.currentStore,
  banners: (): string => API_ROUTES.banners,
  tagCategories: (): string => API_ROUTES.tagCategories,
  brands: (search?: string) => `${API_ROUTES.brands}${query({ search })}`,
  /** lat/lng (both or neither) add each store's distance. */
  brand: (bid: string, position?: { lat: number; lng: number }) =>
    `${buildPath(API_ROUTES.brand, { bid })}${query({ lat: position?.lat, lng: position?.lng })}`,
  storeInfo: (sid: string) => buildPath(API_ROUTES.storeInfo, { sid }),
  /** The store plus the other stores of its brand (spec §3 Branch stores). */
  storeSubsidiaries: (sid: string) => buildPath(API_ROUTES.storeSubsidiaries, { identifier: sid }),
  /** The store's news (spec §3 carousel_messages). */
  storeNews: (sid: string) => buildPath(API_ROUTES.storeNews, { identifier: sid }),
  menuCheck: (sid: string) => buildPath(API_ROUTES.menuCheck, { identifier: sid }),
  menu: (sid: string) => buildPath(API_ROUTES.menu, { identifier: sid }),
  inventory: (sid: string) => buildPath(API_ROUTES.inventory, { identifier: sid }),
  availTime: (): string => API_ROUTES.availTime,
  checkOrder: (): string => API_ROUTES.checkOrder,
  createOrder: (): string => API_ROUTES.createOrder,
  /** POST an address: the 外送 fee, ETA and quote_id (spec §7 quote). */
  deliveryQuote: (): string => API_ROUTES.deliveryQuote,
  /** GET the order; DELETE cancels it (spec §7). */
  order: (orderId: string) => buildPath(API_ROUTES.order, { orderId }),
  /** GET the logged-in member's orders, newest first, a page at a time (spec §7 GET /api/orders). */
  memberOrders: (q: { page?: number; per_page?: number; identifier?: string | null } = {}) =>
    `${API_ROUTES.orders}${query({ page: q.page, per_page: q.per_page, identifier: q.identifier })}`,
  orderTransactions: (orderId: string) => buildPath(API_ROUTES.orderTransactions, { orderId }),
  /** POST: pairs a courier with a placed 外送 order (spec §7 pairing). */
  orderPairing: (orderId: string) => buildPath(API_ROUTES.orderPairing, { orderId }),
  /** POST: reports a 轉帳 (last five digits of the diner's account). */
  orderTransferReport: (orderId: string) => buildPath(API_ROUTES.orderTransferReport, { orderId }),
  /** spec §7 POST /api/payment/{method} (credit_card: POST /api/payment/credit_card with a prime). */
  payment: (method: string) => buildPath(API_ROUTES.payment, { method }),
  paymentConfirm: (method: string) => buildPath(API_ROUTES.paymentConfirm, { method }),
  paymentStoreCredits: (): string => API_ROUTES.paymentStoreCredits,
  sandboxPay: (ref: string) => buildPath(API_ROUTES.sandboxPay, { ref }),
  orderAgain: (orderId: string) => buildPath(API_ROUTES.orderAgain, { orderId }),
  /** 查詢訂單 (ADR 028): the granted guest orders (GET), send a code (verify), check it (check_verify). */
  guestLookup: (): string => API_ROUTES.guestLookup,
  guestLookupVerify: (): string => API_ROUTES.guestLookupVerify,
  guestLookupCheckVerify: (): string => API_ROUTES.guestLookupCheckVerify,
  stableStatus: (): string => API_ROUTES.stableStatus,
  /** GET (optional identifier) / POST register / PATCH / DELETE the member (spec §7 User). */
  user: (identifier?: string | null) =>
    identifier ? `${API_ROUTES.user}?identifier=${enc(identifier)}` : API_ROUTES.user,
  userVerify: (): string => API_ROUTES.userVerify,
  userCheckVerify: (): string => API_ROUTES.userCheckVerify,
  userLogin: (): string => API_ROUTES.userLogin,
  userLogout: (): string => API_ROUTES.userLogout,
  userUpdatePassword: (): string => API_ROUTES.userUpdatePassword,
  /** GET the member's last e-invoice carrier. */
  userInvoiceCarrier: (): string => API_ROUTES.userInvoiceCarrier,
  /** GET the member's saved cards; DELETE …/remove and PUT …/default with {cardIdentifier} (spec §7). */
  userCreditCards: (): string => API_ROUTES.userCreditCards,
  userCreditCardRemove: (): string => API_ROUTES.userCreditCardRemove,
  userCreditCardDefault: (): string => API_ROUTES.userCreditCardDefault,
  /** GET the member's store-credit movements, newest first, a page at a time (spec §7). */
  userStoreCreditTransactions: (q: { page?: number; per_page?: number; identifier?: string | null } = {}) =>
    `${API_ROUTES.userStoreCreditTransactions}${query({ page: q.page, per_page: q.per_page, identifier: q.identifier })}`,
  /** GET the member's point movements, newest first, a page at a time (spec §7 GET /api/user/points). */
  userPoints: (q: { page?: number; per_page?: number; identifier?: string | null } = {}) =>
    `${API_ROUTES.userPoints}${query({ page: q.page, per_page: q.per_page, identifier: q.identifier })}`,
  /** GET the member's favorite stores / POST {identifier} to add one (spec §7 Favorites). */
  favorites: (): string => API_ROUTES.favorites,
  /** DELETE: remove a store from the member's favorites (spec §7 Favorites). */
  favorite: (sid: string) => buildPath(API_ROUTES.favorite, { identifier: sid }),
  /** POST {identifier, code}: a promo code typed at a store (spec §7 Coupons). */
  couponsCheck: (): string => API_ROUTES.couponsCheck,
  /** GET one coupon (spec §7 Coupons). */
  coupon: (id: string, identifier?: string | null) =>
    `${buildPath(API_ROUTES.coupon, { id })}${query({ identifier })}`,
  /** GET the coupons a store offers (spec §7 Coupons all). */
  couponsAll: (identifier: string) => `${API_ROUTES.couponsAll}${query({ identifier })}`,
  /**
   * GET the member's coupons, at one store or everywhere (spec §7 Coupons): usable now (the default), or
   * `expired` in the last 30 days.
   */
  coupons: (identifier?: string | null, status?: 'usable' | 'expired') =>
    `${API_ROUTES.coupons}${query({ identifier, status: status === 'expired' ? status : undefined })}`,
  /** GET the first-order coupons offered to the member at a store's brand (spec §7 first_purchases). */
  couponsFirstPurchases: (identifier: string) =>
    `${API_ROUTES.couponsFirstPurchases}${query({ identifier })}`,
  /** GET the coupons the member used (spec §7 Coupons used). */
  couponsUsed: (identifier?: string | null) => `${API_ROUTES.couponsUsed}${query({ identifier })}`,
  /** GET (and DELETE) the member's server cart at a store (spec §7 Cart). */
  cart: (sid: string) => buildPath(API_ROUTES.cart, { identifier: sid }),
  /** POST replaces the member's server cart at the store named in the body (spec §7 Cart). */
  cartSave: (): string => API_ROUTES.cartSave,
};

/**
 * The GETs the first render of a landing page makes, by route (ADR 009): the server preloads
 * them in the page's <head> (apps/api/src/plugins/web-head.ts), and on /stores, a store's page and its menu the
 * web app's landing loader waits for them (apps/web/src/app/first-screen.ts, whose test holds it to this list).
 * `sid` is the decoded store identifier.
 */
export const FIRST_SCREEN_GETS = {
  /** spec §2 index: banners, food categories, brands. */
  home: (): string[] => [apiPaths.banners(), apiPaths.tagCategories(), apiPaths.brands()],
  /** spec §2 /stores: the unfiltered store list. */
  stores: (): string[] => [apiPaths.stores()],
  /** spec §2 /store/{sid}: the store's info. */
  store: (sid: string): string[] => [apiPaths.storeInfo(sid)],
  /** spec §2 /stores/{sid}/menu, spec §4 Menu fetch: store info, the menu check, the menu, sold-out items. */
  menu: (sid: string): string[] => [
    apiPaths.storeInfo(sid),
    apiPaths.menuCheck(sid),
    apiPaths.menu(sid),
    apiPaths.inventory(sid),
  ],
};
