/**
 * `node tools/crisis/evaluate-own.ts dev|held-out [--errors] [--category name]`: recall and
 * false-alarm rate of the crisis check on one part of the team's own labelled set (evals/crisis).
 * `--errors` lists the misses and false alarms, for the development part only: the held-out part
 * is measured, never read message by message (evals/crisis/LOG.md logs each look).
 */
import { checkCrisisText } from '../../src/server/safety/crisis-check.ts';
import { evaluateCrisisCheck, formatCrisisEvaluation, readCrisisSet } from '../../tools/crisis/crisis-evaluation.ts';

const part = process.argv[2] === 'held-out' ? 'held-out' : 'dev';
const showErrors = process.argv.includes('--errors');
const categoryAt = process.argv.indexOf('--category');
const category = categoryAt > 0 ? process.argv[categoryAt + 1] : undefined;
if (showErrors && part === 'held-out') {
  console.error('The held-out part is never shown message by message: tune on the development part.');
  process.exit(2);
}
const set = readCrisisSet(part).filter((message) => !category || message.category === category);
const started = performance.now();
const evaluation = await evaluateCrisisCheck(set, async (text) => checkCrisisText(text) !== null);
console.log(formatCrisisEvaluation(part, evaluation));
console.log(`${set.length} messages in ${Math.round(performance.now() - started)} ms`);
if (showErrors) {
  console.log('\nMisses:');
  for (const message of evaluation.misses) console.log(`  [${message.category}] ${message.text.slice(0, 300)}`);
  console.log('\nFalse alarms:');
  for (const message of evaluation.falseAlarms) console.log(`  [${message.category}] ${message.text.slice(0, 300)}`);
}
