import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/connection-errors.ts';
import { ApiError } from './api-error.ts';

/**
 * One place turns every failure into `{ error: { code, message, fields? } }`: validation errors
 * carry a message per field (the first one wins), 5xx errors are logged with the request id and
 * never leak their internals.
 */
export interface ErrorHandlingOptions {
  /** The HTML to answer a refused (429) request with instead of JSON, or undefined to keep JSON. */
  tooManyRequestsPage?: (request: FastifyRequest, retryAfterSeconds: number | undefined) => string | undefined;
}

export function registerErrorHandling(app: FastifyInstance, { tooManyRequestsPage }: ErrorHandlingOptions = {}): void {
  const sendTooManyRequests = (request: FastifyRequest, reply: FastifyReply, error: ApiError) => {
    const retryAfter = Number(reply.getHeader('retry-after'));
    const page = tooManyRequestsPage?.(request, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
    if (page) return reply.code(429).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    return reply.code(429).send(error.toBody());
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[field] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(fields)[0];
      return reply.code(400).send(new ApiError('bad_request:validation', { message: first, fields }).toBody());
    }
    if (error instanceof ApiError) {
      if (error.headers) void reply.headers(error.headers);
      if (error.status === 429) return sendTooManyRequests(request, reply, error);
      return reply.code(error.status).send(error.toBody());
    }
    if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send(new ApiError('payload_too_large:body').toBody());
    }
    if (error.statusCode === 429) {
      return sendTooManyRequests(request, reply, new ApiError('rate_limit:request'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type and the like: the client's mistake, safe to explain.
      return reply
        .code(error.statusCode)
        .send(new ApiError('bad_request:validation', { message: error.message }).toBody());
    }
    if (isDatabaseUnavailable(error)) {
      // The database is away (a restart, a failover, a cut): a retry soon may work, and a load
      // balancer must not count it as this instance failing. The pool reconnects on next use.
      request.log.warn({ err: error, source: 'database' }, 'the database is unavailable');
      return reply.code(503).header('retry-after', '5').send(new ApiError('unavailable:database').toBody());
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(new ApiError('internal:unexpected').toBody());
  });
}
