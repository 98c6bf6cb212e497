/**
 * `node --expose-gc tools/crisis/measure-cost.ts`: what the crisis check costs the server, on the
 * team's own development messages. Prints the time to start its thread and compile the rules, the
 * memory that adds (RSS, after the server's own libraries are loaded), the time per message in all
 * (p50 / p95 / p99) and the time the calling thread spends on each, and the longest event-loop
 * stall while 1,500 messages are checked one after another.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { readCrisisSet } from './crisis-evaluation.ts';

const rss = () => {
  globalThis.gc?.();
  return process.memoryUsage().rss / 1e6;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));
const quantile = (sorted: readonly number[], q: number) => (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0).toFixed(2);

// What the server loads anyway, so that only the check's own cost is counted.
await Promise.all([import('ai'), import('zod'), import('fastify')]);
const { checkCrisisTurns, loadCrisisCheck } = await import('../../src/server/safety/index.ts');
await settle();
const before = rss();
const started = performance.now();
await loadCrisisCheck();
const loadMs = performance.now() - started;
await settle();
const added = rss() - before;

const texts = readCrisisSet('dev')
  .map((message) => message.text)
  .slice(0, 1500);
const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
const total: number[] = [];
const calling: number[] = [];
for (const text of texts) {
  const start = performance.now();
  const finding = checkCrisisTurns({ prior: [], current: [text] });
  calling.push(performance.now() - start);
  await finding;
  total.push(performance.now() - start);
}
delay.disable();
total.sort((a, b) => a - b);
calling.sort((a, b) => a - b);
console.log(`thread started and rules compiled in ${loadMs.toFixed(0)} ms; RSS +${added.toFixed(0)} MB`);
console.log(`per message, in all: p50 ${quantile(total, 0.5)} ms, p95 ${quantile(total, 0.95)} ms, p99 ${quantile(total, 0.99)} ms`);
console.log(`per message, on the calling thread: p50 ${quantile(calling, 0.5)} ms, p99 ${quantile(calling, 0.99)} ms; longest event-loop stall ${(delay.max / 1e6).toFixed(1)} ms`);
process.exit(0);
