import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * One password hash or check, on a thread of password-hashing.ts's pool. The format is Better
 * Auth's own (`salt:key`, both hex; scrypt N=16384, r=16, p=1, a 64-byte key over the password in
 * NFKC), so every stored hash keeps working; password-hashing.test.ts checks it both ways.
 */
const scryptOptions = { N: 16_384, r: 16, p: 1, maxmem: 128 * 16_384 * 16 * 2 };
const keyLength = 64;

export type PasswordTask = { op: 'hash'; password: string } | { op: 'verify'; password: string; hash: string };

const keyOf = (password: string, salt: string) => scryptSync(password.normalize('NFKC'), salt, keyLength, scryptOptions);

export default function passwordTask(task: PasswordTask): string | boolean {
  if (task.op === 'hash') {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${keyOf(task.password, salt).toString('hex')}`;
  }
  const [salt, key] = task.hash.split(':');
  if (!salt || !key) throw new Error('Invalid password hash');
  const expected = Buffer.from(key, 'hex');
  const actual = keyOf(task.password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
