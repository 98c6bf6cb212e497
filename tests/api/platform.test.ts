import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, startTestServer, type TestServer } from './support/test-server.ts';

describe.each(backends)('platform on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('reports health with the database in use', async () => {
    const response = await call(server, '/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: backend });
  });

  it("sends an API answer the security headers a non-document needs, and a request id of the server's own, whatever the client sent", async () => {
    const response = await call(server, '/api/health', { headers: { 'x-request-id': 'trace-123' } });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    // The document-only headers stay on pages.
    expect(response.headers.get('referrer-policy')).toBeNull();
    expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
    const generated = await call(server, '/api/health');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // A revalidated answer keeps the headers it was stored with: a 304 sends none to merge into them.
    const list = await fetch(`${server.url}/api/advisors`);
    await list.arrayBuffer();
    const revalidated = await fetch(`${server.url}/api/advisors`, { headers: { 'if-none-match': list.headers.get('etag') ?? '' } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('content-security-policy')).toBeNull();
    expect(revalidated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // An error answer too.
    const missing = await call(server, '/api/nothing-here');
    expect(missing.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("sends an HTML page the page's headers, and keeps a policy the route set itself (the API docs)", async () => {
    const docs = await fetch(`${server.url}/api/docs/`);
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-type')).toMatch(/^text\/html/);
    expect(docs.headers.get('referrer-policy')).toBe('no-referrer');
    expect(docs.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(docs.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    // @fastify/swagger-ui's own policy (its inline script's hash), not ours.
    expect(docs.headers.get('content-security-policy')).toContain('validator.swagger.io');
  });

  it('sends the advisor list compressed once, as the client accepts it: Brotli, gzip or plain, the same list', async () => {
    const lists: unknown[] = [];
    for (const [accepted, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await fetch(`${server.url}/api/advisors`, { headers: { 'accept-encoding': accepted } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(expected);
      expect(response.headers.get('vary')).toContain('accept-encoding');
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      lists.push(await response.json());
    }
    expect((lists[0] as unknown[]).length).toBeGreaterThan(0);
    for (const list of lists) expect(list).toEqual(lists[0]);
  });

  it('describes the API with OpenAPI at /api/docs', async () => {
    const json = await call(server, '/api/docs/json');
    expect(json.status).toBe(200);
    expect(json.body.openapi).toMatch(/^3\./);
    expect(Object.keys(json.body.paths)).toEqual(expect.arrayContaining(['/api/advisors', '/api/advisors/{slug}', '/api/newsletter', '/api/health']));
    const ui = await call(server, '/api/docs/');
    expect(ui.status).toBe(200);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await call(server, '/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found:route');
  });
});
