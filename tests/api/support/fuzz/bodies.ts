import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { applyMutations, type JsonSchema, type KnownValues, mutation, strangeKeys, valueFor } from './schema-values.ts';
import { anyText } from './strings.ts';

/** A request body as bytes on the wire, its headers and a label for the figures. */
export interface FuzzBody {
  shape: string;
  headers: Record<string, string>;
  bytes?: Buffer;
}

/** Image bytes for the multipart parts, made once by the suite. */
export interface SampleImages {
  png: Buffer;
  jpeg: Buffer;
  /** A tiny PNG whose header claims 8000x6000 pixels. */
  pixelBomb: Buffer;
}

const json = (value: unknown): Buffer => Buffer.from(JSON.stringify(value) ?? 'null');
const asJson = (shape: string, bytes: Buffer): FuzzBody => ({ shape, headers: { 'content-type': 'application/json' }, bytes });

/** JSON texts that are not JSON, or that JSON parsers have tripped on. */
const brokenJsonTexts: readonly string[] = [
  '{',
  '{"a":}',
  '[1,2',
  '{"a":1,}',
  "{'a':1}",
  'NaN',
  'undefined',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u00"}',
  '\uFEFF{}',
  '{"__proto__":{"isAdmin":true,"role":"admin"}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":{"__proto__":{"polluted":1}}}',
  '{"a":1}{"b":2}',
  `1${'0'.repeat(400)}`,
  `{"n":1${'0'.repeat(400)}}`,
  '{"message":"a","message":{"nested":true}}',
  '['.repeat(50_000) + ']'.repeat(50_000),
  '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000),
  '"just a string"',
  'null',
  '',
];

/** Content types a client may send instead of application/json, with JSON or other bytes. */
const oddContentTypes: readonly string[] = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=iso-8859-1',
  'application/json;;;',
  'APPLICATION/JSON',
  'application/json, text/html',
  'application/vnd.api+json',
  'application/merge-patch+json',
  '*/*',
  'text/event-stream',
  'multipart/form-data',
  'multipart/mixed; boundary=x',
  'image/png',
  'garbage',
  ';',
  'x/x; charset="unterminated',
];

/** A valid-shaped body for `schema`, as it is or with one to three fields made wrong. */
export function schemaBody(schema: JsonSchema, known: KnownValues): fc.Arbitrary<FuzzBody> {
  const valid = valueFor(schema, known, '', true);
  const loose = valueFor(schema, known);
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((value) => asJson('json: valid', json(value))) },
    { weight: 2, arbitrary: loose.map((value) => asJson('json: valid-shaped, lengths and ids at and past their bounds', json(value))) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(loose, fc.array(mutation, { minLength: 1, maxLength: 3 }))
        .map(([value, changes]) => asJson('json: wrong types, missing or extra fields', json(applyMutations(value, changes)))),
    },
    { weight: 1, arbitrary: valid.map((value) => ({ shape: 'json body, odd content type', headers: { 'content-type': 'text/plain' }, bytes: json(value) })) },
  );
}

/** Bodies that owe nothing to the route's schema: broken JSON, any JSON, odd types and encodings. */
export const looseBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  fc.constant<FuzzBody>({ shape: 'no body', headers: {} }),
  fc.constant(asJson('json content type, empty body', Buffer.alloc(0))),
  fc.constantFrom(...brokenJsonTexts).map((text) => asJson('malformed or hostile json', Buffer.from(text))),
  fc.jsonValue({ maxDepth: 4 }).map((value) => asJson('json: arbitrary value', json(value))),
  fc
    .tuple(fc.constantFrom(...strangeKeys), fc.jsonValue({ maxDepth: 2 }))
    .map(([key, value]) => asJson('json: prototype or strange key', Buffer.from(`{${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}}`))),
  fc
    .tuple(fc.constantFrom(...oddContentTypes), fc.oneof(fc.uint8Array({ maxLength: 300 }).map(Buffer.from), anyText(200).map((text) => Buffer.from(text))))
    .map(([type, bytes]) => ({ shape: 'odd content type', headers: { 'content-type': type }, bytes })),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => ({ shape: 'bytes without a content type', headers: {}, bytes: Buffer.from(bytes) })),
  fc.constantFrom('gzip', 'deflate', 'br', 'x-unknown').chain((encoding) =>
    fc.oneof(
      fc.constant({ shape: 'content-encoding, garbage bytes', headers: { 'content-type': 'application/json', 'content-encoding': encoding }, bytes: Buffer.from('not compressed') }),
      fc.constant({ shape: 'content-encoding, gzipped json', headers: { 'content-type': 'application/json', 'content-encoding': encoding }, bytes: gzipSync('{"a":1}') }),
    ),
  ),
  // Over the 1 MB body limit.
  fc.constant(asJson('json over the body limit', Buffer.from(`{"message":"${'a'.repeat(1_100_000)}"}`))),
);

