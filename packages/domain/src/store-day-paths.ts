/**
 * URLs of the store's day in the console (docs/features.md "The store's day"): web routes and
 * API endpoints. Zod-free like console-paths.ts, so the web router can read them at start.
 */

/** Longest date range of one CSV export, in days (a quarter); here so the web's export form needs no zod. */
export const ORDERS_CSV_MAX_DAYS = 92;

/** Console screens (web). */
export const STORE_DAY_ROUTES = {
  today: '/console/:sid/today',
  tables: '/console/:sid/tables',
} as const;

/** Console endpoints (API). */
export const STORE_DAY_API_ROUTES = {
  today: '/api/console/stores/:sid/today',
  previousOpen: '/api/console/stores/:sid/orders/previous_open',
  ordersCsv: '/api/console/stores/:sid/orders.csv',
  tables: '/api/console/stores/:sid/tables',
  options: '/api/console/stores/:sid/options',
  optionSoldOut: '/api/console/stores/:sid/options/sold_out',
} as const;

const enc = encodeURIComponent;
export const storeDayApiPaths = {
  today: (sid: string) => `/api/console/stores/${enc(sid)}/today`,
  previousOpen: (sid: string) => `/api/console/stores/${enc(sid)}/orders/previous_open`,
  ordersCsv: (sid: string, from: string, to: string) =>
    `/api/console/stores/${enc(sid)}/orders.csv?from=${enc(from)}&to=${enc(to)}`,
  tables: (sid: string) => `/api/console/stores/${enc(sid)}/tables`,
  options: (sid: string) => `/api/console/stores/${enc(sid)}/options`,
  optionSoldOut: (sid: string) => `/api/console/stores/${enc(sid)}/options/sold_out`,
};
export const storeDayPaths = {
  today: (sid: string) => `/console/${enc(sid)}/today`,
  tables: (sid: string) => `/console/${enc(sid)}/tables`,
};
