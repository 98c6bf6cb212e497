/**
 * The site's public origin, for canonical and Open Graph addresses. A server-rendered page names
 * it (the server's PUBLIC_URL) and the client keeps using the same one, so the head it takes over
 * matches; a page started in the browser uses its own address.
 */
let configuredOrigin: string | undefined;

export function setSiteOrigin(origin: string): void {
  configuredOrigin = origin;
}

export function siteOrigin(): string {
  return configuredOrigin ?? globalThis.location?.origin ?? '';
}
