/**
 * `npm test`: every test there is. Unit and API tests (Vitest; the API tests also run against
 * PostgreSQL when TEST_DATABASE_URL is set), then a production build of the client with its
 * bundle budget, then the end-to-end tests in Chromium at phone and desktop sizes.
 * Ends with the names of the tests that failed, if any, and one line adding up both runners: CI
 * keeps only the end of a long log, so the end says what broke.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
// Not test-results/: Playwright empties that folder when it starts, which deleted Vitest's report
// and left the summary blaming "a step" for a failed Vitest test.
const resultsDir = path.join(root, 'test-reports');
mkdirSync(resultsDir, { recursive: true });
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

const vitestJson = path.join(resultsDir, 'vitest.json');
// Vitest's JSON report holds no error caught outside a test: scripts/vitest-run-errors-reporter.ts writes them here.
const vitestRunErrorsJson = path.join(resultsDir, 'vitest-run-errors.json');
const playwrightJson = path.join(resultsDir, 'playwright.json');
// A report left by an earlier run must not stand in for one this run failed to write.
for (const report of [vitestJson, vitestRunErrorsJson, playwrightJson]) rmSync(report, { force: true });

const vitestOk = run(
  'Unit and API tests',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`, '--reporter=./scripts/vitest-run-errors-reporter.ts'],
  { VITEST_RUN_ERRORS_FILE: vitestRunErrorsJson },
);
const buildOk = run('Client build and bundle budget', 'npm', ['run', '--silent', 'build']);
const e2eOk = buildOk && run('End-to-end tests (Chromium, phone and desktop)', bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson });

let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];
const flaky: string[] = [];

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: { name: string; assertionResults: { fullName: string; status: string; failureMessages?: string[] }[] }[];
}
const vitestReport = readReport<VitestReport>(vitestJson);
if (vitestReport) {
  passed += vitestReport.numPassedTests;
  failed += vitestReport.numFailedTests;
  skipped += vitestReport.numPendingTests;
  for (const file of vitestReport.testResults) {
    const where = path.relative(root, file.name);
    for (const test of file.assertionResults) {
      if (test.status === 'failed') failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      // Passed with errors: an earlier try failed (the reliability project retries once in CI).
      else if (test.status === 'passed' && (test.failureMessages?.length ?? 0) > 0) flaky.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
}
// Errors outside any test: a file that failed to load, a worker that exited (its remaining tests never
// ran), an unhandled rejection. Each fails the run with every test green.
for (const error of readReport<{ where: string; message: string }[]>(vitestRunErrorsJson) ?? []) {
  failures.push(`${error.where}: ${firstLine(error.message)}`);
}

interface PlaywrightSpec {
  title: string;
  file: string;
  line: number;
  tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[];
}
interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs?: PlaywrightSpec[];
}
const playwrightReport = readReport<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number }; suites: PlaywrightSuite[] }>(playwrightJson);
if (playwrightReport) {
  passed += playwrightReport.stats.expected + playwrightReport.stats.flaky;
  failed += playwrightReport.stats.unexpected;
  skipped += playwrightReport.stats.skipped;
  const visit = (suite: PlaywrightSuite) => {
    suite.suites?.forEach(visit);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const where = `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`;
        if (test.status === 'unexpected') failures.push(`${where}: ${firstLine(test.results.at(-1)?.error?.message)}`);
        if (test.status === 'flaky') flaky.push(where);
      }
    }
  };
  playwrightReport.suites.forEach(visit);
}

const ok = vitestOk && buildOk && e2eOk;
if (!ok && failed === 0) failed = 1; // a step failed without a test to blame (build, budget, server start)
if (flaky.length > 0) console.log(`\nPassed on retry (flaky):\n${flaky.map((name) => `  ${name}`).join('\n')}`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((name) => `  ${name}`).join('\n')}`);
if (!vitestOk && !vitestReport) console.log('\nVitest ended without its report (see its output above).');
else if (!vitestOk && failures.length === 0) console.log('\nVitest failed without naming a test or an error (see its output above).');
if (!buildOk) console.log('\nThe client build or its bundle budget failed (see its output above).');
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);

function readReport<T>(file: string): T | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined; // a report cut short: the runner's own output says why
  }
}

function firstLine(message: string | undefined): string {
  // Colour codes and stack lines do not help in a one-line summary.
  const line = stripVTControlCharacters(message ?? 'no message').split('\n').find((text) => text.trim() !== '') ?? 'no message';
  return line.trim().slice(0, 300);
}
