import fc from 'fast-check';
import { anyText, hugeTexts, textInBounds, textWithin } from './strings.ts';

/** The part of JSON Schema (as @fastify/swagger writes our zod schemas) that the fuzz reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/**
 * Values the app knows (advisor ids, slugs, the suite's own users' ids and emails...), so that a
 * valid-shaped request reaches the code behind the lookup, not only the 404.
 */
export type KnownValues = (name: string) => readonly string[];

/**
 * A value for `schema`, with text drawn from the tricky and arbitrary texts. `strict` keeps it
 * valid as the schema sees it (lengths within bounds, known ids and dates where the app has them),
 * so that the request gets past validation to the code behind it; otherwise lengths go to and past
 * their bounds and made-up ids and dates come too.
 */
export function valueFor(schema: JsonSchema, known: KnownValues, name = '', strict = false): fc.Arbitrary<unknown> {
  const plain = plainValueFor(schema, known, name, strict);
  return schema.nullable ? fc.oneof({ weight: 5, arbitrary: plain }, { weight: 1, arbitrary: fc.constant(null) }) : plain;
}

function plainValueFor(schema: JsonSchema, known: KnownValues, name: string, strict: boolean): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((choice) => valueFor(choice, known, name, strict)));
  const type = [schema.type ?? 'string'].flat()[0];
  switch (type) {
    case 'object':
      return objectFor(schema, known, strict);
    case 'array': {
      const item = valueFor(schema.items ?? {}, known, name, strict);
      const max = Math.min(schema.maxItems ?? 8, 8);
      const items = fc.array(item, { minLength: Math.min(schema.minItems ?? 0, max), maxLength: max });
      return schema.maxItems === undefined ? items : fc.oneof({ weight: 6, arbitrary: items }, { weight: 1, arbitrary: fc.array(item, { minLength: schema.maxItems, maxLength: schema.maxItems }) });
    }
    case 'integer':
      if (strict && known(name).length > 0) return fc.constantFrom(...known(name).map(Number));
      return fc.integer({ min: Math.max(schema.minimum ?? -1e6, Number.MIN_SAFE_INTEGER), max: Math.min(schema.maximum ?? 1e6, Number.MAX_SAFE_INTEGER) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    default:
      return stringFor(schema, known, name, strict);
  }
}

function stringFor(schema: JsonSchema, known: KnownValues, name: string, strict: boolean): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 2_000;
  // A field the app looks up (an id, a date, an email) gets a real value when strict, mostly
  // otherwise; free text gets the generated text.
  const values = known(name);
  if (strict && values.length > 0) return fc.constantFrom(...values);
  // Our own schema's patterns (dates and the like), never user text, become a generator here.
  const matching = schema.pattern ? fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length >= min && text.length <= max) : undefined;
  // Strict text is never blank, and short where the document gives no limit: a refinement it cannot
  // show may hold one (an advisor's name is at most 80 characters, a method's scope is not empty).
  if (strict) return matching ?? (schema.format === 'uuid' ? fc.uuid() : textInBounds(min, schema.maxLength ?? 60).filter((text) => text.trim().length > 0));
  const options: fc.WeightedArbitrary<string>[] = [{ weight: 3, arbitrary: textWithin(min, max) }];
  if (values.length > 0) options.push({ weight: 6, arbitrary: fc.constantFrom(...values) });
  if (schema.format === 'uuid') options.push({ weight: 3, arbitrary: fc.uuid() });
  if (matching) options.push({ weight: 4, arbitrary: matching });
  return fc.oneof(...options);
}

function objectFor(schema: JsonSchema, known: KnownValues, strict: boolean): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, valueFor(property, known, key, strict)]));
  // Optional fields come and go; required ones are always there (the mutations take them away).
  return fc.record(fields, { requiredKeys: Object.keys(properties).filter((key) => required.has(key)) });
}

/** A value of the wrong kind for any field: other JSON types, boundary numbers, huge texts and arrays. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, -0.000001, 1e308, -1e308, 2 ** 53, 2 ** 63, '', '0', 'x', [], {}, [null], { '': '' }),
  anyText(50),
  fc.constantFrom(...hugeTexts),
  fc.integer(),
  fc.double(),
  fc.constant(Array.from({ length: 10_000 }, (_, index) => index)),
  fc.constant(Array.from({ length: 2_000 }, () => ({ role: 'user', content: 'x'.repeat(100) }))),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Keys that reach for an object's prototype, and keys no schema has. */
export const strangeKeys = ['__proto__', 'constructor', 'prototype', '__defineGetter__', 'toString', 'valueOf', '', ' ', '$where', 'a.b', 'ünïcode', 'x'.repeat(1_000)];

/** One change that makes a valid-shaped body invalid: `at` picks the place, by position in the tree. */
export type Mutation = { kind: 'replace'; at: number; value: unknown } | { kind: 'remove'; at: number } | { kind: 'add'; at: number; key: string; value: unknown };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: wrongValue }),
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('add' as const), at: fc.nat(), key: fc.oneof(fc.constantFrom(...strangeKeys), fc.string()), value: wrongValue }),
);

type Container = Record<string, unknown> | unknown[];

/** Every object and array in `value`, the root first. */
function containers(value: unknown, found: Container[] = []): Container[] {
  if (value !== null && typeof value === 'object') {
    found.push(value as Container);
    for (const child of Object.values(value)) containers(child, found);
  }
  return found;
}

/** `value` with the mutations applied (on a deep copy); a scalar root is replaced whole. */
export function applyMutations(value: unknown, mutations: readonly Mutation[]): unknown {
  let root = structuredClone(value);
  for (const original of mutations) {
    // The wrong values are shared constants: a copy, so that a later mutation cannot change them.
    const change = 'value' in original ? { ...original, value: structuredClone(original.value) } : original;
    const places = containers(root);
    const place = places[change.at % Math.max(places.length, 1)];
    if (!place) {
      if (change.kind !== 'remove') root = change.value;
      continue;
    }
    const keys = Object.keys(place);
    const key = keys[change.at % Math.max(keys.length, 1)];
    if (change.kind === 'add') {
      // defineProperty: a plain assignment of '__proto__' would set the prototype, not a key.
      if (Array.isArray(place)) place.push(change.value);
      else Object.defineProperty(place, change.key, { value: change.value, enumerable: true, configurable: true, writable: true });
    } else if (key === undefined) continue;
    else if (change.kind === 'remove') {
      if (Array.isArray(place)) place.splice(Number(key), 1);
      else delete place[key];
    } else (place as Record<string, unknown>)[key] = change.value;
  }
  return root;
}
