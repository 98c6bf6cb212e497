/**
 * Stripe's request parameters as the SDK encodes them: form fields (and GET query fields) with
 * bracketed keys, `metadata[userId]=u1`, `line_items[0][price]=price_1`, `expand[0]=customer`
 * (the SDK numbers arrays; Stripe's own docs write `expand[]=`, which is read the same way).
 */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue | undefined;
}

/** `a[b][0]` as ['a', 'b', '0']; a key without brackets is one part. */
function keyParts(key: string): string[] {
  const first = key.indexOf('[');
  if (first === -1) return [key];
  const parts = [key.slice(0, first)];
  for (const match of key.slice(first).matchAll(/\[([^\]]*)\]/g)) parts.push(match[1] ?? '');
  return parts;
}

const isIndex = (part: string) => part === '' || /^\d+$/.test(part);

/** Nests the fields; an object whose keys are all indexes becomes an array in index order. */
export function decodeStripeForm(fields: Iterable<[string, string]>): FormObject {
  const root: FormObject = {};
  for (const [key, value] of fields) {
    const parts = keyParts(key);
    let node: FormObject = root;
    parts.forEach((part, depth) => {
      // `[]` appends: give it the next free index of this node.
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (name === '__proto__' || name === 'constructor' || name === 'prototype') return;
      if (depth === parts.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (typeof next !== 'object' || next === null || Array.isArray(next)) node[name] = {};
      node = node[name] as FormObject;
    });
  }
  return arraysFromIndexes(root) as FormObject;
}

function arraysFromIndexes(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const entries = Object.entries(value).filter((entry): entry is [string, FormValue] => entry[1] !== undefined);
  const nested = entries.map(([key, child]) => [key, arraysFromIndexes(child)] as const);
  if (nested.length > 0 && nested.every(([key]) => isIndex(key))) {
    return nested.toSorted(([a], [b]) => Number(a) - Number(b)).map(([, child]) => child);
  }
  return Object.fromEntries(nested);
}

/** A parameter that must be a string, if present. */
export function stringParam(params: FormObject, name: string): string | undefined {
  const value = params[name];
  return typeof value === 'string' ? value : undefined;
}

/** A parameter that must be a flat string map (metadata). */
export function metadataParam(value: FormValue | undefined): Record<string, string> {
  if (value === undefined || typeof value === 'string' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** `expand` as a list of paths, whatever way it was written. */
export function expandParam(params: FormObject): string[] {
  const value = params.expand;
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}
