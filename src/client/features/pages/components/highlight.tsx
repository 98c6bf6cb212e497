import type { ReactNode } from 'react';
import { normalizeQuery } from '../content/help-search.ts';

/** `text` with each occurrence of the (normalized, case-insensitive) query marked. */
export function Highlight({ text, query }: { text: string; query: string }) {
  const needle = normalizeQuery(query);
  if (!needle) return text;
  const haystack = text.toLowerCase();
  const parts: ReactNode[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push(text.slice(from, at));
    parts.push(
      <mark key={at} className="rounded-sm bg-primary/25 text-inherit">
        {text.slice(at, at + needle.length)}
      </mark>,
    );
    from = at + needle.length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}
