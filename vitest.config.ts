import { defineConfig } from 'vitest/config';

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
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two cores: PGlite instances are memory- and CPU-hungry, so files run two at a time.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
