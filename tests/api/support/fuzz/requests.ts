import fc from 'fast-check';
import { type FuzzBody, looseBody, multipartBody, type SampleImages, schemaBody, wellFormedUpload } from './bodies.ts';
import { type JsonSchema, type KnownValues, valueFor, wrongValue } from './schema-values.ts';
import { anyText } from './strings.ts';
import type { Target } from './targets.ts';

/** One request as the fuzz sends it; the role's cookie and Origin are added when it is sent. */
export interface FuzzRequest {
  target: string;
  method: string;
  /** Path and query, encoded as they go on the wire. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** What kind of body it carries, for the figures. */
  shape: string;
}

/** What the suite knows of the app's data: ids for a path parameter, values for a named field. */
export interface Pools {
  known: KnownValues;
  /** Real values for a path parameter of a route (`/api/conversations/:id`, `id`). */
  pathValues(url: string, name: string): readonly string[];
  images: SampleImages;
}

/** Percent-encoded UTF-8; a lone surrogate has no UTF-8 form, so it goes as U+FFFD (oddSegments sends its raw bytes). */
const encode = (text: string) => encodeURIComponent(text.toWellFormed());

/** Path segments that routers and decoders have choked on. */
const oddSegments = ['%', '%00', '%ED%A0%80', '%C0%AF', '%ZZ', '%E0%A4%A', '..', '.', '%2e%2e', '%2F', '%2e%2e%2f%2e%2e%2fpackage.json', '~', '-1', '0', '1e309', '99999999999999999999', '1.5', 'NaN', 'null', '__proto__', 'constructor', '%20', '+', ';x=1', 'a'.repeat(257), 'a'.repeat(300)];

/** Odd values of a few request headers; each request takes none, one or several. */
const oddHeaders: Record<string, readonly string[]> = {
  accept: ['*/*', 'application/json', 'text/html', 'text/event-stream', 'application/xml', 'image/webp', '*/*;q=abc', '', ',,,', 'text/html;q=0.9,*/*;q=0'],
  'accept-encoding': ['gzip', 'br', 'deflate', 'zstd', 'identity;q=0', '*;q=0', 'gzip;q=NaN', 'x-unknown', 'gzip, deflate, br, zstd'],
  'accept-language': ['fr-FR', '*', 'x'.repeat(1_000), 'zz-ZZ;q=2'],
  'x-request-id': ['FORGED-id', '', 'x'.repeat(2_000), '../../etc', '00000000-0000-0000-0000-000000000000'],
  'x-forwarded-for': ['1.2.3.4', 'not an address', '::1, 10.0.0.1, unknown', ''],
  'x-forwarded-host': ['evil.example', '', 'a b'],
  'x-forwarded-proto': ['https', 'gopher', ''],
  'sec-fetch-site': ['cross-site', 'same-origin', 'none', 'junk'],
  origin: ['null', 'https://evil.example', 'http://127.0.0.1', ''],
  host: ['evil.example', '[::1]', 'a b', '%', '', 'x'.repeat(300), '127.0.0.1:0', 'localhost:99999'],
  'if-none-match': ['W/"x"', '*', 'garbage'],
  'if-modified-since': ['Thu, 01 Jan 1970 00:00:00 GMT', 'garbage', '9999'],
  range: ['bytes=0-0', 'bytes=abc', 'bytes=9999999999-'],
  'user-agent': ['', 'x'.repeat(8_000)],
  'x-http-method-override': ['DELETE', 'PUT'],
  authorization: ['Bearer junk', 'Basic %%%', ''],
  cookie: ['wayfinder.session_token=garbage', `wayfinder.session_token=${'a'.repeat(4_000)}`, '=;;;', 'a=%ZZ', 'wayfinder.session_token=x.y; wayfinder.session_token=z'],
};

/** Header values go on the wire as Latin-1 bytes; a line break would start another header, NUL is refused by every parser. */
export const headerSafe = (text: string) => text.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');

const headersArbitrary: fc.Arbitrary<Record<string, string>> = fc
  .oneof(
    { weight: 3, arbitrary: fc.constant([] as [string, string][]) },
    {
      weight: 2,
      arbitrary: fc.array(
        fc.constantFrom(...Object.keys(oddHeaders)).chain((name) =>
          fc.oneof(fc.constantFrom(...(oddHeaders[name] ?? [''])), anyText(40).map(headerSafe)).map((value) => [name, value] as [string, string]),
        ),
        { minLength: 1, maxLength: 4 },
      ),
    },
  )
  .map((pairs) => Object.fromEntries(pairs));

