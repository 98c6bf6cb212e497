/**
 * `npm run bench:memory`: the memory part of `npm run bench` on its own (scripts/bench/memory.ts).
 * Targets: idle <= 350 MB and peak <= 500 MB on the embedded database, idle <= 150 MB on
 * PostgreSQL (docs/performance.md). Exits 1 when one is missed.
 */
import { memoryBench } from './bench/memory.ts';
import { printFigures } from './bench/summary.ts';

console.log(new Date().toISOString());
process.exit(printFigures(await memoryBench()) ? 0 : 1);
