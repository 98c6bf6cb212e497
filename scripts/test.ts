/**
 * `npm test`: every test there is. Unit and API tests (Vitest; the API tests also run against
 * PostgreSQL when TEST_DATABASE_URL is set), then a production build of the client with its
 * bundle budget, then the end-to-end tests in Chromium at phone and desktop sizes.
 * Ends with one line adding up both runners.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

const vitestJson = path.join(resultsDir, 'vitest.json');
const playwrightJson = path.join(resultsDir, 'playwright.json');

const vitestOk = run('Unit and API tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const buildOk = run('Client build and bundle budget', 'npm', ['run', '--silent', 'build']);
const e2eOk = buildOk && run('End-to-end tests (Chromium, phone and desktop)', bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson });

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests;
}
if (e2eOk || existsSync(playwrightJson)) {
  try {
    const report = JSON.parse(readFileSync(playwrightJson, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } catch {
    // no report: the run failed before testing, which the exit code below says
  }
}
const ok = vitestOk && buildOk && e2eOk;
if (!ok && failed === 0) failed = 1; // a step failed without a test to blame (build, budget, server start)
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);
