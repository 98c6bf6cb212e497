import type { Dashboard } from '../../shared/admin/dashboard.schema.ts';
import type { Database } from '../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { selectDashboardFigures, selectRecentActivity } from './dashboard.queries.ts';

/** The dashboard: the figures that say how the product is doing, the jobs in trouble, and the newest events. */
export function createDashboardService({ db, jobs }: { db: Database; jobs: JobQueue }) {
  return {
    async read(): Promise<Dashboard> {
      const [figures, jobCounts, activity] = await Promise.all([
        selectDashboardFigures(db),
        jobs.countProblems(),
        selectRecentActivity(db),
      ]);
      return { ...figures, jobs: jobCounts, activity };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
