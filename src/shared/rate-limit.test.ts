import { describe, expect, it } from 'vitest';
import { describeWait, parseRetryAfter, tooManyRequestsMessage } from './rate-limit.ts';

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, and nothing else', () => {
    expect(parseRetryAfter('42')).toBe(42);
    expect(parseRetryAfter('0')).toBe(1);
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(parseRetryAfter('Sun, 22 Nov 2026 12:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});

describe('describeWait', () => {
  it('rounds up to seconds, minutes or hours', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(42)).toBe('42 seconds');
    expect(describeWait(60)).toBe('1 minute');
    expect(describeWait(61)).toBe('2 minutes');
    expect(describeWait(900)).toBe('15 minutes');
    expect(describeWait(7200)).toBe('2 hours');
  });
});

describe('tooManyRequestsMessage', () => {
  it('says how long to wait for the general limits', () => {
    expect(tooManyRequestsMessage({ code: 'rate_limit:request', serverMessage: 'Too many requests. Please wait a moment and try again.', retryAfterSeconds: 30 })).toBe(
      'Too many requests right now. Please try again in 30 seconds.',
    );
    // A proxy's bare 429, or Better Auth's { message } without a code.
    expect(tooManyRequestsMessage({ code: undefined, serverMessage: undefined, retryAfterSeconds: 90 })).toBe('Too many requests right now. Please try again in 2 minutes.');
    expect(tooManyRequestsMessage({ code: undefined, serverMessage: 'Too many requests. Please try again later.', retryAfterSeconds: 5 })).toBe(
      'Too many requests right now. Please try again in 5 seconds.',
    );
    expect(tooManyRequestsMessage({ code: 'rate_limit:chat', serverMessage: 'x', retryAfterSeconds: 12 })).toBe('You are sending messages too quickly. Please try again in 12 seconds.');
  });

  it("keeps the server's words for refusals that explain themselves, and without a wait", () => {
    const daily = "You've reached today's message limit. It resets at midnight UTC.";
    expect(tooManyRequestsMessage({ code: 'rate_limit:chat_daily', serverMessage: daily, retryAfterSeconds: 40_000 })).toBe(daily);
    const locked = 'Too many failed sign-in attempts for this account. Please wait a few minutes and try again.';
    expect(tooManyRequestsMessage({ code: 'TOO_MANY_ATTEMPTS', serverMessage: locked, retryAfterSeconds: 800 })).toBe(locked);
    expect(tooManyRequestsMessage({ code: 'rate_limit:chat', serverMessage: 'Slow down.', retryAfterSeconds: undefined })).toBe('Slow down.');
    expect(tooManyRequestsMessage({ code: undefined, serverMessage: undefined, retryAfterSeconds: undefined })).toBe('Too many requests right now. Please wait a moment and try again.');
  });
});
