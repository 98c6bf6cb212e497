import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { avatarDecodeQueue } from '../../src/server/account/avatar-image.ts';
import { advisorList } from './support/chat.ts';
import { backends, signUpAndSignIn, startTestServer, type TestServer, type TestUser } from './support/test-server.ts';

async function upload(server: TestServer, user: TestUser, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  const response = await fetch(`${server.url}/api/me/avatar`, { method: 'POST', headers: user.headers, body: form });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

/** A valid PNG header that claims `width` x `height` pixels, followed by almost no pixel data. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.alloc(64))), pngChunk('IEND', Buffer.alloc(0))]);
}

const solidPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } }).png({ compressionLevel: 9 }).toBuffer();

/** Multipart bodies the reader cannot make sense of, each with the Content-Type it is sent with. */
const brokenUploads: [string, string, string][] = [
  ['a part cut off before its end', 'multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc'],
  ['a body without any boundary line', 'multipart/form-data; boundary=XYZ', 'not a multipart body at all'],
  ['a Content-Type without a boundary', 'multipart/form-data', '--XYZ\r\n'],
  ['a boundary line and nothing else', 'multipart/form-data; boundary=XYZ', '--XYZ\r\n'],
];

const tooManyPixels = {
  code: 'payload_too_large:avatar_pixels',
  message: 'The photo has too many pixels. Please choose one of at most 16 megapixels (for example 4000 x 4000).',
};

describe.each(backends)('profile photo uploads on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { DEMO_ACCOUNTS: 'false' }, { captureLogs: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(brokenUploads)('answers a malformed upload (%s) with 400 and logs no error, for a profile photo and an advisor image', async (_case, contentType, body) => {
    const [user, admin] = [await signUpAndSignIn(server), await signUpAndSignIn(server, { role: 'admin' })];
    const [advisor] = await advisorList(server);
    const logsBefore = server.logs.length;
    for (const [path, headers] of [
      ['/api/me/avatar', user.headers],
      [`/api/admin/advisors/${advisor?.id}/images/avatar`, admin.headers],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { ...headers, 'content-type': contentType }, body });
      expect({ path, status: response.status, body: await response.json() }).toEqual({
        path,
        status: 400,
        body: { error: { code: 'bad_request:upload', message: 'The upload could not be read. Please choose the image file again.' } },
      });
    }
    const errors = server.logs.slice(logsBefore).filter((line) => Number(line.level) >= 50);
    expect(errors).toEqual([]);
  });

  it('refuses a small PNG whose header claims 8000x6000 pixels, before decoding it', async () => {
    const user = await signUpAndSignIn(server);
    const bomb = pngClaiming(8000, 6000);
    expect(bomb.length).toBeLessThan(200);
    const response = await upload(server, user, bomb);
    expect(response.status).toBe(413);
    expect(response.body.error).toEqual(tooManyPixels);
  });

  it('refuses a real 20-megapixel image that fits in 70 KB, and takes one of 16 megapixels', async () => {
    const user = await signUpAndSignIn(server);
    const large = await solidPng(5000, 4000);
    expect(large.length).toBeLessThan(2 * 1024 * 1024);
    const refused = await upload(server, user, large);
    expect(refused.status).toBe(413);
    expect(refused.body.error).toEqual(tooManyPixels);
    const atTheLimit = await upload(server, user, await solidPng(4000, 4000));
    expect(atTheLimit.status).toBe(200);
    expect(atTheLimit.body.photoURL).toMatch(/^\/api\/avatars\//);
  });

  it('converts two uploads sent at once, one after the other, and both succeed', async () => {
    const [first, second] = [await signUpAndSignIn(server), await signUpAndSignIn(server)];
    const [firstPhoto, secondPhoto] = [await solidPng(1200, 900), await solidPng(900, 1200)];
    // The server runs in this process: hold the decode queue so both uploads must wait in it.
    let release = () => {};
    const held = avatarDecodeQueue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const both = Promise.all([upload(server, first, firstPhoto), upload(server, second, secondPhoto)]);
    await vi.waitFor(() => expect(avatarDecodeQueue.waiting).toBe(2), { timeout: 10_000 });
    expect(avatarDecodeQueue.active).toBe(1);
    release();
    await held;
    const [a, b] = await both;
    expect([a.status, b.status]).toEqual([200, 200]);
    expect({ active: avatarDecodeQueue.active, waiting: avatarDecodeQueue.waiting }).toEqual({ active: 0, waiting: 0 });
    for (const user of [first, second]) {
      const image = await fetch(`${server.url}/api/avatars/${user.id}`);
      expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    }
  });

  it('allows 10 uploads per user per hour, then answers 429 to that user only', async () => {
    const busy = await signUpAndSignIn(server);
    const other = await signUpAndSignIn(server);
    const png = await solidPng(64, 64);
    for (let attempt = 0; attempt < 10; attempt++) expect((await upload(server, busy, png)).status).toBe(200);
    const refused = await upload(server, busy, png);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({ code: 'rate_limit:avatar', message: 'You have changed your photo many times in the last hour. Please try again later.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60 * 59);
    expect((await upload(server, other, png)).status).toBe(200);
  });
});
