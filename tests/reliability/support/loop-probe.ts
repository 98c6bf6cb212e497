/**
 * Loaded into the server under test with `node --expose-gc --import <this file>`: measures the event
 * loop's delay from inside the process and answers on the IPC channel, so the many-streams test
 * reads the server's own lag and memory without a metrics route in the app.
 *   'reset'  -> collect garbage, clear the lag histogram, answer { memory }
 *   'memory' -> { memory }
 *   'report' -> { memory, lag: { p50, p99, max, mean } } in milliseconds since the last reset
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const resolutionMs = 10;
const lag = monitorEventLoopDelay({ resolution: resolutionMs });
lag.enable();
// The histogram records the whole interval between two samples, so an idle loop reads about 10 ms:
// the delay is what exceeds the sampling interval.
const ms = (nanoseconds: number) => Math.max(0, Math.round((nanoseconds / 1e6 - resolutionMs) * 10) / 10);

process.on('message', (message) => {
  if (message === 'reset') {
    globalThis.gc?.();
    lag.reset();
    process.send?.({ memory: process.memoryUsage() });
  } else if (message === 'memory') {
    process.send?.({ memory: process.memoryUsage() });
  } else if (message === 'report') {
    process.send?.({ memory: process.memoryUsage(), lag: { p50: ms(lag.percentile(50)), p99: ms(lag.percentile(99)), max: ms(lag.max), mean: ms(lag.mean) } });
  }
});
