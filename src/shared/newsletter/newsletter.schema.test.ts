import { describe, expect, it } from 'vitest';
import { newsletterSignupSchema } from './newsletter.schema.ts';

function firstMessage(email: unknown): string | undefined {
  const result = newsletterSignupSchema.safeParse({ email });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('newsletterSignupSchema', () => {
  it('accepts a valid address and trims it', () => {
    expect(newsletterSignupSchema.parse({ email: '  ada@example.com ' })).toEqual({ email: 'ada@example.com' });
  });

  it('rejects an invalid address with the spec message', () => {
    expect(firstMessage('not-an-email')).toBe('Please enter a valid email address');
    expect(firstMessage('')).toBe('Please enter a valid email address');
  });

  it('rejects an address over 255 characters with the spec message', () => {
    expect(firstMessage(`${'a'.repeat(250)}@example.com`)).toBe('Email is too long');
  });

  it('accepts exactly 255 characters', () => {
    const email = `${'a'.repeat(243)}@example.com`;
    expect(email).toHaveLength(255);
    expect(firstMessage(email)).toBeUndefined();
  });
});
