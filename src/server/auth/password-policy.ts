import { maxPasswordLength, minPasswordLength, weakPasswordMessages } from '../../shared/auth/auth.schema.ts';
import { commonPasswords } from './common-passwords.ts';

export interface PasswordOwner {
  email?: string | null | undefined;
  name?: string | null | undefined;
}

const compact = (value: string) => value.toLowerCase().replace(/\s+/g, '');

/**
 * Why a password is refused, or undefined when it is acceptable. Used on sign-up, reset and change,
 * so the same password is refused everywhere with the same reason.
 */
export function passwordProblem(password: string, owner: PasswordOwner = {}): string | undefined {
  if (password.length < minPasswordLength) return 'Password must be at least 6 characters';
  if (password.length > maxPasswordLength) return 'Password must be at most 128 characters';
  const candidate = compact(password);
  if (commonPasswords.has(password.toLowerCase()) || commonPasswords.has(candidate)) return weakPasswordMessages.common;
  const email = owner.email?.trim().toLowerCase();
  if (email) {
    const localPart = email.split('@')[0] ?? '';
    if (candidate === email || candidate === compact(localPart)) return weakPasswordMessages.email;
  }
  const name = owner.name?.trim();
  if (name) {
    const parts = [compact(name), ...name.split(/\s+/).map(compact)].filter((part) => part.length > 0);
    if (parts.includes(candidate)) return weakPasswordMessages.name;
  }
  return undefined;
}
