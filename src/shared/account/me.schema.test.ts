import { describe, expect, it } from 'vitest';
import { avatarFileProblem, avatarMaxBytes, changePasswordFormSchema } from './me.schema.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('profile photo checks', () => {
  it('accepts an image up to 2 MB', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 1 })).toBeUndefined();
    expect(avatarFileProblem({ type: 'image/jpeg', size: avatarMaxBytes })).toBeUndefined();
  });

  it('refuses what is not an image, or is empty', () => {
    expect(avatarFileProblem({ type: 'text/plain', size: 10 })).toBe('Please choose an image file (PNG, JPEG, WebP or GIF).');
    expect(avatarFileProblem({ type: '', size: 10 })).toBe('Please choose an image file (PNG, JPEG, WebP or GIF).');
    expect(avatarFileProblem({ type: 'image/png', size: 0 })).toBe('Please choose an image file (PNG, JPEG, WebP or GIF).');
  });

  it('refuses an image over 2 MB with a clear message', () => {
    expect(avatarFileProblem({ type: 'image/png', size: avatarMaxBytes + 1 })).toBe('Please choose an image under 2 MB');
  });
});

describe('change password form', () => {
  const valid = { currentPassword: 'old-secret', password: 'new-secret', confirmPassword: 'new-secret' };

  it('passes with the current password and a matching new one', () => {
    expect(changePasswordFormSchema.safeParse(valid).success).toBe(true);
  });

  it('uses the spec messages for a short or mismatched new password', () => {
    expect(messages(changePasswordFormSchema.safeParse({ ...valid, password: 'abc', confirmPassword: 'abc' }))).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(messages(changePasswordFormSchema.safeParse({ ...valid, confirmPassword: 'new-secreT' }))).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('requires every field', () => {
    expect(messages(changePasswordFormSchema.safeParse({ currentPassword: '', password: '', confirmPassword: '' }))).toEqual({
      currentPassword: 'Please enter your current password',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Please confirm your new password',
    });
  });
});
