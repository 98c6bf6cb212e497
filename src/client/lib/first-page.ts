/*
 * The first page of a visit can arrive as HTML rendered on the server (docs/decisions/0215).
 * While the client takes that page over it must render exactly what the server sent, and its
 * content is already there: the spec's skeleton moments, which cover content still loading, do not
 * replay over it. Pages reached by navigating load in the browser and keep their skeletons.
 */
const onServer = typeof document === 'undefined';
let hydratedFromServer = false;
let firstEntryKey: string | undefined;

/** Called by the client's entry when it hydrates server-rendered HTML. */
export function markPageFromServer(): void {
  hydratedFromServer = true;
}

/** Whether the history entry `locationKey` shows the page the server rendered (the visit's first). */
export function isServerRenderedEntry(locationKey: string): boolean {
  if (onServer) return true;
  if (!hydratedFromServer) return false;
  firstEntryKey ??= locationKey;
  return locationKey === firstEntryKey;
}
