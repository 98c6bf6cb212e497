import { describe, expect, it } from 'vitest';
import { responseError } from './api-client.ts';

const failed = (status: number, body: string, headers: Record<string, string> = {}) => responseError(new Response(body, { status, headers }), body);

describe('responseError', () => {
  it('turns the API limit into a sentence with the wait, never the JSON', () => {
    const error = failed(429, JSON.stringify({ error: { code: 'rate_limit:request', message: 'Too many requests. Please wait a moment and try again.' } }), { 'retry-after': '42' });
    expect(error.status).toBe(429);
    expect(error.code).toBe('rate_limit:request');
    expect(error.retryAfterSeconds).toBe(42);
    expect(error.message).toBe('Too many requests right now. Please try again in 42 seconds.');
  });

  it("words a proxy's bare 429 and Better Auth's the same way", () => {
    expect(failed(429, '<html><body>429 Too Many Requests</body></html>', { 'retry-after': '120' }).message).toBe('Too many requests right now. Please try again in 2 minutes.');
    expect(failed(429, '{"message":"Too many requests. Please try again later."}', { 'retry-after': '7' }).message).toBe('Too many requests right now. Please try again in 7 seconds.');
    expect(failed(429, '').message).toBe('Too many requests right now. Please wait a moment and try again.');
  });

  it("keeps the server's message for refusals that explain their own wait", () => {
    const daily = "You've reached today's message limit. It resets at midnight UTC.";
    const error = failed(429, JSON.stringify({ error: { code: 'rate_limit:chat_daily', message: daily } }), { 'retry-after': '30000' });
    expect(error.code).toBe('rate_limit:chat_daily');
    expect(error.message).toBe(daily);
    expect(failed(429, JSON.stringify({ error: { code: 'rate_limit:chat', message: 'x' } }), { 'retry-after': '9' }).message).toBe(
      'You are sending messages too quickly. Please try again in 9 seconds.',
    );
  });

  it('keeps the other answers as they were', () => {
    const validation = failed(400, JSON.stringify({ error: { code: 'bad_request:validation', message: 'Name is required.', fields: { name: 'Name is required.' } } }));
    expect(validation).toMatchObject({ status: 400, code: 'bad_request:validation', message: 'Name is required.', fields: { name: 'Name is required.' } });
    expect(failed(401, '{"message":"Invalid email or password","code":"INVALID_EMAIL_OR_PASSWORD"}')).toMatchObject({ code: 'unknown', message: 'Invalid email or password' });
    expect(failed(502, 'Bad Gateway')).toMatchObject({ code: 'unknown', message: 'Request failed (502)' });
  });
});
