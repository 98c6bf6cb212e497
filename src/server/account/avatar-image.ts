import type { Sharp, SharpOptions } from 'sharp';
import { avatarMaxPixels } from '../../shared/account/me.schema.ts';
import { ApiError } from '../http/api-error.ts';
import { createWorkQueue } from './work-queue.ts';

export const avatarSize = 256;
const acceptedFormats = new Set(['png', 'jpeg', 'webp', 'gif']);

/**
 * sharp, loaded at the first image: its native library is over 20 MB of memory that a server
 * nobody uploads to never needs. One libvips thread per image, and one image at a time: sharp runs
 * on libuv's thread pool (four threads by default), so a burst of uploads must not take it all.
 */
let loadedSharp: Promise<(input: Buffer, options: SharpOptions) => Sharp> | undefined;
function imageTool(): Promise<(input: Buffer, options: SharpOptions) => Sharp> {
  loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    return sharp;
  });
  return loadedSharp;
}
export const avatarDecodeQueue = createWorkQueue(1);

/** The first bytes of the formats we accept: the declared type is only the client's word. */
function looksLikeImage(bytes: Buffer): boolean {
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const gif = bytes.subarray(0, 4).toString('latin1') === 'GIF8';
  const webp = bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  return png || jpeg || gif || webp;
}

export interface ImageSize {
  width: number;
  height: number;
}

async function convert(bytes: Buffer, size: ImageSize): Promise<Buffer> {
  // Decompression bombs: a 2 MB file can claim 40 megapixels. The header alone gives the size
  // (sharp reads no pixels for metadata), so an oversized image is refused with its own message
  // before anything is decoded; limitInputPixels stops the decoder too, should the header lie.
  const sharp = await imageTool();
  const header = await sharp(bytes, { limitInputPixels: false, animated: false }).metadata();
  if (!header.format || !acceptedFormats.has(header.format)) throw new ApiError('bad_request:avatar');
  if (!header.width || !header.height) throw new ApiError('bad_request:avatar');
  if (header.width * header.height > avatarMaxPixels) throw new ApiError('payload_too_large:avatar_pixels');
  return sharp(bytes, { limitInputPixels: avatarMaxPixels, animated: false })
    .rotate()
    .resize(size.width, size.height, { fit: 'cover', position: 'centre' })
    .webp({ quality: 82 })
    .toBuffer();
}

/**
 * Checks that the bytes are a PNG, JPEG, WebP or GIF image of at most 16 megapixels and turns
 * them into a 256x256 WebP (cropped to the centre, EXIF orientation applied, metadata dropped).
 * Images are converted one at a time (`avatarDecodeQueue`), off the event loop.
 */
export async function toAvatar(bytes: Buffer): Promise<Buffer> {
  return toWebpImage(bytes, { width: avatarSize, height: avatarSize });
}

/**
 * The same checks and conversion as `toAvatar`, to any size: the admin's advisor avatars and
 * covers go through here, in the same one-at-a-time queue as profile photos.
 */
export async function toWebpImage(bytes: Buffer, size: ImageSize): Promise<Buffer> {
  if (!looksLikeImage(bytes)) throw new ApiError('bad_request:avatar');
  try {
    return await avatarDecodeQueue.run(() => convert(bytes, size));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('bad_request:avatar', { cause: error });
  }
}

/**
 * A square PNG of an image of our own (a site SVG, or a stored WebP that was checked on upload):
 * link previews (Open Graph) take PNG where many refuse SVG and some WebP. Vectors are drawn at a
 * density that keeps them sharp at `size`. In the same one-at-a-time queue as uploads.
 */
export async function toPngPreview(bytes: Buffer, size: number): Promise<Buffer> {
  const sharp = await imageTool();
  return avatarDecodeQueue.run(() =>
    sharp(bytes, { density: 288, limitInputPixels: avatarMaxPixels, animated: false }).resize(size, size, { fit: 'cover', position: 'centre' }).png({ compressionLevel: 9 }).toBuffer(),
  );
}
