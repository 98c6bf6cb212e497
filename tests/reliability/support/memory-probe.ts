/**
 * Loaded into the server child by the reliability tests only (`node --expose-gc --import`): answers
 * 'memory' on the IPC channel with the process's RSS and heap after a full collection, so that the
 * tests measure the server itself without a production endpoint that reports memory.
 */
process.on('message', (message) => {
  if (message !== 'memory') return;
  const collect = (globalThis as { gc?: () => void }).gc;
  collect?.();
  collect?.();
  const { rss, heapUsed } = process.memoryUsage();
  process.send?.({ rss, heapUsed });
});
// The IPC channel must not keep a server that is shutting down alive.
process.channel?.unref();
