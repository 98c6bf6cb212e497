import { useCallback, useSyncExternalStore } from 'react';

/**
 * The planner's current itinerary (spec section 4): set by create, view and edit, cleared by
 * Create New and by deleting it. Kept per user in sessionStorage, so a reload of the tab keeps it
 * while another tab, or another person on the same browser, starts clean. Only the id and how it
 * was chosen are kept; the itinerary itself comes from the server.
 */
export interface CurrentItinerary {
  id: string;
  /** Set by Edit: the form is filled from it and generating replaces its plan. */
  editing: boolean;
}

const keyPrefix = 'wayfinder:current-itinerary:';
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

// The raw value per user, so that useSyncExternalStore sees the same snapshot until it changes.
const snapshots = new Map<string, { raw: string | null; value: CurrentItinerary | null }>();

export function readCurrentItinerary(userId: string): CurrentItinerary | null {
  let raw: string | null;
  try {
    raw = storage()?.getItem(keyPrefix + userId) ?? null;
  } catch {
    raw = null;
  }
  const cached = snapshots.get(userId);
  if (cached && cached.raw === raw) return cached.value;
  const value = parse(raw);
  snapshots.set(userId, { raw, value });
  return value;
}

function parse(raw: string | null): CurrentItinerary | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CurrentItinerary>;
    return typeof value.id === 'string' && value.id ? { id: value.id, editing: value.editing === true } : null;
  } catch {
    return null;
  }
}

export function setCurrentItinerary(userId: string, current: CurrentItinerary | null): void {
  try {
    if (current) storage()?.setItem(keyPrefix + userId, JSON.stringify(current));
    else storage()?.removeItem(keyPrefix + userId);
  } catch {
    // Storage full or blocked: the planner then forgets on reload, nothing worse.
  }
  for (const listener of listeners) listener();
}

/** Clears it only when it is `id` (an itinerary was deleted). */
export function forgetCurrentItinerary(userId: string, id: string): void {
  if (readCurrentItinerary(userId)?.id === id) setCurrentItinerary(userId, null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in user's current itinerary and its setter; null user reads null. */
export function useCurrentItinerary(userId: string | null) {
  const current = useSyncExternalStore(
    subscribe,
    () => (userId ? readCurrentItinerary(userId) : null),
    () => null,
  );
  const set = useCallback((next: CurrentItinerary | null) => {
    if (userId) setCurrentItinerary(userId, next);
  }, [userId]);
  return [current, set] as const;
}
