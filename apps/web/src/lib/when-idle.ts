/**
 * Work that can wait for a quiet moment: a task of its own once the browser is idle, not a
 * share of the busy tasks while a page starts.
 */

/**
 * Runs `task` when the browser is idle, `timeoutMs` later at the latest; where there is no
 * requestIdleCallback (Safari), after `fallbackMs`. Returns the cancel.
 */
export function whenIdle(task: () => void, timeoutMs: number, fallbackMs = timeoutMs): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(timer);
}
