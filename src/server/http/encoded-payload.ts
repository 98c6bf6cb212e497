/**
 * A response body that is the same for everyone until it changes (the advisor list), encoded once
 * when it changes rather than at every request: its UTF-8 bytes, gzip and Brotli versions, and an
 * ETag. Sending it costs a header lookup and a socket write; the route opts out of
 * @fastify/compress, which would compress the same bytes again for each visitor.
 */
import { negotiate } from '@fastify/accept-negotiator';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface EncodedPayload {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Compression runs on libuv's pool (async zlib): a refill never holds the event loop. */
export async function encodePayload(text: string): Promise<EncodedPayload> {
  const identity = Buffer.from(text, 'utf8');
  const [br, gzipped] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { etag: `"${createHash('sha1').update(identity).digest('base64url')}"`, identity, br, gzip: gzipped };
}

const encodings = ['br', 'gzip'] as const;

/** The negotiated encoding of `payload`, or a 304 when the client's copy is current. */
export function sendEncodedPayload(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: EncodedPayload,
  headers: { contentType: string; cacheControl: string; vary?: string },
): FastifyReply {
  void reply.header('cache-control', headers.cacheControl).header('etag', payload.etag).header('vary', headers.vary ?? 'accept-encoding');
  if (request.headers['if-none-match'] === payload.etag) return reply.code(304).send();
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? (negotiate(accepted, [...encodings]) as (typeof encodings)[number] | null) : null;
  void reply.type(headers.contentType);
  if (!encoding) return reply.send(payload.identity);
  return reply.header('content-encoding', encoding).send(payload[encoding]);
}

/**
 * A body made for one visitor (a page that may carry their session), compressed for them in the
 * encoding they accept, at a quality that costs a few milliseconds rather than the best one.
 */
export async function sendCompressed(request: FastifyRequest, reply: FastifyReply, text: string): Promise<FastifyReply> {
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? (negotiate(accepted, [...encodings]) as (typeof encodings)[number] | null) : null;
  if (!encoding) return reply.send(text);
  const body =
    encoding === 'br'
      ? await brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) } })
      : await gzipAsync(text, { level: 6 });
  return reply.header('content-encoding', encoding).send(body);
}
