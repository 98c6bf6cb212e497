import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { avatarMaxBytes } from '../../shared/account/me.schema.ts';
import { ApiError } from '../http/api-error.ts';

/**
 * The multipart reader's limits for an image upload: one file of at most 2 MB, a handful of
 * parts. Register `@fastify/multipart` with these in the plugin that takes the upload.
 */
export const imageMultipartOptions: FastifyMultipartOptions = {
  limits: { fileSize: avatarMaxBytes, files: 1, fields: 5, parts: 6 },
  throwFileSizeLimit: true,
};

/** The route's body limit: the multipart reader enforces the 2 MB file limit itself; this must not cut in first. */
export const imageUploadBodyLimit = avatarMaxBytes + 64 * 1024;

/**
 * The one image file of a multipart upload, as bytes: 400 `bad_request:avatar` when the request
 * is not multipart, holds no file, an empty one, or one whose declared type is not an image;
 * 400 `bad_request:upload` when the multipart body cannot be read; 413 `payload_too_large:avatar`
 * beyond 2 MB. The bytes still have to go through `toWebpImage`,
 * which looks at them and has the last word on the format.
 */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new ApiError('bad_request:avatar');
  let bytes: Buffer;
  let declaredType: string;
  try {
    const file = await request.file();
    if (!file) throw new ApiError('bad_request:avatar');
    declaredType = file.mimetype;
    bytes = await file.toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError('payload_too_large:avatar', { cause: error });
    // Whatever else the multipart reader throws comes from the bytes the client sent (no
    // boundary, a truncated part, too many parts, a forbidden field name): a 400, not a failure.
    throw new ApiError('bad_request:upload', { cause: error });
  }
  if (!declaredType.startsWith('image/') || bytes.length === 0) throw new ApiError('bad_request:avatar');
  return bytes;
}
