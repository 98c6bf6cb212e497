import { defineConfig } from 'vitest/config';

/** Tests that measure latency under load: run by themselves, after the rest. */
const timingTests = ['tests/api/crisis-check-fairness.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'eslint/**/*.test.ts', 'tools/**/*.test.ts'],
          exclude: ['eslint/fixtures/**'],
          environment: 'node',
          // Unit tests first; projects with different worker counts need their own group.
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: timingTests,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two cores: PGlite instances are memory- and CPU-hungry, so files run two at a time.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'timing',
          include: timingTests,
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 60_000,
          // Last and alone: these compare latencies, which another test file's load would skew.
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          // The short runs of the load and many-streams tests (tests/reliability/load.ts and
          // streams.ts are the full ones): they start their own servers and load the machine, so
          // they come last and alone.
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          maxWorkers: 1,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
