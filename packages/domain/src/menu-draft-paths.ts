/**
 * URLs of menu editing in the console (ADR 017): the editor's web route and the
 * draft endpoints. Zod-free like console-paths.ts, so the web router can read them at start.
 */

/** Console screens (web). */
export const MENU_EDIT_ROUTES = {
  edit: '/console/:sid/menu/edit',
} as const;

/** Console endpoints (API). */
export const MENU_EDIT_API_ROUTES = {
  draft: '/api/console/stores/:sid/menu/draft',
  publish: '/api/console/stores/:sid/menu/publish',
} as const;

const enc = encodeURIComponent;
export const menuEditApiPaths = {
  draft: (sid: string) => `/api/console/stores/${enc(sid)}/menu/draft`,
  publish: (sid: string) => `/api/console/stores/${enc(sid)}/menu/publish`,
};
export const menuEditPaths = {
  edit: (sid: string) => `/console/${enc(sid)}/menu/edit`,
};
