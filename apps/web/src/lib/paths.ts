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
  historyOrders: () => '/stores/history_orders',
  favoriteStores: () => '/stores/favorite_stores',
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
  /** GET (optional identifier) / POST register / PATCH / DELETE the member (spec §7 User). */
  user: (identifier?: string | null) =>
    identifier ? `/api/user?identifier=${enc(identifier)}` : '/api/user',
  userVerify: () => '/api/user/verify',
  userCheckVerify: () => '/api/user/check_verify',
  userLogin: () => '/api/user/login',
  userLogout: () => '/api/user/logout',
  userUpdatePassword: () => '/api/user/update_password',
};
