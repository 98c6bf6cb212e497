/**
 * `npm run bench`: every server figure of issue 27 in one run, each next to its target, then a
 * summary; exits 1 when a target is missed. BENCH_ONLY (a comma list of the part names) runs some.
 *
 * - advisors: GET /api/advisors against a bare Fastify route serving the same JSON.
 * - memory: idle and peak memory on the embedded database and on PostgreSQL.
 * - chat: time to the first streamed byte through POST /api/assistant over calling the test model
 *   directly, free and Premium; then many slow streams on one instance.
 * - sign-in: its latency, and the other routes' while 20 sign-ins a second hash.
 * - crisis: the local crisis check's time per message.
 * - itineraries: the offline planner's first day and complete 14-day plan.
 *
 * The servers run in their own processes; the load (and the test model server) come from this one.
 * Figures and their meaning: docs/performance.md.
 */
import { advisorsBench } from './bench/advisors.ts';
import { chatBench } from './bench/chat.ts';
import { crisisBench } from './bench/crisis.ts';
import { itinerariesBench } from './bench/itineraries.ts';
import { memoryBench } from './bench/memory.ts';
import { signInBench } from './bench/sign-in.ts';
import { printFigures } from './bench/summary.ts';
import type { BenchFigure } from './bench/support.ts';

const parts: Record<string, () => Promise<BenchFigure[]>> = {
  advisors: advisorsBench,
  memory: memoryBench,
  chat: chatBench,
  'sign-in': signInBench,
  crisis: crisisBench,
  itineraries: itinerariesBench,
};
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const unknown = only?.filter((name) => !(name in parts)) ?? [];
if (unknown.length > 0) throw new Error(`BENCH_ONLY: no part named ${unknown.join(', ')} (parts: ${Object.keys(parts).join(', ')})`);

console.log(`npm run bench, ${new Date().toISOString()}\n`);
const figures: BenchFigure[] = [];
for (const [name, run] of Object.entries(parts)) {
  if (!only || only.includes(name)) figures.push(...(await run()));
}
process.exit(printFigures(figures) ? 0 : 1);
