/**
 * Helpers for build-public-set.ts: reading a file out of a fetched bare git directory at a pinned
 * commit, a small CSV parser (RFC 4180: quoted fields, doubled quotes, newlines inside quotes),
 * the text clean-up and cut, and the deterministic hash that splits a source into dev and held-out.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';

export const maxTextLength = 4_000;
export const minTextLength = 3;

/** The file at `commit:path` in the bare git directory `gitDir`, as UTF-8. */
export function readGitFile(gitDir: string, commit: string, filePath: string): string {
  return execFileSync('git', [`--git-dir=${gitDir}`, 'show', `${commit}:${filePath}`], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
}

/** The rows of a CSV file as records keyed by the header's names. */
export function parseCsv(content: string): Record<string, string>[] {
  const rows = csvRows(content.replace(/^\uFEFF/, ''));
  const header = rows.shift() ?? [];
  return rows
    .filter((row) => row.length > 1 || (row[0] ?? '') !== '')
    .map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])));
}

function csvRows(content: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < content.length; index += 1) {
    const char = content[index];
    if (quoted) {
      if (char === '"' && content[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && content[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** Non-empty lines of a text file, without their line ends. */
export function fileLines(content: string): string[] {
  return content.split(/\r?\n/).filter((line) => line.trim() !== '');
}

/** Trimmed, line ends made plain, runs of spaces collapsed; the paragraph breaks are kept. */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The text cut to at most `maxTextLength` characters, at the last sentence end when one is near. */
export function cutText(text: string): string {
  if (text.length <= maxTextLength) return text;
  const head = text.slice(0, maxTextLength);
  const sentenceEnd = Math.max(...['. ', '! ', '? ', '.\n', '!\n', '?\n'].map((end) => head.lastIndexOf(end)));
  if (sentenceEnd >= maxTextLength / 2) return head.slice(0, sentenceEnd + 1).trim();
  const space = head.lastIndexOf(' ');
  return (space >= maxTextLength / 2 ? head.slice(0, space) : head).trim();
}

/** The key two texts share when they differ only in case, spacing and punctuation. */
export function duplicateKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A number in [0, 1) from a SHA-256 of the value: the same value always lands on the same side. */
export function hashFraction(value: string): number {
  return createHash('sha256').update(value).digest().readUInt32BE(0) / 2 ** 32;
}

/** About 60% of the groups go to dev, the rest to held-out, decided by the group's hash alone. */
export function partOf(source: string, group: string): 'dev' | 'held-out' {
  return hashFraction(`part:${source}:${group}`) < 0.6 ? 'dev' : 'held-out';
}
