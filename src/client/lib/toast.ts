import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * Toasts without loading the toast library up front: the first toast loads sonner and mounts
 * the outlet (see LazyToaster), then shows. Most page views never toast, so they never pay for it.
 */
type Sonner = typeof SonnerModule;
type ToastKind = 'success' | 'error' | 'info' | 'message';

let sonner: Promise<Sonner> | undefined;
let outletRequested = false;
const requestListeners = new Set<() => void>();
let markReady: () => void = () => {};
const outletReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function isToasterRequested(): boolean {
  return outletRequested;
}

export function onToasterRequested(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

/** Called by the outlet once it is mounted and listening. */
export function toasterMounted(): void {
  markReady();
}

async function show(kind: ToastKind, message: string, options?: ExternalToast): Promise<void> {
  if (!outletRequested) {
    outletRequested = true;
    for (const listener of requestListeners) listener();
  }
  sonner ??= import('sonner');
  const [{ toast: sonnerToast }] = await Promise.all([sonner, outletReady]);
  // One toast at a time (spec section 8): the new one replaces what is showing. The Toaster's
  // visibleToasts={1} only hides older toasts (still in the page, read by screen readers), and each
  // came back when the one in front left, so without this they queued up behind each other.
  sonnerToast.dismiss();
  if (kind === 'message') sonnerToast(message, options);
  else sonnerToast[kind](message, options);
}

export const toast = {
  success: (message: string, options?: ExternalToast) => void show('success', message, options),
  error: (message: string, options?: ExternalToast) => void show('error', message, options),
  info: (message: string, options?: ExternalToast) => void show('info', message, options),
  message: (message: string, options?: ExternalToast) => void show('message', message, options),
};
