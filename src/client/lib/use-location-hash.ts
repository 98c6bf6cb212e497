import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

const subscribeToNothing = () => () => {};

/**
 * The address's #fragment. Browsers never send it to the server, so a page rendered there has
 * none: while the client takes such a page over it reads none too, then the real one.
 */
export function useLocationHash(): string {
  const { hash } = useLocation();
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return hydrated ? hash : '';
}
