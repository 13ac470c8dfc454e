/**
 * Maintenance rules (spec §2 "Maintenance"): while the provider's stable status is 1 the diner is on
 * /maintenance?link=<brand link>; once it is not 1 they go back where they were (else /stores).
 * Pure functions; the hook use-maintenance-watch applies them.
 */
import { paths } from '../../../lib/paths';
import { safeRedirect } from '../../../lib/safe-redirect';

/** spec §2 maintenance route. */
export const MAINTENANCE_PATH = '/maintenance';
/** At most one check per 30 s on route changes; every 30 s while on the maintenance screen. */
export const CHECK_INTERVAL_MS = 30_000;

/** GET /api/provider/stable_status body (spec §7). */
export interface StableStatus {
  /** 1 = under maintenance, 0 = normal. */
  status: 0 | 1;
  brand_link: string | null;
}

/** Reads an answer leniently: anything but status 1 is normal; a non-string brand link is none. */
export function normaliseStableStatus(body: unknown): StableStatus {
  const b = (body ?? {}) as Partial<Record<keyof StableStatus, unknown>>;
  return {
    status: b.status === 1 ? 1 : 0,
    brand_link: typeof b.brand_link === 'string' && b.brand_link ? b.brand_link : null,
  };
}

export type MaintenanceStep =
  /** Go to the maintenance screen; remember `returnTo` to come back to. */
  | { type: 'enter'; to: string; returnTo: string }
  /** Already there, but the brand link changed. */
  | { type: 'update'; to: string }
  /** Maintenance is over: back to where the diner was. */
  | { type: 'leave'; to: string }
  | null;

/**
 * What to do with a stable status on the current location.
 * @param returnTo path remembered when the diner was sent to maintenance (validated as same-origin).
 * @param origin this site's origin, for the same-origin check of `returnTo`.
 */
export function maintenanceStep(
  status: StableStatus,
  location: { pathname: string; search: string },
  returnTo: string | null,
  origin: string,
): MaintenanceStep {
  const here = location.pathname === MAINTENANCE_PATH;
  if (status.status === 1) {
    const to = paths.maintenance(status.brand_link);
    if (!here) return { type: 'enter', to, returnTo: `${location.pathname}${location.search}` };
    const shownLink = new URLSearchParams(location.search).get('link') || null;
    return shownLink === status.brand_link ? null : { type: 'update', to };
  }
  if (!here) return null;
  const back = safeRedirect(returnTo, paths.stores(), origin);
  return { type: 'leave', to: back.startsWith(MAINTENANCE_PATH) ? paths.stores() : back };
}

/** The brand link as an href when it is an absolute http(s) URL; anything else (javascript:, junk) is null. */
export function brandLinkHref(link: string | null): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
