// Measures what the job queue costs the embedded default: start time, idle CPU over a minute, RSS.
// node tools/job-queue-cost.ts queue <data dir>   (or "none" for the same without the queue)
import { pino } from 'pino';
import { openDatabase } from '../src/server/db/client.ts';
import { startJobQueue, defineJob } from '../src/server/jobs/job-queue.ts';
const log = pino({ level: 'silent' });
const kind = defineJob<{ n: number }>({ name: 'cost-probe', retry: { limit: 1, delaySeconds: 30, maxDelaySeconds: 60 }, expireInSeconds: 60 });
const withQueue = process.argv[2] === 'queue';
const dataDir = process.argv[3] ?? 'memory://';
const t0 = performance.now();
const db = await openDatabase({ dataDir, log });
await db.migrate();
const t1 = performance.now();
let startMs = 0;
if (withQueue) {
  const q = await startJobQueue({ database: db, log });
  await q.work(kind, async () => {});
  startMs = performance.now() - t1;
}
const cpu0 = process.cpuUsage();
const w0 = performance.now();
await new Promise((r) => setTimeout(r, 60_000));
const cpu = process.cpuUsage(cpu0);
const wall = performance.now() - w0;
console.log(JSON.stringify({ withQueue, dbOpenMigrateMs: Math.round(t1 - t0), queueStartMs: Math.round(startMs), idleCpuPercent: (((cpu.user + cpu.system) / 1000 / wall) * 100).toFixed(2), rssMB: Math.round(process.memoryUsage().rss / 1e6) }));
process.exit(0);
