import { describe, expect, it } from 'vitest';
import { feedbackMessages, feedbackSchema } from './feedback.schema.ts';

function problems(input: unknown): Record<string, string> {
  const result = feedbackSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('feedbackSchema', () => {
  it('needs a whole rating from 1 to 5, with the spec message', () => {
    for (const rating of [undefined, 0, 6, 2.5, '4']) {
      expect(problems({ rating }).rating).toBe(feedbackMessages.ratingRequired);
    }
    for (const rating of [1, 5]) expect(problems({ rating })).toEqual({});
  });

  it('ignores name and email when no reply is wanted', () => {
    expect(problems({ rating: 4, wantReply: false, name: '', email: 'not-an-email' })).toEqual({});
    expect(feedbackSchema.parse({ rating: 4 }).wantReply).toBe(false);
  });

  it('needs a name and a valid email when a reply is wanted', () => {
    expect(problems({ rating: 4, wantReply: true, name: '  ', email: '' })).toEqual({
      name: feedbackMessages.nameRequired,
      email: feedbackMessages.emailRequired,
    });
    expect(problems({ rating: 4, wantReply: true, name: 'Ada', email: 'ada@' }).email).toBe('Please enter a valid email address');
    expect(problems({ rating: 4, wantReply: true, name: 'x'.repeat(101), email: 'ada@example.com' }).name).toBe(feedbackMessages.nameTooLong);
    expect(problems({ rating: 4, wantReply: true, name: 'Ada', email: 'ada@example.com' })).toEqual({});
  });

  it('bounds the message', () => {
    expect(problems({ rating: 3, message: 'x'.repeat(2000) })).toEqual({});
    expect(problems({ rating: 3, message: 'x'.repeat(2001) }).message).toBe(feedbackMessages.messageTooLong);
  });
});
