import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type DrizzleTransactionLike } from 'pg-boss';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { countProblemJobs, lockJob, selectProblemJobs, type ProblemJob } from './job-problems.ts';
import { retryOrphanedJobs } from './orphaned-jobs.ts';

export type { ProblemJob } from './job-problems.ts';

/** A transaction of the app's database, as `db.transaction` hands it to its callback. */
type DatabaseTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What `retryFailed` did: the job is queued again, or why not. */
export type RetryOutcome = { outcome: 'retried'; kind: string; attempts: number } | { outcome: 'not_found' } | { outcome: 'not_failed'; kind: string; state: string };

/**
 * A kind of background job: its name in the queue and how it is retried. Features define their
 * own (mail, memory rewrites) and the payload type travels with it, so `enqueue` and `work`
 * agree on what a job carries without the queue knowing any feature.
 */
export interface JobKind<Payload extends object> {
  readonly name: string;
  readonly retry: {
    /** Attempts after the first one before the job counts as failed. */
    limit: number;
    /** The first retry's delay; each later one doubles it (with jitter) up to `maxDelaySeconds`. */
    delaySeconds: number;
    maxDelaySeconds: number;
  };
  /** How long one attempt may run before another instance takes it over (a crash mid-job). */
  readonly expireInSeconds: number;
  /**
   * Jobs with the same key run one at a time, in the order they were stored, across instances
   * (pg-boss's `key_strict_fifo`): one waiting for its retry holds back the later ones. A method,
   * so that a kind of a narrower payload still passes where `JobKind<object>` is asked for.
   */
  orderedBy?(payload: Payload): string;
  /** Only a type marker: never set. */
  readonly payload?: Payload;
}

export function defineJob<Payload extends object>(kind: Omit<JobKind<Payload>, 'payload'>): JobKind<Payload> {
  return kind;
}

/** What a handler learns of the job it runs besides its payload. */
export interface JobAttempt {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
  /** Aborted when the queue stops and the grace has passed. */
  signal: AbortSignal;
}

export interface JobQueue {
  /**
   * Stores a job for any instance to run once; resolves when it is stored (on the same database
   * as the change that asked for it, so it survives a restart as that change does).
   */
  enqueue<Payload extends object>(kind: JobKind<Payload>, payload: Payload): Promise<string>;
  /**
   * Stores a job to start `seconds` from now; or, when a job of this kind whose payload contains
   * `sameAs` (a JSON containment test) is still waiting for its start, gives that job this payload
   * and moves its start to `seconds` from now. A burst of asks makes one job, run once the asks
   * pause. With `seconds` 0 it is `enqueue`.
   */
  enqueueAfterPause<Payload extends object>(kind: JobKind<Payload>, payload: Payload, pause: { seconds: number; sameAs: Partial<Payload> }): Promise<string>;
  /**
   * Runs jobs of this kind on this instance. A handler that throws has its job retried with
   * back-off, until the kind's retry limit; then the job stays failed.
   */
  work<Payload extends object>(kind: JobKind<Payload>, handler: (payload: Payload, attempt: JobAttempt) => Promise<void>): Promise<JobWorker>;
  /**
   * Jobs of this kind not yet finished (created, waiting for a retry, or running) whose payload
   * contains `match` (a JSON containment test), for cancelling what a user's change made moot.
   */
  cancelPending(kind: JobKind<object>, match: object): Promise<number>;
  /**
   * Stores (or replaces) the kind's schedule: one job per occurrence of `cron`, read in UTC, made
   * once however many instances run schedules. Each instance may call it at start: the schedule
   * is one row per kind.
   */
  schedule<Payload extends object>(kind: JobKind<Payload>, cron: string, payload: Payload): Promise<void>;
  /** Removes the kind's schedule, if any (a feature switched off since it was stored). */
  unschedule(kind: JobKind<object>): Promise<void>;
  /** Resolves once no job of this kind is waiting or running (tests). */
  idle(kind: JobKind<object>, options?: { timeoutMs?: number }): Promise<void>;
  /** Takes no more jobs, lets running ones finish for `graceMs`, then lets go of the database. */
  stop(options?: { graceMs?: number }): Promise<void>;
  /** Failed and stuck jobs (jobs/job-problems.ts says which), one page, newest problem first by default; never a payload. */
  listProblems(page: { page: number; pageSize: number; dir: 'asc' | 'desc' }): Promise<{ rows: ProblemJob[]; total: number }>;
  countProblems(): Promise<{ failed: number; stuck: number }>;
  /**
   * Queues a failed job for one more attempt (pg-boss's `retry`), within the caller's drizzle
   * transaction when given one, so that the change and the caller's own writes (an audit row) are
   * saved together or not at all. Any other state is left alone and reported.
   */
  retryFailed(id: string, options?: { within?: DatabaseTransaction }): Promise<RetryOutcome>;
}

