import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPagePaths } from '../../src/shared/site/public-pages.ts';
import { backends, startTestServer, type TestServer } from './support/test-server.ts';

describe.each(backends)('sitemap and robots.txt on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists the public pages and every advisor of the directory, each with when it last changed', async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    const advisors = (await (await fetch(`${server.url}/api/advisors`)).json()) as { slug: string }[];
    expect(advisors.length).toBeGreaterThan(0);
    expect(locations).toEqual([...publicPagePaths, ...advisors.map((advisor) => `/advisors/${advisor.slug}`).sort()]);
    const lastModified = [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1] ?? '');
    expect(lastModified).toHaveLength(advisors.length);
    for (const value of lastModified) expect(Number.isNaN(Date.parse(value))).toBe(false);
  });

  it('robots.txt keeps crawlers out of the API and the personal pages and points at the sitemap', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const robots = await response.text();
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(robots).toContain('Disallow: /api/\n');
    expect(robots).toMatch(/\nSitemap: https?:\/\/[^\s]+\/sitemap\.xml\n$/);
  });
});
