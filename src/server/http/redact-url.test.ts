import fc from 'fast-check';
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
    [`/api/shared-itineraries/${token}`, '/api/shared-itineraries/[redacted]'],
    [`/trips/shared/${token}`, '/trips/shared/[redacted]'],
    [`/Trips/Shared/${token}?utm_source=mail`, '/Trips/Shared/[redacted]?[redacted]'],
    [`//api//shared-itineraries//${token}`, '//api//shared-itineraries//[redacted]'],
    [`/api/%73hared-itineraries/${token}`, '/api/shared-itineraries/[redacted]'],
  ])('hides the secret in %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
    expect(redactUrl(url)).not.toContain(token);
  });

  it('never keeps a share token, however the path is written', () => {
    const shareToken = fc.stringMatching(/^[A-Za-z0-9_-]{43}$/);
    const path = fc.constantFrom('/api/shared-itineraries/', '/trips/shared/', '//trips//shared/', '/api/%73hared-itineraries/', '/%74rips/shared/');
    const casing = fc.array(fc.boolean(), { minLength: 40, maxLength: 40 });
    fc.assert(
      fc.property(path, casing, shareToken, fc.constantFrom('', '/', '?x=1', '#top', '/calendar'), (prefix, upper, secret, tail) => {
        const written = [...prefix].map((char, index) => (upper[index] && !prefix.slice(Math.max(0, index - 2), index + 1).includes('%') ? char.toUpperCase() : char)).join('');
        expect(redactUrl(`${written}${secret}${tail}`)).not.toContain(secret);
      }),
    );
  });

  it('keeps absolute links readable: origin and path stay', () => {
    expect(redactUrl(`https://wayfinder.example/reset-password?token=${token}`)).toBe('https://wayfinder.example/reset-password?[redacted]');
    expect(redactUrl(`http://localhost:3000/api/invitations/${token}`)).toBe('http://localhost:3000/api/invitations/[redacted]');
    expect(redactUrl(`https://wayfinder.example/trips/shared/${token}`)).toBe('https://wayfinder.example/trips/shared/[redacted]');
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