/** One `work` call's workers on this instance. */
export interface JobWorker {
  /** Takes no more jobs of the kind here; resolves when the one running (if any) has settled. */
  stop(): Promise<void>;
}

export interface JobQueueLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface JobQueueOptions {
  database: DatabaseHandle;
  log: JobQueueLog;
  /**
   * `false` for an operator command: it may enqueue (the server's instances run the jobs) but
   * neither supervises the queue nor runs schedules.
   */
  background?: boolean;
  /**
   * Replaces every kind's first retry delay (tests, so that a retry comes within a second or two).
   * The backstop poll shortens to it too: NOTIFY announces new jobs, not retries that come due, so
   * only a poll picks a retry up.
   */
  retryDelaySeconds?: number | undefined;
}

/** pg-boss keeps its tables in a schema of its own, beside ours (drizzle's migrations never touch it). */
export const jobSchema = 'pgboss';

/**
 * Workers wake on NOTIFY the moment a job is stored (PostgreSQL's LISTEN, PGlite's in-process
 * listen), so polling is a backstop. PGlite runs one query at a time, and every poll is a query
 * that a user's request may wait behind, so the backstop must stay slow; but it is also the worst
 * case for a job whose wake-up was missed (in tests, a job stored while the worker was busy now and
 * then waited for the poll) and for a retry that comes due (NOTIFY announces new jobs only).
 * 5 s is one short indexed query per kind of job every 5 s: too little to measure on the embedded
 * default (docs/decisions), and a mail that rarely waits more than 5 s.
 */
const backstopPollSeconds = 5;

/** pg-boss's own housekeeping (expiry, retention, counts): once a minute is plenty for our volumes. */
const housekeepingSeconds = 60;

