import { describe, expect, it } from 'vitest';
import { contactMessages, contactSchema } from './contact.schema.ts';

function problems(input: unknown): Record<string, string> {
  const result = contactSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Hello', message: 'A question about plans.' };

describe('contactSchema', () => {
  it('requires every field, blank counting as missing', () => {
    expect(problems({})).toEqual({
      name: contactMessages.nameRequired,
      email: contactMessages.emailRequired,
      subject: contactMessages.subjectRequired,
      message: contactMessages.messageRequired,
    });
    expect(problems({ name: ' ', email: ' ', subject: '\n', message: '  ' })).toEqual({
      name: contactMessages.nameRequired,
      email: contactMessages.emailRequired,
      subject: contactMessages.subjectRequired,
      message: contactMessages.messageRequired,
    });
  });

  it('checks the email format and bounds each length', () => {
    expect(problems({ ...valid, email: 'ada@' }).email).toBe('Please enter a valid email address');
    expect(problems({ ...valid, name: 'x'.repeat(101) }).name).toBe(contactMessages.nameTooLong);
    expect(problems({ ...valid, subject: 'x'.repeat(151) }).subject).toBe(contactMessages.subjectTooLong);
    expect(problems({ ...valid, message: 'x'.repeat(5001) }).message).toBe(contactMessages.messageTooLong);
    expect(problems({ ...valid, name: 'x'.repeat(100), subject: 'x'.repeat(150), message: 'x'.repeat(5000) })).toEqual({});
  });

  it('trims what it keeps', () => {
    expect(contactSchema.parse({ name: ' Ada ', email: ' ada@example.com ', subject: ' Hi ', message: ' Hello \n' })).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Hi',
      message: 'Hello',
    });
  });
});
