/**
 * spec §2: a failed chunk load (typically the old page asking for a file a new deploy removed) reloads the
 * page. The time of the last such reload is kept in sessionStorage, so a chunk that keeps failing shows
 * the error screen instead of reloading in a loop.
 */

const KEY = 'iding:chunk-reload-at';
/** A second chunk failure within this window (ms) after a reload is not retried. */
export const RELOAD_GUARD_MS = 10_000;

/** Whether `error` is a failed dynamic import / module preload (Chromium, Firefox, Safari, Vite). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported|ChunkLoadError/i.test(
    `${error.name} ${error.message}`,
  );
}

/** Whether a reload may be tried now, given the epoch ms of the previous one (null: none this session). */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !(now - lastReloadAt >= 0 && now - lastReloadAt < RELOAD_GUARD_MS);
}

function lastReloadAt(): number | null {
  try {
    const value = Number(sessionStorage.getItem(KEY));
    return value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Whether reloadOnce() would reload now (read only; safe to call while rendering). */
export function canReloadForChunk(): boolean {
  return mayReload(lastReloadAt(), Date.now());
}

/** Reloads the page unless it was just reloaded for the same reason; returns whether it reloads. */
export function reloadOnce(): boolean {
  if (!canReloadForChunk()) return false;
  try {
    sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    // Without storage there is no loop guard: do not risk a reload loop.
    return false;
  }
  window.location.reload();
  return true;
}