/** One image in a form, as a browser sends a file input. */
export function wellFormedUpload(images: SampleImages): fc.Arbitrary<FuzzBody> {
  return fc.constantFrom(['image/png', images.png] as const, ['image/jpeg', images.jpeg] as const).map(([type, bytes]) => {
    const head = `--XyZ123\r\nContent-Disposition: form-data; name="file"; filename="photo"\r\nContent-Type: ${type}\r\n\r\n`;
    return { shape: 'multipart: one image', headers: { 'content-type': 'multipart/form-data; boundary=XyZ123' }, bytes: Buffer.concat([Buffer.from(head), bytes, Buffer.from('\r\n--XyZ123--\r\n')]) };
  });
}

interface Part {
  disposition: string | undefined;
  type: string | undefined;
  content: Buffer;
}

/** A multipart body, well formed or broken in one of the ways a client or an attacker can break it. */
export function multipartBody(images: SampleImages): fc.Arbitrary<FuzzBody> {
  const content = fc.oneof(
    fc.constantFrom(images.png, images.jpeg),
    fc.constantFrom(images.pixelBomb, Buffer.alloc(0), Buffer.from('GIF89a\u0001\u0000junk'), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
    fc.uint8Array({ maxLength: 200 }).map(Buffer.from),
    fc.tuple(fc.constantFrom(images.png, images.jpeg), fc.nat(), fc.integer({ min: 0, max: 255 })).map(([image, at, byte]) => {
      const corrupted = Buffer.from(image);
      corrupted[at % corrupted.length] = byte;
      return corrupted;
    }),
    fc.tuple(fc.constantFrom(images.png, images.jpeg), fc.nat()).map(([image, at]) => image.subarray(0, at % image.length)),
  );
  const part: fc.Arbitrary<Part> = fc.record({
    disposition: fc.constantFrom(
      'form-data; name="file"; filename="photo.png"',
      'form-data; name="file"; filename="photo.png"',
      'form-data; name="file"',
      'form-data; name="__proto__"; filename="x.png"',
      'form-data; name="constructor"',
      'form-data; name="file"; filename="../../../etc/passwd"',
      "form-data; name=\"file\"; filename*=UTF-8''%F0%9F%99%82.png",
      `form-data; name="${'n'.repeat(300)}"; filename="a.png"`,
      'attachment',
      undefined,
    ),
    type: fc.constantFrom('image/png', 'image/jpeg', 'image/gif', 'image/svg+xml', 'text/plain', 'application/json', 'image/png; charset=bogus', '', undefined),
    content,
  });
  const boundary = fc.constantFrom('XyZ123', '----WebKitFormBoundary7MA4YWxkTrZu0gW', 'a'.repeat(70), 'b'.repeat(200), '"quoted"', 'x;y');
  const breakage = fc.oneof(
    { weight: 4, arbitrary: fc.constant('none') },
    { weight: 4, arbitrary: fc.constantFrom('truncated', 'no closing boundary', 'other boundary in header', 'no boundary in header', 'LF line ends', 'preamble junk') },
  );
  // Mostly one part, as a browser sends; sometimes none or many.
  const partLists = fc.oneof({ weight: 2, arbitrary: part.map((one) => [one]) }, { weight: 1, arbitrary: fc.array(part, { minLength: 0, maxLength: 8 }) });
  return fc.tuple(partLists, boundary, breakage, fc.nat()).map(([parts, mark, broken, cut]) => {
    const bare = mark.replace(/^"|"$/g, '');
    const newline = broken === 'LF line ends' ? '\n' : '\r\n';
    const chunks: Buffer[] = broken === 'preamble junk' ? [Buffer.from(`junk before the first part${newline}`)] : [];
    for (const { disposition, type, content: bytes } of parts) {
      const headers = [disposition === undefined ? '' : `Content-Disposition: ${disposition}`, type === undefined ? '' : `Content-Type: ${type}`].filter(Boolean);
      chunks.push(Buffer.from(`--${bare}${newline}${headers.join(newline)}${newline}${newline}`), bytes, Buffer.from(newline));
    }
    if (broken !== 'no closing boundary') chunks.push(Buffer.from(`--${bare}--${newline}`));
    let bytes = Buffer.concat(chunks);
    if (broken === 'truncated') bytes = bytes.subarray(0, cut % Math.max(bytes.length, 1));
    const typeHeader =
      broken === 'no boundary in header' ? 'multipart/form-data' : `multipart/form-data; boundary=${broken === 'other boundary in header' ? 'SomethingElse' : mark}`;
    return { shape: `multipart: ${broken === 'none' ? `${parts.length} part(s)` : broken}`, headers: { 'content-type': typeHeader }, bytes };
  });
}
