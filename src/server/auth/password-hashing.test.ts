import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createPasswordHashing } from './password-hashing.ts';

describe('password hashing on its own threads', () => {
  const hashing = createPasswordHashing({ threads: 1 });
  afterAll(() => hashing.close());

  it('checks a password against its own hash, and refuses another password', async () => {
    const hash = await hashing.hash('a-long-and-unusual-passphrase');
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await hashing.verify({ hash, password: 'a-long-and-unusual-passphrase' })).toBe(true);
    expect(await hashing.verify({ hash, password: 'a-long-and-unusual-passphrasE' })).toBe(false);
  });

  it("keeps Better Auth's format both ways, so stored hashes keep working", async () => {
    const theirs = await hashPassword('Ünïcode pässword');
    expect(await hashing.verify({ hash: theirs, password: 'Ünïcode pässword' })).toBe(true);
    // The same password in another Unicode form is the same password (NFKC), as Better Auth reads it.
    expect(await hashing.verify({ hash: theirs, password: 'Ünïcode pässword'.normalize('NFD') })).toBe(true);
    const ours = await hashing.hash('Ünïcode pässword');
    expect(await verifyPassword({ hash: ours, password: 'Ünïcode pässword' })).toBe(true);
    expect(await verifyPassword({ hash: ours, password: 'unicode password' })).toBe(false);
  });

  it('refuses a malformed hash as Better Auth does', async () => {
    await expect(hashing.verify({ hash: 'not-a-hash', password: 'x' })).rejects.toThrow('Invalid password hash');
  });
});