export async function startJobQueue({ database, log, background = true, retryDelaySeconds }: JobQueueOptions): Promise<JobQueue> {
  const connection = database.connection;
  const pollSeconds = Math.min(backstopPollSeconds, retryDelaySeconds ?? backstopPollSeconds);
  const common = {
    schema: jobSchema,
    useListenNotify: true,
    supervise: background,
    schedule: background,
    superviseIntervalSeconds: housekeepingSeconds,
    maintenanceIntervalSeconds: housekeepingSeconds,
    monitorIntervalSeconds: housekeepingSeconds,
    queueCacheIntervalSeconds: housekeepingSeconds,
    // Its own table of instances is for its dashboard, which we do not run: one write less every 30 s.
    registerInstance: false,
  } as const;
  const boss =
    connection.kind === 'pglite'
      ? new PgBoss({ ...common, db: fromPglite(connection.client), backend: 'pglite' })
      : // A small pool of its own: the app's pool stays for requests, and LISTEN needs a session.
        new PgBoss({ ...common, connectionString: connection.url, max: 4, application_name: 'wayfinder-jobs' });
  // Without a listener an 'error' event would end the process; pg-boss retries what failed itself.
  boss.on('error', (error) => log.error({ err: error, source: 'jobs' }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ source: 'jobs', warning: warning.message, data: warning.data }, 'job queue warning'));
  await boss.start();
  if (connection.kind === 'pglite' && background) await retryOrphanedJobs(boss, jobSchema, log);

  const created = new Set<string>();
  async function ensureQueue(kind: JobKind<object>): Promise<void> {
    if (created.has(kind.name)) return;
    const options = {
      retryLimit: kind.retry.limit,
      retryDelay: retryDelaySeconds ?? kind.retry.delaySeconds,
      retryBackoff: true,
      retryDelayMax: Math.max(kind.retry.maxDelaySeconds, retryDelaySeconds ?? 0),
      expireInSeconds: kind.expireInSeconds,
      // A finished job's payload may hold what its mail said: kept a day for looking into, then gone.
      deleteAfterSeconds: 24 * 60 * 60,
      notify: true,
    };
    // The policy is fixed when the queue is made (pg-boss cannot change it afterwards).
    if (await boss.getQueue(kind.name)) await boss.updateQueue(kind.name, options);
    else await boss.createQueue(kind.name, { ...options, ...(kind.orderedBy ? { policy: 'key_strict_fifo' } : {}) });
    created.add(kind.name);
  }

  async function unfinished(kind: JobKind<object>, match?: object): Promise<number> {
    const countSql = `select count(*)::int as count from ${jobSchema}.job where name = $1 and state in ('created', 'retry', 'active')${match ? ' and data @> $2::jsonb' : ''}`;
    const { rows } = await boss.getDb().executeSql(countSql, match ? [kind.name, JSON.stringify(match)] : [kind.name]);
    return (rows[0] as { count: number } | undefined)?.count ?? 0;
  }

  async function enqueue<Payload extends object>(kind: JobKind<Payload>, payload: Payload, startAfterSeconds?: number): Promise<string> {
    await ensureQueue(kind);
    const id = await boss.send(kind.name, payload, { ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}), ...(kind.orderedBy ? { singletonKey: kind.orderedBy(payload) } : {}) });
    if (!id) throw new Error(`the ${kind.name} job was not stored`);
    return id;
  }

  return {
    enqueue: (kind, payload) => enqueue(kind, payload),

    async enqueueAfterPause(kind, payload, { seconds, sameAs }) {
      if (seconds <= 0) return enqueue(kind, payload);
      await ensureQueue(kind);
      const waitingSql = `select id from ${jobSchema}.job where name = $1 and state = 'created' and start_after > now() and data @> $2::jsonb order by created_on desc limit 1`;
      const { rows } = await boss.getDb().executeSql(waitingSql, [kind.name, JSON.stringify(sameAs)]);
      const waiting = (rows[0] as { id: string } | undefined)?.id;
      if (waiting) {
        // pg-boss edits only a job not yet started: one that started since the read is left to run, and a new one is stored.
        const { updated } = await boss.update(kind.name, payload, { id: waiting, startAfter: seconds });
        if (updated === 1) return waiting;
      }
      return enqueue(kind, payload, seconds);
    },

    async work(kind, handler) {
      await ensureQueue(kind);
      // Filled once pg-boss answers; the handler below reads it (jobs may come before that).
      const worker: { id?: string } = {};
      worker.id = await boss.work<typeof kind extends JobKind<infer P> ? P : never>(
        kind.name,
        { pollingIntervalSeconds: pollSeconds, notifyPollingIntervalSeconds: pollSeconds },
        async ([job]) => {
          if (!job) return;
          try {
            await handler(job.data, { id: job.id, retryCount: job.retryCount, signal: job.signal });
          } catch (error) {
            log.warn({ err: error, job: { name: kind.name, id: job.id, retryCount: job.retryCount } }, `job ${kind.name} failed; it is retried until its limit (${kind.retry.limit})`);
            throw error;
          } finally {
            // The next job of the same key became fetchable when this one settles (pg-boss settles it
            // before its worker looks again): look at once rather than at the next poll.
            if (kind.orderedBy && worker.id) boss.notifyWorker(worker.id);
          }
        },
      );
      const id = worker.id;
      return { stop: () => boss.offWork(kind.name, { id, wait: true }) };
    },

    async schedule(kind, cron, payload) {
      await ensureQueue(kind);
      await boss.schedule(kind.name, cron, payload, { tz: 'UTC' });
    },

    async unschedule(kind) {
      await boss.unschedule(kind.name);
    },

    async cancelPending(kind, match) {
      await ensureQueue(kind);
      const pendingSql = `select id from ${jobSchema}.job where name = $1 and state in ('created', 'retry', 'active') and data @> $2::jsonb`;
      const { rows } = await boss.getDb().executeSql(pendingSql, [kind.name, JSON.stringify(match)]);
      const ids = (rows as { id: string }[]).map((row) => row.id);
      if (ids.length > 0) await boss.cancel(kind.name, ids);
      return ids.length;
    },

    async idle(kind, { timeoutMs = 15_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while ((await unfinished(kind)) > 0) {
        if (Date.now() > deadline) throw new Error(`jobs of ${kind.name} still unfinished after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },

    async stop({ graceMs = 3_000 } = {}) {
      // close: pg-boss's own pool on PostgreSQL; on PGlite the client is the app's, closed by the database handle.
      await boss.stop({ graceful: true, timeout: graceMs, close: true });
    },

    listProblems: (page) => selectProblemJobs(boss.getDb(), jobSchema, page),

    countProblems: () => countProblemJobs(boss.getDb(), jobSchema),

    async retryFailed(id, { within } = {}) {
      // pg-boss looks the queue up in the cache it loads at start and whenever this instance
      // creates a queue, so inside the caller's transaction it runs no query of its own: on PGlite
      // (one connection, held by the transaction) one would wait for ever. A queue another
      // instance created since the last refresh is looked up on PostgreSQL, on pg-boss's own pool.
      // Both drivers' transactions answer `execute` with `{ rows }`, which is what the adapter reads.
      const db = within ? fromDrizzle(within as unknown as DrizzleTransactionLike, sql) : boss.getDb();
      const job = await lockJob(db, jobSchema, id);
      if (!job) return { outcome: 'not_found' };
      if (job.state !== 'failed') return { outcome: 'not_failed', kind: job.kind, state: job.state };
      // Its type declares no fields; at run time it counts the jobs the statement changed.
      const { affected } = (await boss.retry(job.kind, id, { db })) as { affected?: number };
      // The row was locked as failed: only a deletion between the two statements (none, under the lock) would miss.
      if (affected !== 1) return { outcome: 'not_found' };
      return { outcome: 'retried', kind: job.kind, attempts: job.attempts };
    },
  };
}
