import type { Db as QueueDatabase } from 'pg-boss';

/**
 * What admins see of the queue: the jobs that need a person. Read straight from pg-boss's table
 * (schema `pgboss`, one row per job whatever its queue) with parameterised SQL; the payload
 * (`data`, which may hold a mail's text and links) is never selected.
 *
 * A job is a problem when it is
 * - **failed**: its last attempt threw (or ran past its time) and no retry is left. pg-boss deletes
 *   it a day after it failed (`deleteAfterSeconds` in job-queue.ts), so the list covers that day;
 * - **stuck, running**: `active` for longer than its kind's `expireInSeconds` plus one round of
 *   pg-boss's supervisor (`stuckRunningGraceSeconds`), which would otherwise have expired it: the
 *   instance that took it is gone and no instance is supervising the queue;
 * - **stuck, waiting**: `created` or waiting for a retry (`retry`), due for more than
 *   `stuckWaitingSeconds`, and not held back by a dependency: workers poll every few seconds, so
 *   no instance is working this kind (or they are far behind).
 * Stuck jobs cannot be retried (they are not over); failed ones can, once each time.
 */
export const stuckRunningGraceSeconds = 60;
export const stuckWaitingSeconds = 15 * 60;

export type ProblemJobState = 'created' | 'retry' | 'active' | 'failed';

export interface ProblemJob {
  id: string;
  /** The job kind's name (its queue). */
  kind: string;
  state: ProblemJobState;
  problem: 'failed' | 'stuck';
  /** Attempts that started; `maxAttempts` is the first one and the retries allowed. */
  attempts: number;
  maxAttempts: number;
  createdAt: Date;
  startedAt: Date | null;
  failedAt: Date | null;
  /** When the problem began: when it failed, when the stuck attempt started, or when it fell due. */
  since: Date;
  /** The last attempt's error message, at most `errorMessageMax` characters. */
  error: string | null;
}

export const errorMessageMax = 500;

const stuckSql = (schema: string) => `(
  (state = 'active' and started_on + (expire_seconds + ${stuckRunningGraceSeconds}) * interval '1 second' < ${schema}.job_now())
  or (state in ('created', 'retry') and not blocked and start_after < ${schema}.job_now() - ${stuckWaitingSeconds} * interval '1 second')
)`;

// The live states spelled out, as pg-boss's partial index of live jobs (job_i14) is declared, so
// that the planner may use it and leave the day's completed jobs unread.
const problemSql = (schema: string) => `(state in ('created', 'retry', 'active', 'failed') and (state = 'failed' or ${stuckSql(schema)}))`;

interface ProblemRow {
  id: string;
  kind: string;
  state: ProblemJobState;
  stuck: boolean;
  attempts: number;
  max_attempts: number;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  since: Date | string;
  error: string | null;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export async function selectProblemJobs(
  db: QueueDatabase,
  schema: string,
  { page, pageSize, dir }: { page: number; pageSize: number; dir: 'asc' | 'desc' },
): Promise<{ rows: ProblemJob[]; total: number }> {
  const order = dir === 'asc' ? 'asc' : 'desc';
  const [{ rows }, counted] = await Promise.all([
    db.executeSql(
      `select id::text as id, name as kind, state::text as state, ${stuckSql(schema)} as stuck,
         -- retry_count grows when an attempt after the first starts (pg-boss's fetch)
         case when started_on is null then 0 else retry_count + 1 end as attempts,
         retry_limit + 1 as max_attempts,
         created_on, started_on, case when state = 'failed' then completed_on end as completed_on,
         case when state = 'failed' then completed_on when state = 'active' then started_on else start_after end as since,
         left(coalesce(output->>'message', output->'value'->>'message', output->>'value'), ${errorMessageMax}) as error
       from ${schema}.job
       where ${problemSql(schema)}
       order by since ${order}, id ${order}
       limit $1 offset $2`,
      [pageSize, (page - 1) * pageSize],
    ),
    db.executeSql(`select count(*)::int as total from ${schema}.job where ${problemSql(schema)}`),
  ]);
  return {
    rows: (rows as ProblemRow[]).map((row) => ({
      id: row.id,
      kind: row.kind,
      state: row.state,
      problem: row.stuck ? 'stuck' : 'failed',
      attempts: Number(row.attempts),
      maxAttempts: Number(row.max_attempts),
      createdAt: toDate(row.created_on),
      startedAt: row.started_on ? toDate(row.started_on) : null,
      failedAt: row.completed_on ? toDate(row.completed_on) : null,
      since: toDate(row.since),
      error: row.error,
    })),
    total: (counted.rows[0] as { total: number } | undefined)?.total ?? 0,
  };
}

export async function countProblemJobs(db: QueueDatabase, schema: string): Promise<{ failed: number; stuck: number }> {
  const { rows } = await db.executeSql(
    `select (count(*) filter (where state = 'failed'))::int as failed, (count(*) filter (where ${stuckSql(schema)}))::int as stuck
     from ${schema}.job where ${problemSql(schema)}`,
  );
  const row = rows[0] as { failed: number; stuck: number } | undefined;
  return { failed: row?.failed ?? 0, stuck: row?.stuck ?? 0 };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The job's queue and state, locked until the caller's transaction ends (none: an unknown id). */
export async function lockJob(db: QueueDatabase, schema: string, id: string): Promise<{ kind: string; state: string; attempts: number } | undefined> {
  if (!uuidPattern.test(id)) return undefined;
  const { rows } = await db.executeSql(
    `select name as kind, state::text as state, case when started_on is null then 0 else retry_count + 1 end as attempts
     from ${schema}.job where id = $1 for update`,
    [id],
  );
  const row = rows[0] as { kind: string; state: string; attempts: number } | undefined;
  return row ? { ...row, attempts: Number(row.attempts) } : undefined;
}
