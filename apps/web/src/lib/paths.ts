/**
 * Every URL in one place (house style): app routes of spec §2 and API calls of spec §7.
 * Identifiers are URI-encoded so a strange store id can never change the path.
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

/** Filters of the store list (spec §2 /stores, §7 GET /api/stores); lat/lng only go to the API. */
export interface StoreListQuery {
  lat?: number;
  lng?: number;
  city?: string;
  district?: string;
  category?: string;
  search?: string;
}

/** App routes (spec §2). */
export const paths = {
  home: () => '/',
  stores: () => '/stores',
  /** Store list with filters: city, district, food category (spec §3 Store lists), `view` all or nearby. */
  storesFiltered: (q: { city?: string; district?: string; category?: string; view?: 'all' | 'nearby' }) =>
    `/stores${query({ view: q.view === 'nearby' ? 'nearby' : undefined, city: q.city, district: q.district, category: q.category })}`,
  /** Search page (spec §2 /stores/search); `q` pre-fills the box. */
  storesSearch: (q?: string) => `/stores/search${query({ q })}`,
  brands: () => '/brands',
  brandStores: (bid: string) => `/brands/${enc(bid)}/stores`,
  /** Store page. */
  store: (sid: string) => `/store/${enc(sid)}`,
  /** "Returning to a store" (spec §2): /stores/{sid}, which opens the store's menu. */
  storeHome: (sid: string) => `/stores/${enc(sid)}`,
  menu: (sid: string) => `/stores/${enc(sid)}/menu`,
  cart: (sid: string) => `/stores/${enc(sid)}/cart`,
  orderCompleted: (sid: string) => `/stores/${enc(sid)}/order_completed`,
  /** Store pages of spec §2: branch stores, store news, store infos, system infos. */
  branchStores: (sid: string) => `/stores/${enc(sid)}/branch_stores`,
  storeNews: (sid: string) => `/stores/${enc(sid)}/news`,
  storeInfos: (sid: string) => `/stores/${enc(sid)}/store_infos`,
  systemInfos: (sid: string) => `/stores/${enc(sid)}/system_infos`,
  notFound: () => '/404',
  /** Maintenance screen (spec §2), `link` = the brand link shown there (omitted when null). */
  maintenance: (link?: string | null) => (link ? `/maintenance?link=${enc(link)}` : '/maintenance'),
  /** Login (spec §2), `redirect` = the path + query to return to after login. */
  login: (redirect?: string | null) =>
    redirect ? `/stores/login?redirect=${enc(redirect)}` : '/stores/login',
  register: () => '/stores/register',
  forgetPassword: () => '/stores/forget_password',
  member: () => '/stores/member',
  memberInfos: () => '/stores/member/infos',
  updatePassword: () => '/stores/member/update-password',
  updatePhone: () => '/stores/member/update-phone',
  updateAddress: () => '/stores/member/update-address',
  /** Order history (spec §2); with `sid`, the alias /stores/{sid}/history_orders (same screen). */
  historyOrders: (sid?: string | null) =>
    sid ? `/stores/${enc(sid)}/history_orders` : '/stores/history_orders',
  /** Order detail (spec §2); with `sid`, the alias /stores/{sid}/history_orders/{oid}. */
  historyOrder: (oid: string, sid?: string | null) =>
    sid ? `/stores/${enc(sid)}/history_orders/${enc(oid)}` : `/stores/history_orders/${enc(oid)}`,
  favoriteStores: () => '/stores/favorite_stores',
};

/** API endpoints (spec §7). */
export const apiPaths = {
  /** GET /api/stores with optional filters (spec §3 Store lists). */
  stores: (q: StoreListQuery = {}) =>
    `/api/stores${query({ lat: q.lat, lng: q.lng, city: q.city, district: q.district, category: q.category, search: q.search })}`,
  storesAutocomplete: (search: string) => `/api/stores/autocomplete${query({ search })}`,
  currentStore: () => '/api/stores/store/identifier',
  banners: () => '/api/banners',
  tagCategories: () => '/api/category/tag_categories',
  brands: (search?: string) => `/api/brands${query({ search })}`,
  /** lat/lng (both or neither) add each store's distance. */
  brand: (bid: string, position?: { lat: number; lng: number }) =>
    `/api/brands/${enc(bid)}${query({ lat: position?.lat, lng: position?.lng })}`,
  storeInfo: (sid: string) => `/iorder/stores/${enc(sid)}`,
  /** The store plus the other stores of its brand (spec §3 Branch stores). */
  storeSubsidiaries: (sid: string) => `/api/stores/${enc(sid)}/subsidiaries`,
  /** The store's news (spec §3 carousel_messages). */
  storeNews: (sid: string) => `/api/stores/${enc(sid)}/news`,
  menuCheck: (sid: string) => `/api/menu/${enc(sid)}/check`,
  menu: (sid: string) => `/api/menu/new/${enc(sid)}`,
  inventory: (sid: string) => `/api/inventory/${enc(sid)}`,
  availTime: () => '/api/orders/order/avail_time',
  checkOrder: () => '/api/orders/check_order',
  createOrder: () => '/api/orders/order',
  /** GET the order; DELETE cancels it (spec §7). */
  order: (orderId: string) => `/api/orders/${enc(orderId)}`,
  /** GET the logged-in member's orders, newest first, a page at a time (spec §7 GET /api/orders). */
  memberOrders: (q: { page?: number; per_page?: number; identifier?: string | null } = {}) =>
    `/api/orders${query({ page: q.page, per_page: q.per_page, identifier: q.identifier })}`,
  orderTransactions: (orderId: string) => `/api/orders/${enc(orderId)}/transactions`,
  orderAgain: (orderId: string) => `/api/orders/${enc(orderId)}/again`,
  stableStatus: () => '/api/provider/stable_status',
  /** GET (optional identifier) / POST register / PATCH / DELETE the member (spec §7 User). */
  user: (identifier?: string | null) =>
    identifier ? `/api/user?identifier=${enc(identifier)}` : '/api/user',
  userVerify: () => '/api/user/verify',
  userCheckVerify: () => '/api/user/check_verify',
  userLogin: () => '/api/user/login',
  userLogout: () => '/api/user/logout',
  userUpdatePassword: () => '/api/user/update_password',
  /** GET the member's favorite stores / POST {identifier} to add one (spec §7 Favorites). */
  favorites: () => '/api/favorite',
  /** DELETE: remove a store from the member's favorites (spec §7 Favorites). */
  favorite: (sid: string) => `/api/favorite/${enc(sid)}`,
  /** GET (and DELETE) the member's server cart at a store (spec §7 Cart). */
  cart: (sid: string) => `/api/cart/${enc(sid)}`,
  /** POST replaces the member's server cart at the store named in the body (spec §7 Cart). */
  cartSave: () => '/api/cart',
};
