import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits), URL-safe: the token only ever travels in the emailed link. */
export function generateInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