const stringOf = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
const shortWrongValue = wrongValue.filter((value) => stringOf(value).length < 2_000);

function segmentArbitrary(target: Target, name: string, schema: JsonSchema | undefined, pools: Pools, valid = false): fc.Arbitrary<string> {
  const real = pools.pathValues(target.url, name);
  if (valid && real.length > 0) return fc.constantFrom(...real).map(encode);
  if (valid && schema) return valueFor(schema, pools.known, name, true).map((value) => encode(stringOf(value)));
  const options: fc.WeightedArbitrary<string>[] = [
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: anyText(60).map(encode) },
    { weight: 1, arbitrary: fc.constantFrom(...oddSegments) },
  ];
  if (real.length > 0) options.push({ weight: 5, arbitrary: fc.constantFrom(...real).map(encode) });
  if (schema) options.push({ weight: 2, arbitrary: valueFor(schema, pools.known, name).map((value) => encode(stringOf(value))) });
  return fc.oneof(...options);
}

/** The path with each `:name` filled in; under /api/auth/* the endpoint's own path, or a made-up one. */
function pathArbitrary(target: Target, pools: Pools, valid = false): fc.Arbitrary<string> {
  if (target.url === '/api/auth/*') {
    const endpoints = target.authEndpoints;
    if (endpoints === undefined) return fc.oneof(anyText(40).map(encode), fc.constantFrom(...oddSegments)).map((rest) => `/api/auth/${rest}`);
    // Endpoints with a parameter (/reset-password/:token, /callback/:id) get an odd or random one.
    const filled = (endpoint: string) =>
      fc.tuple(...endpoint.split('/').map((part) => (part.startsWith(':') ? segmentArbitrary(target, part.slice(1), undefined, pools, valid) : fc.constant(part)))).map((parts) => parts.join('/'));
    return fc.constantFrom(...endpoints).chain(filled).map((endpoint) => `/api/auth/${endpoint}`);
  }
  if (target.url === '/api/:anything') return fc.oneof(anyText(40).map(encode), fc.constantFrom(...oddSegments)).map((rest) => `/api/nothing-here/${rest}`);
  const parts = target.url.split('/').map((part): fc.Arbitrary<string> => {
    if (part === '*') return fc.oneof(fc.constantFrom('index.css', 'swagger-ui.css', '../../../package.json', '..%2f..%2fpackage.json', '%00', ''), anyText(30).map(encode));
    if (!part.startsWith(':')) return fc.constant(part);
    const name = part.slice(1);
    const schema = target.operation?.parameters?.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema;
    return segmentArbitrary(target, name, schema, pools, valid);
  });
  return fc.tuple(...parts).map((filled) => filled.join('/'));
}

/** Query parameters the schema declares (valid-shaped or wrong), repeated keys, and junk ones. */
function queryArbitrary(target: Target, pools: Pools): fc.Arbitrary<string> {
  const declared = (target.operation?.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const authFields = target.authEndpoints === undefined ? [] : ['id', 'userId', 'token', 'callbackURL', 'searchValue', 'limit', 'offset', 'sortBy', 'filterValue', 'disableCookieCache'];
  const fields = [...declared.map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {} })), ...authFields.map((name) => ({ name, schema: {} }))];
  const pair = (name: string, value: fc.Arbitrary<unknown>) => value.map((found) => `${encode(name)}=${encode(stringOf(found))}`);
  // Wrong values here are short: a long one makes a request line over Node's 16 KB header limit,
  // refused (431) before any route runs; `junk` sends one such line now and then.
  const declaredPairs = fields.map(({ name, schema }) =>
    fc.oneof({ weight: 4, arbitrary: pair(name, valueFor(schema, pools.known, name).filter((value) => stringOf(value).length < 2_000)) }, { weight: 1, arbitrary: pair(name, shortWrongValue) }),
  );
  const junk = fc.oneof(
    fc.constantFrom('__proto__=x', '__proto__[isAdmin]=true', 'constructor[prototype][isAdmin]=1', 'a[b][c]=d', 'flag', '=value', '&&&', '%ZZ=1', 'q=%E0%A4%A', `q=${'a'.repeat(10_000)}`, `q=${'a'.repeat(20_000)}`),
    fc.tuple(anyText(20), anyText(40)).map(([key, value]) => `${encode(key)}=${encode(value)}`),
  );
  const some = fields.length > 0 ? fc.subarray(declaredPairs.map((_, index) => index), { minLength: 0 }) : fc.constant([] as number[]);
  return fc
    .tuple(some.chain((chosen) => (chosen.length > 0 ? fc.tuple(...chosen.map((index) => declaredPairs[index] as fc.Arbitrary<string>)) : fc.constant([] as string[]))), fc.array(junk, { maxLength: 2 }), fc.boolean())
    .map(([pairs, extra, repeat]) => {
      // A declared key twice makes an array where the schema expects one value.
      const all = [...pairs, ...extra, ...(repeat && pairs[0] ? [pairs[0]] : [])];
      return all.length > 0 ? `?${all.join('&')}` : '';
    });
}

