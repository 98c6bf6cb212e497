/**
 * `node tools/crisis/evaluate-public.ts <public.jsonl> --part dev|held-out [--errors] [--source name]`
 *
 * Recall and false-alarm rate of the app's crisis check (`checkCrisisTurns`, one turn with no
 * earlier turns) on the public set that tools/crisis/build-public-set.ts writes outside the
 * repository: overall, per source, per language and per source and category, each with its counts,
 * once counting only `explicit` findings and once counting `explicit` or `possible` ones.
 *
 * `--errors` lists the misses and the false alarms (300 characters each), and only for the dev part:
 * the held-out part is only measured, never read message by message. Each look at the held-out
 * part is logged in evals/crisis/LOG.md. `--source` keeps one source.
 */
import { readFileSync } from 'node:fs';
import { type CrisisFinding, checkCrisisTurns, loadCrisisCheck } from '../../src/server/safety/index.ts';

interface PublicItem {
  id: string;
  text: string;
  label: 'crisis' | 'safe';
  source: string;
  lang: string;
  category: string;
  part: 'dev' | 'held-out';
}

interface Judged {
  item: PublicItem;
  finding: CrisisFinding | null;
}

interface Tally {
  crisis: number;
  caughtExplicit: number;
  caughtAny: number;
  safe: number;
  alarmsExplicit: number;
  alarmsAny: number;
}

const usageLine = 'Usage: node tools/crisis/evaluate-public.ts <public.jsonl> --part dev|held-out [--errors] [--source name]';
const concurrency = 8;
const shownLength = 300;

function optionValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

function fail(message: string): never {
  console.error(`${message}\n${usageLine}`);
  process.exit(2);
}

function readItems(file: string, part: string, source: string | undefined): PublicItem[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as PublicItem)
    .filter((item) => item.part === part && (source === undefined || item.source === source));
}

/** Runs the check on every item, `concurrency` at a time, in the items' order. */
async function judgeAll(items: PublicItem[]): Promise<Judged[]> {
  const judged: Judged[] = new Array<Judged>(items.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      const item = items[index] as PublicItem;
      judged[index] = { item, finding: await checkCrisisTurns({ prior: [], current: [item.text] }) };
      done += 1;
      if (done % 500 === 0) process.stderr.write(`  ${done}/${items.length} checked\n`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return judged;
}

function emptyTally(): Tally {
  return { crisis: 0, caughtExplicit: 0, caughtAny: 0, safe: 0, alarmsExplicit: 0, alarmsAny: 0 };
}

function addTo(tally: Tally, { item, finding }: Judged): void {
  const explicit = finding?.certainty === 'explicit' ? 1 : 0;
  const any = finding ? 1 : 0;
  if (item.label === 'crisis') {
    tally.crisis += 1;
    tally.caughtExplicit += explicit;
    tally.caughtAny += any;
  } else {
    tally.safe += 1;
    tally.alarmsExplicit += explicit;
    tally.alarmsAny += any;
  }
}

function tallyBy(judged: Judged[], keyOf: (item: PublicItem) => string): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  for (const entry of judged) {
    const key = keyOf(entry.item);
    const tally = tallies.get(key) ?? emptyTally();
    addTo(tally, entry);
    tallies.set(key, tally);
  }
  return new Map([...tallies.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

/** "0.812 (406/500)", or "-" when there is nothing to count. */
function rate(count: number, total: number): string {
  return total === 0 ? '-' : `${(count / total).toFixed(3)} (${count}/${total})`;
}

function tableOf(title: string, tallies: Map<string, Tally>): string {
  const width = Math.max(12, ...[...tallies.keys()].map((key) => key.length)) + 2;
  const header = `${title.padEnd(width)}${'recall explicit'.padEnd(22)}${'recall expl|poss'.padEnd(22)}${'false alarms explicit'.padEnd(24)}false alarms expl|poss`;
  const rows = [...tallies.entries()].map(
    ([key, tally]) =>
      `${key.padEnd(width)}${rate(tally.caughtExplicit, tally.crisis).padEnd(22)}${rate(tally.caughtAny, tally.crisis).padEnd(22)}` +
      `${rate(tally.alarmsExplicit, tally.safe).padEnd(24)}${rate(tally.alarmsAny, tally.safe)}`,
  );
  return [header, ...rows].join('\n');
}

function shown(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > shownLength ? `${flat.slice(0, shownLength)}…` : flat;
}

function printErrors(judged: Judged[]): void {
  const misses = judged.filter(({ item, finding }) => item.label === 'crisis' && !finding);
  const alarms = judged.filter(({ item, finding }) => item.label === 'safe' && finding);
  console.log(`\nMisses (not flagged at all): ${misses.length}`);
  for (const { item } of misses) console.log(`  [${item.id} ${item.lang} ${item.category}] ${shown(item.text)}`);
  console.log(`\nFalse alarms: ${alarms.length}`);
  for (const { item, finding } of alarms) {
    console.log(`  [${item.id} ${item.lang} ${item.category}; ${finding?.certainty} ${finding?.kind}] ${shown(item.text)}`);
  }
}

const noisySafeSources = new Set(['sdcnl', 'cssrs-reddit']);

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file || file.startsWith('--')) fail('The path of the public set comes first.');
  const part = optionValue('--part');
  if (part !== 'dev' && part !== 'held-out') fail('--part must be dev or held-out.');
  const showErrors = process.argv.includes('--errors');
  if (showErrors && part === 'held-out') {
    fail('The held-out part is never shown message by message: read the errors on the dev part.');
  }
  const items = readItems(file, part, optionValue('--source'));
  if (items.length === 0) fail(`No items in the ${part} part${optionValue('--source') ? ' of that source' : ''}.`);
  const started = performance.now();
  await loadCrisisCheck();
  const judged = await judgeAll(items);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Crisis check (checkCrisisTurns, no prior turns) on the ${part} part of ${file}: ${items.length} texts in ${seconds} s`);
  // Two sources' safe side is labelled by where it was posted, not by what it says (r/depression
  // posts, supporters' replies to people at risk): many of those texts do show risk, so the
  // figure without them is the fairer false-alarm rate. Both are printed.
  const ordinary = judged.filter(({ item }) => item.label === 'crisis' || !noisySafeSources.has(item.source));
  console.log(`\n${tableOf('overall', new Map([...tallyBy(judged, () => 'all'), ...tallyBy(ordinary, () => 'all, safe side without sdcnl and cssrs-reddit')]))}`);
  console.log(
    `\n${tableOf(
      'source',
      tallyBy(judged, (item) => item.source),
    )}`,
  );
  console.log(
    `\n${tableOf(
      'language',
      tallyBy(judged, (item) => item.lang),
    )}`,
  );
  console.log(
    `\n${tableOf(
      'source / category',
      tallyBy(judged, (item) => `${item.source} / ${item.category}`),
    )}`,
  );
  if (showErrors) printErrors(judged);
}

await main();
process.exit(0);
