import { describe, expect, it } from 'vitest';
import { isFinalRefusal } from './newsletter-webhook.ts';

describe('isFinalRefusal', () => {
  it('takes a 4xx as final, except 408 and 429, which say "not now"', () => {
    for (const status of [400, 401, 403, 404, 410, 422]) expect(isFinalRefusal(status)).toBe(true);
    for (const status of [408, 429, 500, 502, 503, 504]) expect(isFinalRefusal(status)).toBe(false);
  });
});
