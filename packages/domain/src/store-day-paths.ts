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

/** 報表 (docs/features.md "Reports"): the web page and its API, JSON and CSV. */
export const REPORT_ROUTES = { reports: '/console/:sid/reports' } as const;
export const REPORT_API_ROUTES = {
  reports: '/api/console/stores/:sid/reports',
  reportsCsv: '/api/console/stores/:sid/reports.csv',
} as const;
/** Query string of a report: business days from..to (inclusive) grouped by day, week or month. */
const reportQuery = (q: { from: string; to: string; group: string }) =>
  `from=${enc(q.from)}&to=${enc(q.to)}&group=${enc(q.group)}`;
export const reportPaths = {
  page: (sid: string) => `/console/${enc(sid)}/reports`,
  api: (sid: string, q: { from: string; to: string; group: string }) =>
    `/api/console/stores/${enc(sid)}/reports?${reportQuery(q)}`,
  csv: (sid: string, q: { from: string; to: string; group: string }) =>
    `/api/console/stores/${enc(sid)}/reports.csv?${reportQuery(q)}`,
};
