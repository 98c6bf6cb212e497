/**
 * Sending a visitor to sign in and back: a signed-in screen sends them to
 * /auth?tab=signin&next=<where they were>, and the sign-in screen returns them there. Only a path
 * on this site is followed, never another origin (an open redirect).
 */
export function signInPath(next: string): string {
  return `/auth?tab=signin&next=${encodeURIComponent(next)}`;
}

/** `next` when it is a path on this site ('/itineraries?x=1'), else undefined. */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return undefined;
  try {
    const url = new URL(next, 'http://site.invalid');
    if (url.origin !== 'http://site.invalid') return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}
