/**
 * The top snackbar (spec §2 layout, spec §8 messages) without sonner in the initial JS: sonner (~10 KB
 * gzip) loads right after the first render (app/snackbar.tsx) and every message waits until its Toaster
 * is mounted, so none is lost however early it is sent. Options are sonner's (id, duration).
 */
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
/** Loads sonner once; app/snackbar.tsx calls it at start, notify() on demand. */
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

type Kind = 'message' | 'info' | 'success' | 'error';

async function show(kind: Kind, message: string, options?: ExternalToast): Promise<void> {
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
