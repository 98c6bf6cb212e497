import { describe, expect, it } from 'vitest';
import { createShareTokens } from './share-links.ts';

describe('share link tokens', () => {
  const tokens = createShareTokens('a-test-secret-that-is-long-enough-for-hmac');

  it('are 256-bit base64url tokens, shown again from the id, stored only as their SHA-256', () => {
    const link = tokens.create();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens.tokenOf(link.id)).toBe(link.token);
    expect(link.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens.hash(link.token)).toBe(link.tokenHash);
    expect(link.tokenHash).not.toContain(link.token);
    expect(tokens.create().token).not.toBe(link.token);
  });

  it('depend on the secret', () => {
    const other = createShareTokens('another-secret-that-is-long-enough-for-hmac');
    const link = tokens.create();
    expect(other.tokenOf(link.id)).not.toBe(link.token);
  });
});
