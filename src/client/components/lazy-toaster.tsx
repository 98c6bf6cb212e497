import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { isToasterRequested, onToasterRequested, toasterMounted } from '../lib/toast.ts';

const Toaster = lazy(async () => ({ default: (await import('./ui/sonner.tsx')).Toaster }));

/** Rendered after the Toaster: effects run in order, so by now the Toaster is subscribed. */
function ToasterMounted() {
  useEffect(() => toasterMounted(), []);
  return null;
}

/** The toast outlet, mounted on the first toast (lib/toast.ts). */
export function LazyToaster() {
  const requested = useSyncExternalStore(onToasterRequested, isToasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
      <ToasterMounted />
    </Suspense>
  );
}
