/**
 * Control characters have no place in what people write, and some are dangerous where the text
 * goes next: a lone carriage return ends a line in a calendar file or a mail header, a NUL stops
 * PostgreSQL's text type, escape sequences rewrite a terminal reading the log. Every line break
 * becomes `\n`; tabs stay; every other C0 and C1 control character and DEL goes. Half of a
 * surrogate pair (half an emoji, which JSON can carry as "\ud83c") becomes U+FFFD: PostgreSQL's
 * jsonb refuses it, and a saved plan holding one answered 500.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const lineBreaks = /\r\n?|[\u2028\u2029\u0085]/g;

export function stripControlCharacters(text: string): string {
  return text.toWellFormed().replace(lineBreaks, '\n').replace(controlCharacters, '');
}

/**
 * A parsed JSON object, a query string's or the path parameters; not a Buffer, a stream or a Date.
 * Fastify's query parser makes its objects from a prototype that itself has none (faster than
 * Object.create(null)): such a chain counts too, or a query's NUL reached PostgreSQL (500).
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}

/** Every string in a parsed JSON value, cleaned; anything else (numbers, buffers, keys) as it was. */
export function stripControlCharactersDeep(value: unknown): unknown {
  if (typeof value === 'string') return stripControlCharacters(value);
  if (Array.isArray(value)) return value.map(stripControlCharactersDeep);
  if (isPlainObject(value)) {
    // fromEntries defines own properties: a "__proto__" key stays a key, never the prototype.
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, stripControlCharactersDeep(entry)]));
  }
  return value;
}
