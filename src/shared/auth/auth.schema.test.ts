import { describe, expect, it } from 'vitest';
import { newPasswordFormSchema, signInSchema, signUpFormSchema, splitFullName } from './auth.schema.ts';
import { accountMailingListSchema, displayName, updateProfileSchema } from '../account/me.schema.ts';
import { inviteRequestSchema } from '../invites/invite-request.schema.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('sign-in', () => {
  it('uses the spec messages', () => {
    expect(messages(signInSchema.safeParse({ email: 'nope', password: '123' }))).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
    expect(signInSchema.safeParse({ email: 'a@b.co', password: '123456' }).success).toBe(true);
  });
});

describe('sign-up', () => {
  it("says 'Passwords don't match'", () => {
    const result = signUpFormSchema.safeParse({ fullName: 'Ada Lovelace', email: 'ada@example.com', password: 'secret1', confirmPassword: 'secret2' });
    expect(messages(result)).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it('bounds the password between 6 and 128 characters', () => {
    const long = 'x'.repeat(129);
    const result = signUpFormSchema.safeParse({ fullName: 'Ada', email: 'ada@example.com', password: long, confirmPassword: long });
    expect(messages(result)).toEqual({ password: 'Password must be at most 128 characters' });
  });

  it('splits the full name on spaces', () => {
    expect(splitFullName('  Ada   King Lovelace ')).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
    expect(splitFullName('Ada')).toEqual({ firstName: 'Ada', lastName: '' });
  });
});

describe('new password', () => {
  it("says 'Passwords do not match' and checks the length", () => {
    expect(messages(newPasswordFormSchema.safeParse({ password: 'secret1', confirmPassword: 'secret2' }))).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(messages(newPasswordFormSchema.safeParse({ password: '123', confirmPassword: '123' }))).toEqual({
      password: 'Password must be at least 6 characters',
    });
  });
});

describe('invite request', () => {
  it('uses each spec message', () => {
    expect(messages(inviteRequestSchema.safeParse({ name: 'A', email: 'x', advisors: [], howDidYouHear: ' ' }))).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      advisors: 'Please select at least one advisor',
      howDidYouHear: 'Please tell us how you found out about us',
    });
  });

  it('defaults the mailing list to false and trims', () => {
    expect(inviteRequestSchema.parse({ name: ' Ada ', email: 'ada@example.com', advisors: ['a1'], howDidYouHear: 'A friend' })).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      advisors: ['a1'],
      howDidYouHear: 'A friend',
      mailingList: false,
    });
  });
});

describe('profile and account', () => {
  it('requires a full name and saves it trimmed', () => {
    expect(updateProfileSchema.parse({ name: '  Ada Lovelace ' })).toEqual({ name: 'Ada Lovelace' });
    expect(messages(updateProfileSchema.safeParse({ name: '   ' }))).toEqual({ name: 'Full name is required' });
  });

  it("asks for an email on the account's mailing list form", () => {
    expect(messages(accountMailingListSchema.safeParse({ email: '' }))).toEqual({ email: 'Please enter an email address' });
    expect(messages(accountMailingListSchema.safeParse({ email: 'nope' }))).toEqual({ email: 'Please enter a valid email address' });
  });

  it('names the user from the name, the email or User', () => {
    expect(displayName({ name: 'Ada', email: 'a@b.co' })).toBe('Ada');
    expect(displayName({ name: ' ', email: 'grace@example.com' })).toBe('grace');
    expect(displayName({})).toBe('User');
  });
});
