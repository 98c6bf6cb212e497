import type { FastifyBaseLogger } from 'fastify';
import { type DataExport, dataExportLifetimeHours } from '../../shared/account/data-export.schema.ts';
import { planOf } from '../auth/plans.ts';
import type { Database } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import type { JobAttempt, JobQueue } from '../jobs/job-queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import { dataExportJob } from './data-export-job.ts';
import { dataExportReadyMail } from './data-export-ready-mail.ts';
import { createDataExportQueries, type DataExportRow } from './data-export.queries.ts';
import { archiveName, buildArchive, type ExportedItinerary } from './export-archive.ts';
import { selectPersonalData } from './personal-data.queries.ts';

export interface DataExportDependencies {
  db: Database;
  jobs: Pick<JobQueue, 'enqueue' | 'work'>;
  mailer: Mailer;
  appName: string;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The user's itineraries with their calendar files (the itineraries feature writes them). */
  exportItineraries(userId: string): Promise<ExportedItinerary[]>;
  now?: () => Date;
}

const hourMs = 3_600_000;
/** A request still preparing after this long lost its job for good: shown as failed, and a new one may start. */
const preparingForAtMostMs = 30 * 60_000;

/**
 * "Download my data" (issue 29, decision 0223): a request stores a row and a job; the job reads
 * everything about the user into a ZIP kept in the row for a day and mails the owner; only the
 * owner's session downloads it.
 */
export function createDataExportService({
  db,
  jobs,
  mailer,
  appName,
  publicUrl,
  log,
  exportItineraries,
  now = () => new Date(),
}: DataExportDependencies) {
  const queries = createDataExportQueries(db);

  function view(row: DataExportRow): DataExport {
    const at = now();
    const expired = row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= at;
    const lost = row.status === 'preparing' && at.getTime() - row.requestedAt.getTime() > preparingForAtMostMs;
    const status = expired ? 'expired' : lost ? 'failed' : row.status;
    return {
      id: row.id,
      status,
      requestedAt: row.requestedAt.toISOString(),
      readyAt: row.readyAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      archiveBytes: status === 'ready' ? row.archiveBytes : null,
      downloadUrl: status === 'ready' ? `/api/me/data-export/${row.id}/archive` : null,
    };
  }

  async function prepare(exportId: string, attempt: JobAttempt): Promise<void> {
    const request = await queries.find(exportId);
    if (request?.status !== 'preparing') return;
    try {
      const data = await selectPersonalData(db, request.userId);
      if (!data) return;
      const createdAt = now();
      const archive = buildArchive({
        appName,
        data,
        plan: await planOf(db, request.userId),
        itineraries: await exportItineraries(request.userId),
        createdAt,
      });
      const expiresAt = new Date(createdAt.getTime() + dataExportLifetimeHours * hourMs);
      if (!(await queries.markReady(exportId, { archive, readyAt: createdAt, expiresAt }))) return;
      log.info({ event: 'data_export_ready', bytes: archive.byteLength }, 'a data export is ready');
      await mailer.send(dataExportReadyMail(data.profile, { appName, publicUrl, expiresAt }));
    } catch (error) {
      // The last attempt: the page says so and offers to try again, rather than waiting for ever.
      if (attempt.retryCount >= dataExportJob.retry.limit) await queries.markFailed(exportId);
      throw error;
    }
  }

  return {
    /** Runs this instance's share of the jobs (background-jobs.ts). */
    start: () => jobs.work(dataExportJob, ({ exportId }, attempt) => prepare(exportId, attempt)),

    async request(userId: string): Promise<DataExport> {
      const { row, isNew } = await queries.request(userId, { freshSince: new Date(now().getTime() - preparingForAtMostMs) });
      if (isNew) {
        try {
          await jobs.enqueue(dataExportJob, { exportId: row.id });
        } catch (error) {
          await queries.markFailed(row.id);
          throw error;
        }
      }
      return view(row);
    },

    async latest(userId: string): Promise<DataExport | null> {
      const row = await queries.latest(userId);
      return row ? view(row) : null;
    },

    async archive(userId: string, id: string): Promise<{ fileName: string; bytes: Buffer }> {
      const row = await queries.ownedArchive(userId, id);
      if (!row) throw new ApiError('not_found:data_export');
      const state = view(row).status;
      if (state === 'expired') throw new ApiError('gone:data_export');
      if (state !== 'ready' || !row.archive || !row.readyAt)
        throw new ApiError(state === 'failed' ? 'not_found:data_export' : 'conflict:data_export_not_ready');
      return { fileName: `${archiveName(appName, row.readyAt)}.zip`, bytes: row.archive };
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
