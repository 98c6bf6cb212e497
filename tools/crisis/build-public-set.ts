/**
 * `node tools/crisis/build-public-set.ts --mirror <dir> --out <file.jsonl> [--git owner/name=<git-dir>]...`
 *
 * Builds the public crisis set: real, public, human-written text that nobody on the team wrote,
 * labelled crisis or safe from each source's own labels (public-sources.ts says how). The sources
 * are read from fetched bare git directories, `<dir>/<owner>+<name>/repo` by default (`--git` names
 * another for one repository), at the commits public-sources.ts pins. The set is written OUTSIDE
 * the repository and never committed; only this script is.
 *
 * Each line of the output: `{id, text, label, source, lang, category, part}`. Texts are cleaned,
 * cut to 4,000 characters at a sentence end, and deduplicated across all sources (a text seen with
 * both labels is dropped). Each source keeps at most its cap of items per label and language,
 * chosen by hash, and is split about 60/40 into `dev` and `held-out` by a hash of the author,
 * thread or question (of the text where there is none), so one author never spans both parts.
 * Prints the counts per source, label and part.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type PublicLabel, type PublicSource, type RawItem, publicSources } from './public-sources.ts';
import { cleanText, cutText, duplicateKey, hashFraction, minTextLength, partOf, readGitFile } from './public-set-text.ts';

interface PublicItem {
  id: string;
  text: string;
  label: PublicLabel;
  source: string;
  lang: string;
  category: string;
  part: 'dev' | 'held-out';
}

function argumentValues(name: string): string[] {
  const values: string[] = [];
  process.argv.forEach((arg, index) => {
    if (arg === name && process.argv[index + 1]) values.push(process.argv[index + 1] as string);
  });
  return values;
}

function usage(message: string): never {
  console.error(
    `${message}\nUsage: node tools/crisis/build-public-set.ts --mirror <dir> --out <file.jsonl> [--git owner/name=<git-dir>]...`,
  );
  process.exit(2);
}

function gitDirOf(source: PublicSource, mirror: string | undefined, overrides: Map<string, string>): string {
  const override = overrides.get(source.repo);
  if (override) return override;
  if (!mirror) usage(`No git directory for ${source.repo}: give --mirror or --git ${source.repo}=<dir>.`);
  return path.join(mirror, source.repo.replace('/', '+'), 'repo');
}

/** The source's items cleaned and cut, those too short dropped. */
function readSource(source: PublicSource, gitDir: string): RawItem[] {
  const items = source.read((filePath) => readGitFile(gitDir, source.commit, filePath));
  return items.map((item) => ({ ...item, text: cutText(cleanText(item.text)) })).filter((item) => item.text.length >= minTextLength);
}

/** At most `cap` items per label and language, the same ones on every run (lowest hash first). */
function capItems(source: PublicSource, items: RawItem[]): RawItem[] {
  const byKey = new Map<string, RawItem[]>();
  for (const item of items) {
    const key = `${item.label}/${item.lang}`;
    byKey.set(key, [...(byKey.get(key) ?? []), item]);
  }
  const kept = new Set<RawItem>();
  for (const group of byKey.values()) {
    const ranked = group.map((item) => ({ item, rank: hashFraction(`cap:${source.name}:${item.text}`) })).sort((a, b) => a.rank - b.rank);
    for (const { item } of ranked.slice(0, source.cap)) kept.add(item);
  }
  return items.filter((item) => kept.has(item));
}

/** Drops repeated texts within and across sources; a text seen with both labels is dropped entirely. */
function deduplicate(items: { source: PublicSource; item: RawItem }[]): { source: PublicSource; item: RawItem }[] {
  const labels = new Map<string, Set<PublicLabel>>();
  for (const { item } of items) {
    const key = duplicateKey(item.text);
    labels.set(key, (labels.get(key) ?? new Set()).add(item.label));
  }
  const seen = new Set<string>();
  return items.filter(({ item }) => {
    const key = duplicateKey(item.text);
    if (seen.has(key) || (labels.get(key)?.size ?? 0) > 1) return false;
    seen.add(key);
    return true;
  });
}

function countTable(items: PublicItem[]): string {
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = `${item.source}\t${item.lang}\t${item.label}\t${item.part}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const lines = [...counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, count]) => `${key}\t${count}`);
  return ['source\tlang\tlabel\tpart\tcount', ...lines, `total\t\t\t\t${items.length}`].join('\n');
}

function main(): void {
  const out = argumentValues('--out')[0] ?? usage('--out is required.');
  const mirror = argumentValues('--mirror')[0];
  const overrides = new Map(
    argumentValues('--git').map((pair) => {
      const [repo, dir] = pair.split('=');
      if (!repo || !dir) usage(`--git takes owner/name=<git-dir>, not ${pair}.`);
      return [repo, dir] as const;
    }),
  );
  const gathered = publicSources.flatMap((source) => {
    const items = capItems(source, readSource(source, gitDirOf(source, mirror, overrides)));
    return items.map((item) => ({ source, item }));
  });
  const counters = new Map<string, number>();
  const items: PublicItem[] = deduplicate(gathered).map(({ source, item }) => {
    const n = (counters.get(source.name) ?? 0) + 1;
    counters.set(source.name, n);
    return {
      id: `${source.name}:${n}`,
      text: item.text,
      label: item.label,
      source: source.name,
      lang: item.lang,
      category: item.category,
      part: partOf(source.name, item.group),
    };
  });
  mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  writeFileSync(out, items.map((item) => JSON.stringify(item)).join('\n') + '\n');
  console.log(countTable(items));
  console.log(`\nWrote ${items.length} items to ${out}.`);
}

main();
