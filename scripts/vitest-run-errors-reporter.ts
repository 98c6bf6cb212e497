/**
 * A Vitest reporter for `npm test`'s summary: it writes what Vitest's JSON report leaves out, the
 * errors caught outside any test (an unhandled rejection, a worker that exited) and the files that
 * ended in error, so that a run failing with every test green still names its cause at the end of
 * the log (CI keeps only the end).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

interface RunError {
  where: string;
  message: string;
}

export default class RunErrorsReporter implements Reporter {
  private readonly outputFile = process.env.VITEST_RUN_ERRORS_FILE ?? path.resolve('test-reports', 'vitest-run-errors.json');

  onTestRunEnd(testModules: readonly TestModule[], unhandledErrors: readonly { name?: string; message?: string; type?: string; VITEST_TEST_PATH?: string }[]): void {
    const errors: RunError[] = unhandledErrors.map((error) => ({
      where: error.VITEST_TEST_PATH ? path.relative(process.cwd(), error.VITEST_TEST_PATH) : 'outside any test file',
      message: `${error.type ?? error.name ?? 'Error'}: ${error.message ?? 'no message'}`,
    }));
    for (const testModule of testModules) {
      for (const error of testModule.errors()) {
        errors.push({ where: path.relative(process.cwd(), testModule.moduleId), message: `${error.name ?? 'Error'}: ${error.message}` });
      }
    }
    mkdirSync(path.dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, JSON.stringify(errors, null, 2));
  }
}
