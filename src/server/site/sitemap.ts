/**
 * sitemap.xml and robots.txt (sitemaps.org protocol 0.9; robots.txt as RFC 9309). Addresses are
 * absolute, on PUBLIC_URL, and every value is XML-escaped: a slug is checked when an admin saves it,
 * but the sitemap does not rely on that.
 */
import { privatePagePrefixes, publicPagePaths } from '../../shared/site/public-pages.ts';

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => xmlEscapes[character] ?? character);

export function sitemapXml(publicUrl: string, advisors: readonly { slug: string; updatedAt: Date }[]): string {
  const entry = (path: string, lastModified?: Date) =>
    `  <url><loc>${escapeXml(publicUrl + path)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...publicPagePaths.map((path) => entry(path)),
    ...advisors.map((advisor) => entry(`/advisors/${encodeURIComponent(advisor.slug)}`, advisor.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...privatePagePrefixes.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
