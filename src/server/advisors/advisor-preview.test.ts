import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { createAdvisorPreviews } from './advisor-preview.ts';
import type { AdvisorsService } from './advisors.service.ts';

const square = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#3366cc"/></svg>';

function previewsWith(avatarUrl: string | null, uploaded?: Buffer) {
  const root = mkdtempSync(path.join(tmpdir(), 'advisor-preview-'));
  const siteDir = path.join(root, 'site');
  mkdirSync(path.join(siteDir, 'advisors'), { recursive: true });
  writeFileSync(path.join(siteDir, 'advisors', 'ada.svg'), square);
  // A file next to the site's, which no avatar address may reach.
  writeFileSync(path.join(root, 'secret.svg'), square);
  const advisors = {
    findBySlug: async (slug: string) => (slug === 'ada' ? { slug: 'ada', avatarUrl } : undefined),
    image: async () => (uploaded ? { contentType: 'image/webp', bytes: uploaded, updatedAt: new Date() } : undefined),
  } as unknown as AdvisorsService;
  return createAdvisorPreviews({ advisors, siteDir });
}

const codeOf = (promise: Promise<unknown>) => promise.then(() => 'drawn', (error: unknown) => (error instanceof ApiError ? error.code : String(error)));

describe('advisor link previews', () => {
  it("draws the site's SVG as a 512x512 PNG in its colours, and the same one each time", async () => {
    const previews = previewsWith('/advisors/ada.svg');
    const first = await previews.pngFor('ada');
    const { width, height, format } = await sharp(first.png).metadata();
    expect({ width, height, format }).toEqual({ width: 512, height: 512, format: 'png' });
    const { channels } = await sharp(first.png).stats();
    expect(channels.slice(0, 3).map((channel) => Math.round(channel.mean))).toEqual([0x33, 0x66, 0xcc]);
    expect((await previews.pngFor('ada')).etag).toBe(first.etag);
  });

  it('draws an uploaded avatar from the database', async () => {
    const webp = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#cc3333' } }).webp().toBuffer();
    const previews = previewsWith('/api/advisor-images/3f0c9a52-8d6e-4a55-9f7e-2b1b8c1d7e10/avatar?v=3', webp);
    const { channels } = await sharp((await previews.pngFor('ada')).png).stats();
    expect(Math.round(channels[0]?.mean ?? 0)).toBeGreaterThan(190);
  });

  it('refuses what is not one of ours: another site, a path out of the site files, no avatar, no such advisor', async () => {
    expect(await codeOf(previewsWith('https://example.com/ada.png').pngFor('ada'))).toBe('not_found:advisor_image');
    expect(await codeOf(previewsWith('/../secret.svg').pngFor('ada'))).toBe('not_found:advisor_image');
    expect(await codeOf(previewsWith('/advisors/../../secret.svg').pngFor('ada'))).toBe('not_found:advisor_image');
    expect(await codeOf(previewsWith('/advisors/missing.svg').pngFor('ada'))).toBe('not_found:advisor_image');
    expect(await codeOf(previewsWith(null).pngFor('ada'))).toBe('not_found:advisor_image');
    expect(await codeOf(previewsWith('/advisors/ada.svg').pngFor('someone'))).toBe('not_found:advisor');
  });
});
