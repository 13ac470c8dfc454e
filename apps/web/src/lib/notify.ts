/**
 * The top snackbar (spec §2 layout, spec §8 messages) without sonner in the page load: sonner (~10 KB
 * gzip, its CSS and its Toaster) is imported and mounted with the first message (evaluating it
 * while the page loaded, even in an idle callback, was 150–200 ms of Lighthouse's simulated blocking time on
 * /stores). Every page prefetches its chunk (the server's OFFLINE_MODULES, apps/api plugins/web-head.ts), so
 * the import needs no network and a 連線失敗 message still shows offline. Every message waits until the
 * Toaster is mounted, so none is lost however early it is sent. Options are sonner's (id, duration).
 */
import type { ExternalToast } from 'sonner';

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
  /**
   * Takes down every message showing: what they said no longer holds (a new send after a refusal). Loads
   * nothing when no message was ever shown.
   */
  dismissAll: () => {
    if (toasterWanted) void loadSonner().then(({ toast }) => toast.dismiss());
  },
};
