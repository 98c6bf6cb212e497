import { createHash, createHmac, randomUUID } from 'node:crypto';

/**
 * Share link tokens. A token is the HMAC-SHA256 of the link's random id under a key derived from
 * the server's secret, written base64url (43 characters, 256 bits): unguessable, and the owner can
 * be shown it again without it being stored. The database keeps only the token's SHA-256, so the
 * table alone (a backup, a read replica) opens no shared trip. Changing AUTH_SECRET turns every
 * existing link off, as it signs everyone out.
 */
export interface ShareTokens {
  /** A new link: its id (the row's) and token. */
  create(): { id: string; token: string; tokenHash: string };
  /** The token of an existing link, from its id. */
  tokenOf(linkId: string): string;
  hash(token: string): string;
}

export function createShareTokens(secret: string): ShareTokens {
  // A key of its own, so that no other use of the secret can ever produce a share token.
  const key = createHmac('sha256', secret).update('wayfinder itinerary share links').digest();
  const tokenOf = (linkId: string) => createHmac('sha256', key).update(linkId).digest('base64url');
  const hash = (token: string) => createHash('sha256').update(token).digest('hex');
  return {
    create() {
      const id = randomUUID();
      const token = tokenOf(id);
      return { id, token, tokenHash: hash(token) };
    },
    tokenOf,
    hash,
  };
}
