/**
 * `npm run fuzz`: the full run of the fuzz suite (tests/api/fuzz.test.ts), 40 requests to every
 * route by default, as each role in turn. FUZZ_RUNS sets the count, FUZZ_SEED replays a run,
 * FUZZ_ONLY=<text> keeps the routes whose key holds it. The figures (requests per role and per
 * route, statuses, findings) go to test-results/fuzz.json, or FUZZ_REPORT.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const report = process.env.FUZZ_REPORT ?? path.join(root, 'test-results', 'fuzz.json');
mkdirSync(path.dirname(report), { recursive: true });
const result = spawnSync(path.join(root, 'node_modules', '.bin', 'vitest'), ['run', '--project', 'api', 'tests/api/fuzz.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '40', FUZZ_REPORT: report },
});
console.log(`\nFuzz figures: ${report}`);
process.exit(result.status ?? 1);
