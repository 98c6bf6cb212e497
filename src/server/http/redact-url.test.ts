import { describe, expect, it } from 'vitest';
import { findLinks, redactLinks, redactUrl, requestLogSerializers } from './redact-url.ts';

const token = 'Qm9yZWQtYnV0LXNlY3JldC10b2tlbi0xMjM0NTY3ODkwYWI';

describe('redactUrl', () => {
  it.each([
    [`/reset-password?token=${token}`, '/reset-password?[redacted]'],
    [`/signup?invite=${token}`, '/signup?[redacted]'],
    [`/api/invitations/${token}`, '/api/invitations/[redacted]'],
    [`/api/invitations/${token}?x=1`, '/api/invitations/[redacted]?[redacted]'],
    [`/API/Invitations/${token}/`, '/API/Invitations/[redacted]/'],
    [`/api/auth/reset-password/${token}?callbackURL=%2F`, '/api/auth/reset-password/[redacted]?[redacted]'],
    [`/api/auth/verify-email?token=${token}`, '/api/auth/verify-email?[redacted]'],
    [`/page#access_token=${token}`, '/page#[redacted]'],
  ])('hides the secret in %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
    expect(redactUrl(url)).not.toContain(token);
  });

  it('keeps absolute links readable: origin and path stay', () => {
    expect(redactUrl(`https://wayfinder.example/reset-password?token=${token}`)).toBe('https://wayfinder.example/reset-password?[redacted]');
    expect(redactUrl(`http://localhost:3000/api/invitations/${token}`)).toBe('http://localhost:3000/api/invitations/[redacted]');
  });

  it('leaves URLs without secrets as they are', () => {
    for (const url of ['/advisors/maya-chen', '/api/conversations/0b9d7c1e-2a9f-4f7e-9c1d-2f1e3d4c5b6a', '/', '/api/invitations', '/admin/invite-requests?']) {
      expect(redactUrl(url)).toBe(url.replace(/\?$/, ''));
    }
  });
});

describe('redactLinks', () => {
  it('redacts every link of a text or HTML body and keeps the words', () => {
    const text = `Hello,\n\nCreate your account: https://w.example/signup?invite=${token}\n\nThe link works once.`;
    expect(redactLinks(text)).toBe('Hello,\n\nCreate your account: https://w.example/signup?[redacted]\n\nThe link works once.');
    const html = `<a href="https://w.example/reset-password?token=${token}&amp;x=1">Choose</a><p>https://w.example/reset-password?token=${token}</p>`;
    expect(redactLinks(html)).toBe('<a href="https://w.example/reset-password?[redacted]">Choose</a><p>https://w.example/reset-password?[redacted]</p>');
  });

  it('finds the links a developer clicks', () => {
    expect(findLinks(`a https://w.example/signup?invite=${token} b http://localhost:3000/admin`)).toEqual([
      `https://w.example/signup?invite=${token}`,
      'http://localhost:3000/admin',
    ]);
  });
});

describe('the request log serializer', () => {
  it('logs method, redacted URL and the client, and nothing else of the request', () => {
    const logged = requestLogSerializers.req({ method: 'GET', url: `/reset-password?token=${token}`, host: 'localhost:3000', ip: '127.0.0.1', socket: { remotePort: 5555 } });
    expect(logged).toEqual({ method: 'GET', url: '/reset-password?[redacted]', host: 'localhost:3000', remoteAddress: '127.0.0.1', remotePort: 5555 });
  });
});