/** Fields of Better Auth's endpoints: no OpenAPI schema says them, so the fuzz names them here. */
const authBodySchema: JsonSchema = {
  type: 'object',
  properties: Object.fromEntries(
    [
      ...['email', 'password', 'name', 'newPassword', 'currentPassword', 'token', 'callbackURL', 'userId', 'banReason', 'inviteToken', 'sessionToken', 'provider', 'idToken', 'image'].map((key) => [key, { type: 'string' }]),
      ['role', { type: 'string', enum: ['admin', 'user', 'superadmin'] }],
      ['rememberMe', { type: 'boolean' }],
      ['revokeOtherSessions', { type: 'boolean' }],
      ['banExpiresIn', { type: 'integer', minimum: -1, maximum: 1e9 }],
      ['data', { type: 'object', properties: { role: { type: 'string' }, plan: { type: 'string', enum: ['premium', 'free'] }, banned: { type: 'boolean' } } }],
    ] as [string, JsonSchema][],
  ),
};

function bodyArbitrary(target: Target, pools: Pools): fc.Arbitrary<FuzzBody> {
  const schema = target.authEndpoints !== undefined ? authBodySchema : target.operation?.requestBody?.content?.['application/json']?.schema;
  const multipart = multipartBody(pools.images);
  if (target.method === 'GET' || target.method === 'HEAD') {
    return fc.oneof({ weight: 9, arbitrary: fc.constant<FuzzBody>({ shape: 'no body', headers: {} }) }, { weight: 1, arbitrary: looseBody });
  }
  if (target.upload) return fc.oneof({ weight: 6, arbitrary: multipart }, { weight: 2, arbitrary: looseBody });
  if (schema) return fc.oneof({ weight: 6, arbitrary: schemaBody(schema, pools.known) }, { weight: 3, arbitrary: looseBody }, { weight: 1, arbitrary: multipart });
  return fc.oneof({ weight: 4, arbitrary: looseBody }, { weight: 1, arbitrary: multipart });
}

/**
 * A request the route should take: real ids in the path, the declared query, a strict body (or one
 * image for an upload), no odd header. Its text fields still hold the tricky and arbitrary texts,
 * and it gets past validation to the code that stores, screens or sends that text.
 */
function validRequest(target: Target, pools: Pools): fc.Arbitrary<[string, string, Record<string, string>, FuzzBody]> {
  const declared = (target.operation?.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const query = fc
    .tuple(...declared.map((parameter) => fc.option(valueFor(parameter.schema ?? {}, pools.known, parameter.name, true), { nil: undefined })))
    .map((values) => values.flatMap((value, index) => (value === undefined ? [] : [`${encode(declared[index]?.name ?? '')}=${encode(stringOf(value))}`])).join('&'))
    .map((pairs) => (pairs ? `?${pairs}` : ''));
  const schema = target.operation?.requestBody?.content?.['application/json']?.schema;
  const body: fc.Arbitrary<FuzzBody> = target.upload
    ? wellFormedUpload(pools.images)
    : schema && target.method !== 'GET' && target.method !== 'HEAD'
      ? valueFor(schema, pools.known, '', true).map((value) => ({ shape: 'json: valid', headers: { 'content-type': 'application/json' }, bytes: Buffer.from(JSON.stringify(value)) }))
      : fc.constant({ shape: 'no body', headers: {} });
  return fc.tuple(pathArbitrary(target, pools, true), query, fc.constant({}), body);
}

/** The requests of one target, generated from its route, its OpenAPI operation and the pools: a third valid, the rest anything. */
export function requestArbitrary(target: Target, pools: Pools): fc.Arbitrary<FuzzRequest> {
  const anything = fc.tuple(pathArbitrary(target, pools), queryArbitrary(target, pools), headersArbitrary, bodyArbitrary(target, pools));
  return fc.oneof({ weight: 1, arbitrary: validRequest(target, pools) }, { weight: 2, arbitrary: anything }).map(([path, query, headers, body]) => ({
    target: target.key,
    method: target.method,
    path: `${path}${query}`,
    headers: { ...body.headers, ...headers },
    ...(body.bytes ? { body: body.bytes } : {}),
    shape: body.shape,
  }));
}
