import type { PgBoss } from 'pg-boss';

/**
 * The embedded database belongs to one process (db/data-dir-lock.ts), so at start-up a job still
 * marked active was running in a process that died (a crash, a kill -9): nobody will finish it.
 * pg-boss would wait for its expiry (minutes for mail) and its next check before trying again;
 * failing it now gives it its normal retry (counted, with the kind's delay). On PostgreSQL another
 * instance may be running that job, so there only the expiry decides.
 */
export async function retryOrphanedJobs(boss: PgBoss, jobSchema: string, log: { warn(object: object, message: string): void }): Promise<void> {
  const { rows } = await boss.getDb().executeSql(`select name, id from ${jobSchema}.job where state = 'active'`, []);
  const byKind = new Map<string, string[]>();
  for (const { name, id } of rows as { name: string; id: string }[]) byKind.set(name, [...(byKind.get(name) ?? []), id]);
  for (const [name, ids] of byKind) {
    await boss.fail(name, ids, { reason: 'the process that was running it ended' });
    log.warn({ source: 'jobs', job: { name, count: ids.length } }, `${ids.length} ${name} job(s) were running when the app last stopped without closing; they are retried`);
  }
}
