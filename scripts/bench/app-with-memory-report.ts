/**
 * The real server (src/server/main.ts) started for the benchmark, answering a `memory` message on
 * its IPC channel with process.memoryUsage() (after a garbage collection when started with
 * --expose-gc), so the bench can watch RSS and live heap under load.
 */
process.on('message', (message) => {
  if (message !== 'memory') return;
  globalThis.gc?.();
  process.send?.(process.memoryUsage());
});
await import('../../src/server/main.ts');
