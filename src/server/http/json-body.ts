import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error.ts';

/**
 * How deep a JSON body may nest. Ours need six levels (an itinerary's plan); JSON.parse takes
 * 50,000 without complaint, and then every recursive walk of the value (the control-character
 * cleaner, a schema, the serializer) ran out of stack and answered 500.
 */
export const maxJsonDepth = 32;

/** Whether `text` opens more than `limit` arrays or objects inside one another (brackets in strings do not count). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index++; // a backslash escapes the next character, a quote included
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return false;
}

/** Fastify's own JSON parser (prototype keys refused, an empty body refused), behind the depth check. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (nestsDeeperThan(text, maxJsonDepth)) {
      done(new ApiError('bad_request:nesting'), undefined);
      return;
    }
    parse(request, text, done);
  });
}
