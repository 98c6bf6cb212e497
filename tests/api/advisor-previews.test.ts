import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** Link previews: an advisor's avatar as a PNG that Open Graph crawlers take (they refuse SVG). */
describe('GET /api/advisors/:slug/preview.png', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server.close();
  });

  it("draws the advisor's own avatar as a 512x512 PNG, with an ETag that answers 304", async () => {
    const response = await fetch(`${server.url}/api/advisors/ada/preview.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const png = Buffer.from(await response.arrayBuffer());
    const { format, width, height } = await sharp(png).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 512, height: 512 });
    // Ada's picture, not a blank square: the same SVG drawn here has the same colours.
    const reference = await sharp(`${import.meta.dirname}/../../public/advisors/ada/avatar.svg`, { density: 288 }).resize(512, 512).png().toBuffer();
    const [ours, theirs] = await Promise.all([sharp(png).stats(), sharp(reference).stats()]);
    for (const [index, channel] of ours.channels.entries()) expect(Math.abs(channel.mean - (theirs.channels[index]?.mean ?? 0))).toBeLessThan(2);
    expect(ours.channels[0]?.stdev).toBeGreaterThan(10);

    const again = await fetch(`${server.url}/api/advisors/ada/preview.png`, { headers: { 'if-none-match': response.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for an advisor that does not exist, and never reads outside the site files', async () => {
    const unknown = await fetch(`${server.url}/api/advisors/nobody-here/preview.png`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('not_found:advisor');
    const traversal = await fetch(`${server.url}/api/advisors/..%2F..%2Fpackage.json/preview.png`);
    expect([400, 404]).toContain(traversal.status);
  });
});
