/**
 * The top snackbar (spec §2 layout, spec §8 messages) without sonner in the page load: sonner (~10 KB
 * gzip, its CSS and its Toaster) loads once the page has loaded and the browser is idle, or with an earlier
 * first message (issue #10 §3: no work a page does not need while it loads; loaded before it is needed,
 * so a 連線失敗 message still shows offline). Every message waits until the Toaster is mounted, so none
 * is lost however early it is sent. Options are sonner's (id, duration).
 */
import type { ExternalToast } from 'sonner';
import { whenIdle } from './when-idle';

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
/** Loads sonner once (when the Toaster is first wanted). */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

let markMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
/** Called by the Toaster wrapper once it is on the page. */
export function toasterIsMounted(): void {
  markMounted();
}

let toasterWanted = false;
const wantListeners = new Set<() => void>();
/** For useSyncExternalStore in app/snackbar.tsx: tells when the first message asks for the Toaster. */
export function subscribeToasterWanted(listener: () => void): () => void {
  wantListeners.add(listener);
  return () => wantListeners.delete(listener);
}
/** True once a message has been sent (the Toaster is then mounted and stays). */
export function isToasterWanted(): boolean {
  return toasterWanted;
}

type Kind = 'message' | 'info' | 'success' | 'error';

function wantToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of wantListeners) listener();
}

/**
 * Asks for the Toaster once the page has loaded and the browser is idle (at most 3 s later); app/snackbar.tsx
 * calls it when it mounts. Returns the cancel.
 */
export function wantToasterWhenIdle(): () => void {
  // Safari has no requestIdleCallback: a second after load there.
  let cancelIdle = () => {};
  const schedule = () => {
    cancelIdle = whenIdle(wantToaster, 3000, 1000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}

async function show(kind: Kind, message: string, options?: ExternalToast): Promise<void> {
  wantToaster();
  const { toast } = await loadSonner();
  await toasterMounted;
  if (kind === 'message') toast(message, options);
  else toast[kind](message, options);
}

/** Snackbar messages; fire and forget. */
export const notify = {
  message: (message: string, options?: ExternalToast) => void show('message', message, options),
  info: (message: string, options?: ExternalToast) => void show('info', message, options),
  success: (message: string, options?: ExternalToast) => void show('success', message, options),
  error: (message: string, options?: ExternalToast) => void show('error', message, options),
};
