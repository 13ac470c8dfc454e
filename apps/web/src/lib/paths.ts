/**
 * Every URL in one place (house style): app routes of spec §2 and API calls of spec §7.
 * Identifiers are URI-encoded so a strange store id can never change the path.
 */
const enc = encodeURIComponent;

/** App routes (spec §2). */
export const paths = {
  home: () => '/',
  stores: () => '/stores',
  /** Store page. */
  store: (sid: string) => `/store/${enc(sid)}`,
  /** "Returning to a store" (spec §2): /stores/{sid}, which opens the store's menu. */
  storeHome: (sid: string) => `/stores/${enc(sid)}`,
  menu: (sid: string) => `/stores/${enc(sid)}/menu`,
  cart: (sid: string) => `/stores/${enc(sid)}/cart`,
  orderCompleted: (sid: string) => `/stores/${enc(sid)}/order_completed`,
  notFound: () => '/404',
  /** Maintenance screen (spec §2), `link` = the brand link shown there (omitted when null). */
  maintenance: (link?: string | null) => (link ? `/maintenance?link=${enc(link)}` : '/maintenance'),
};

/** API endpoints (spec §7). */
export const apiPaths = {
  stores: () => '/api/stores',
  storeInfo: (sid: string) => `/iorder/stores/${enc(sid)}`,
  menuCheck: (sid: string) => `/api/menu/${enc(sid)}/check`,
  menu: (sid: string) => `/api/menu/new/${enc(sid)}`,
  inventory: (sid: string) => `/api/inventory/${enc(sid)}`,
  availTime: () => '/api/orders/order/avail_time',
  checkOrder: () => '/api/orders/check_order',
  createOrder: () => '/api/orders/order',
  order: (orderId: string) => `/api/orders/${enc(orderId)}`,
  stableStatus: () => '/api/provider/stable_status',
};
