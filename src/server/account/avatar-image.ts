import sharp from 'sharp';
import { ApiError } from '../http/api-error.ts';

export const avatarSize = 256;
const acceptedFormats = new Set(['png', 'jpeg', 'webp', 'gif']);

/** The first bytes of the formats we accept: the declared type is only the client's word. */
function looksLikeImage(bytes: Buffer): boolean {
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const gif = bytes.subarray(0, 4).toString('latin1') === 'GIF8';
  const webp = bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  return png || jpeg || gif || webp;
}

/**
 * Checks that the bytes are a PNG, JPEG, WebP or GIF image and turns them into a 256x256 WebP
 * (cropped to the centre, EXIF orientation applied, metadata dropped). sharp works on libuv's
 * thread pool, so the event loop stays free.
 */
export async function toAvatar(bytes: Buffer): Promise<Buffer> {
  if (!looksLikeImage(bytes)) throw new ApiError('bad_request:avatar');
  try {
    // Decompression bombs: refuse anything above 40 megapixels before decoding it.
    const image = sharp(bytes, { limitInputPixels: 40_000_000, animated: false });
    const metadata = await image.metadata();
    if (!metadata.format || !acceptedFormats.has(metadata.format)) throw new ApiError('bad_request:avatar');
    return await image.rotate().resize(avatarSize, avatarSize, { fit: 'cover', position: 'centre' }).webp({ quality: 82 }).toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('bad_request:avatar', { cause: error });
  }
}
