import { describe, expect, it } from 'vitest';
import { weakPasswordMessages } from '../../shared/auth/auth.schema.ts';
import { passwordProblem } from './password-policy.ts';

describe('passwordProblem', () => {
  it('accepts a password that is long enough and not guessable', () => {
    expect(passwordProblem('correct horse battery', { email: 'ada@example.com', name: 'Ada Lovelace' })).toBeUndefined();
  });

  it('applies the length rules with the spec messages', () => {
    expect(passwordProblem('abc12')).toBe('Password must be at least 6 characters');
    expect(passwordProblem('x'.repeat(129))).toBe('Password must be at most 128 characters');
  });

  it('refuses common passwords whatever their case', () => {
    expect(passwordProblem('password123')).toBe(weakPasswordMessages.common);
    expect(passwordProblem('QWERTY123')).toBe(weakPasswordMessages.common);
    expect(passwordProblem('iloveyou')).toBe(weakPasswordMessages.common);
  });

  it('refuses the email, its local part and the name', () => {
    expect(passwordProblem('adalovelace', { email: 'AdaLovelace@example.com' })).toBe(weakPasswordMessages.email);
    expect(passwordProblem('ada@example.com', { email: 'ada@example.com' })).toBe(weakPasswordMessages.email);
    expect(passwordProblem('Ada Lovelace', { name: 'Ada Lovelace' })).toBe(weakPasswordMessages.name);
    expect(passwordProblem('lovelace', { name: 'Ada Lovelace' })).toBe(weakPasswordMessages.name);
  });
});
