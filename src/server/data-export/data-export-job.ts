import { defineJob } from '../jobs/job-queue.ts';

/** Prepares one "Download my data" archive (data-export.service.ts runs it). */
export const dataExportJob = defineJob<{ exportId: string }>({
  name: 'data-export',
  // A failure is a database hiccup: two quick retries, then the request shows as failed.
  retry: { limit: 2, delaySeconds: 10, maxDelaySeconds: 60 },
  expireInSeconds: 5 * 60,
});
