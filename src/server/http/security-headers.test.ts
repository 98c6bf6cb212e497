import { describe, expect, it } from 'vitest';
import type { FastifyReply } from 'fastify';
import { applySecurityHeaders, documentlessHeaders, securityHeaders } from './security-headers.ts';

describe('securityHeaders', () => {
  it("records helmet's headers for the policy given, once", () => {
    const headers = securityHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"], upgradeInsecureRequests: null } },
      crossOriginEmbedderPolicy: false,
    });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(Object.isFrozen(headers)).toBe(true);
  });

  it('gives a non-document the short set, with the page policy\'s HTTPS rule', () => {
    const page = securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } } });
    const other = documentlessHeaders(page);
    expect(other).toEqual({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': page['strict-transport-security'],
    });
  });

  it('chooses by content type and keeps what the route set', () => {
    const page = { 'content-security-policy': "default-src 'self'", 'referrer-policy': 'no-referrer' };
    const other = { 'content-security-policy': "default-src 'none'" };
    const replyWith = (set: Record<string, string>, statusCode = 200) => {
      const headers: Record<string, string> = { ...set };
      const reply = {
        statusCode,
        getHeader: (name: string) => headers[name],
        hasHeader: (name: string) => name in headers,
        header(name: string, value: string) {
          headers[name] = value;
          return reply;
        },
      };
      return { reply: reply as unknown as FastifyReply, headers };
    };
    const html = replyWith({ 'content-type': 'text/html; charset=utf-8' });
    applySecurityHeaders(html.reply, { page, other });
    expect(html.headers).toMatchObject(page);
    const json = replyWith({ 'content-type': 'application/json; charset=utf-8' });
    applySecurityHeaders(json.reply, { page, other });
    expect(json.headers['content-security-policy']).toBe("default-src 'none'");
    expect(json.headers['referrer-policy']).toBeUndefined();
    const untyped = replyWith({});
    applySecurityHeaders(untyped.reply, { page, other });
    expect(untyped.headers['content-security-policy']).toBe("default-src 'none'");
    const own = replyWith({ 'content-type': 'text/html', 'content-security-policy': "default-src 'self' docs" });
    applySecurityHeaders(own.reply, { page, other });
    expect(own.headers['content-security-policy']).toBe("default-src 'self' docs");
    expect(own.headers['referrer-policy']).toBe('no-referrer');
    // A revalidated page keeps the headers the browser stored it with.
    const notModified = replyWith({}, 304);
    applySecurityHeaders(notModified.reply, { page, other });
    expect(notModified.headers).toEqual({});
  });
});
