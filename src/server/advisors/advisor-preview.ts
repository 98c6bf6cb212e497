import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { toPngPreview } from '../account/avatar-image.ts';
import { ApiError } from '../http/api-error.ts';
import type { AdvisorsService } from './advisors.service.ts';

/** The square an advisor's link preview is drawn at: large enough for every network's card. */
export const advisorPreviewSize = 512;
const keptPreviews = 64;
const uploadedAvatar = /^\/api\/advisor-images\/([0-9a-f-]{36})\/avatar(?:\?.*)?$/;
const siteImage = /^\/[\w/.-]+\.(?:svg|png|webp|jpe?g)$/;

export interface AdvisorPreview {
  png: Buffer;
  etag: string;
}

/**
 * An advisor's avatar as a PNG for link previews (the page's og:image): drawn from the site's own
 * file or the uploaded image, never fetched from elsewhere. Kept in memory by the image's
 * address, so an admin's new avatar (a new versioned address) draws a new one.
 */
export function createAdvisorPreviews({ advisors, siteDir }: { advisors: AdvisorsService; siteDir: string }) {
  const drawn = new Map<string, Promise<AdvisorPreview>>();

  async function source(image: string): Promise<Buffer> {
    const uploaded = uploadedAvatar.exec(image);
    if (uploaded) {
      const stored = await advisors.image(uploaded[1] as string, 'avatar');
      if (!stored) throw new ApiError('not_found:advisor_image');
      return stored.bytes;
    }
    const file = path.resolve(siteDir, `.${image}`);
    if (!siteImage.test(image) || !file.startsWith(`${siteDir}${path.sep}`)) throw new ApiError('not_found:advisor_image');
    return readFile(file).catch(() => {
      throw new ApiError('not_found:advisor_image');
    });
  }

  return {
    async pngFor(slug: string): Promise<AdvisorPreview> {
      const advisor = await advisors.findBySlug(slug);
      if (!advisor) throw new ApiError('not_found:advisor');
      if (!advisor.avatarUrl) throw new ApiError('not_found:advisor_image');
      const key = advisor.avatarUrl;
      let preview = drawn.get(key);
      if (!preview) {
        preview = source(key).then(async (bytes) => {
          const png = await toPngPreview(bytes, advisorPreviewSize);
          return { png, etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"` };
        });
        drawn.set(key, preview);
        preview.catch(() => drawn.delete(key));
        if (drawn.size > keptPreviews) drawn.delete(drawn.keys().next().value as string);
      }
      return preview;
    },
  };
}

export type AdvisorPreviews = ReturnType<typeof createAdvisorPreviews>;
