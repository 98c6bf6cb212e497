/**
 * `node scripts/evaluate-crisis-check.ts [dev|held-out] [--errors]`: recall and false-alarm rate of
 * the local crisis check on one part of the labelled set (evals/crisis). `--errors` lists the
 * misses and false alarms, and only for the development part: the held-out part is for measuring,
 * never for tuning, so its messages are never printed.
 */
import { findCrisisSignal } from '../src/server/safety/crisis-check.ts';
import { evaluateCrisisCheck, formatCrisisEvaluation, readCrisisSet } from '../src/server/safety/crisis-evaluation.ts';

const part = process.argv[2] === 'held-out' ? 'held-out' : 'dev';
const showErrors = process.argv.includes('--errors');
if (showErrors && part === 'held-out') {
  console.error('The held-out part is never shown message by message: tune on the development part.');
  process.exit(2);
}
const set = readCrisisSet(part);
const evaluation = await evaluateCrisisCheck(set, async (text) => (await findCrisisSignal(text)) !== null);
console.log(formatCrisisEvaluation(part, evaluation));
if (showErrors) {
  console.log('\nMisses:');
  for (const message of evaluation.misses) console.log(`  [${message.category}/${message.author}] ${message.text}`);
  console.log('\nFalse alarms:');
  for (const message of evaluation.falseAlarms) console.log(`  [${message.category}/${message.author}] ${message.text}`);
}
