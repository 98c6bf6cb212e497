import { checkCrisisTurns, loadCrisisCheck } from '../../src/server/safety/index.ts';
import { ascending, type BenchFigure, ms, percentile } from './support.ts';

const samples = Number(process.env.BENCH_CRISIS_SAMPLES ?? 500);

// Our own sentences, in the register of the chat: ordinary worries, none of them a crisis, so the
// whole lexicon is read each time (a message that fires can stop early).
const sentences = [
  'I keep putting off the report my manager asked for, and now it feels too big to start.',
  'My sister and I argued about the holidays again and I do not know how to fix it.',
  'Can you help me work out whether to take the job in Leeds or stay where I am?',
  'I felt nervous before the presentation, but it went better than I expected.',
  'Lately I wake up at four and my mind starts running through everything I have to do.',
  'What would a calm week look like for someone with two kids and a night shift?',
];
const message = (characters: number) => {
  let text = '';
  for (let index = 0; text.length < characters; index++) text += `${sentences[index % sentences.length]} `;
  return text.slice(0, characters).trim();
};

/**
 * The local crisis check's time per message, through its thread as a chat message takes it
 * (posting included), for a short message, a typical one and the longest the chat accepts.
 */
export async function crisisBench(): Promise<BenchFigure[]> {
  await loadCrisisCheck();
  const prior = [message(200), message(120)];
  console.log(`\nThe local crisis check, per message on its thread, with two earlier turns (${samples} each)\n`);
  const figures: BenchFigure[] = [];
  for (const characters of [80, 600, 4_000]) {
    const text = message(characters);
    for (let index = 0; index < 50; index++) await checkCrisisTurns({ prior, current: [text] });
    const times: number[] = [];
    for (let index = 0; index < samples; index++) {
      const started = performance.now();
      await checkCrisisTurns({ prior, current: [text] });
      times.push(performance.now() - started);
    }
    const sorted = ascending(times);
    console.log(`${`${characters.toLocaleString('en')} characters`.padEnd(18)} p50 ${ms(percentile(sorted, 50))}   p95 ${ms(percentile(sorted, 95))}   p99 ${ms(percentile(sorted, 99))}`);
    figures.push({ figure: `crisis check, ${characters.toLocaleString('en')}-character message`, measured: `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms`, target: 'reported' });
  }
  return figures;
}
