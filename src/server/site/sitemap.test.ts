import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { publicPagePaths } from '../../shared/site/public-pages.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

describe('sitemapXml', () => {
  it('lists every public page, then each advisor page with its last change, on the public address', () => {
    const xml = sitemapXml('https://wayfinder.example', [{ slug: 'ada', updatedAt: new Date('2026-11-20T10:00:00Z') }]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    for (const path of publicPagePaths) expect(xml).toContain(`<loc>https://wayfinder.example${path}</loc>`);
    expect(xml).toContain('<url><loc>https://wayfinder.example/advisors/ada</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod></url>');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('stays well-formed whatever a slug holds: every address is encoded, no markup leaks', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (slug) => {
        const xml = sitemapXml('https://wayfinder.example', [{ slug, updatedAt: new Date(0) }]);
        const advisorLine = xml.split('\n').find((line) => line.includes('/advisors/') && line.includes('<lastmod>')) ?? '';
        expect(advisorLine).toBe(`  <url><loc>https://wayfinder.example/advisors/${encodeURIComponent(slug).replace(/'/g, '&apos;')}</loc><lastmod>1970-01-01T00:00:00.000Z</lastmod></url>`);
      }),
    );
  });
});

describe('robotsTxt', () => {
  it('lets crawlers read the public pages, keeps them out of the API and personal pages, and names the sitemap', () => {
    const robots = robotsTxt('https://wayfinder.example');
    expect(robots).toContain('User-agent: *\nAllow: /\n');
    expect(robots).toContain('Disallow: /api/\n');
    expect(robots).toContain('Disallow: /admin\n');
    expect(robots).toContain('Disallow: /account\n');
    expect(robots.trimEnd().endsWith('Sitemap: https://wayfinder.example/sitemap.xml')).toBe(true);
    for (const path of publicPagePaths.filter((path) => path !== '/')) expect(robots).not.toContain(`Disallow: ${path}\n`);
  });
});
