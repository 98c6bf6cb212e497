import { z } from 'zod/mini';

/** How long a prepared archive can be downloaded (issue 29: "The link works for 24 hours"). */
export const dataExportLifetimeHours = 24;

export const dataExportStatuses = ['preparing', 'ready', 'failed', 'expired'] as const;

/**
 * One "Download my data" request as the account page shows it (GET/POST /api/me/data-export).
 * `downloadUrl` is set while the archive is ready; it opens only with its owner's session.
 */
export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(dataExportStatuses),
  requestedAt: z.string(),
  readyAt: z.nullable(z.string()),
  expiresAt: z.nullable(z.string()),
  archiveBytes: z.nullable(z.number()),
  downloadUrl: z.nullable(z.string()),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** The latest request, or none yet. */
export const dataExportStateSchema = z.object({ dataExport: z.nullable(dataExportSchema) });
export type DataExportState = z.infer<typeof dataExportStateSchema>;

export const dataExportParamsSchema = z.object({ id: z.uuid('Export not found.') });

export const dataExportMessages = {
  title: 'Download my data',
  explanation:
    'It holds your profile, plan history, saved conversations, your advisors’ memory of you, itineraries (with calendar files), feedback and contact messages, and newsletter and invite records: a ZIP of JSON files with a README that explains each one.',
  prepare: 'Prepare my data',
  prepareAgain: 'Prepare a new copy',
  preparing: 'We are preparing your archive. This usually takes a few seconds; we will also email you when it is ready.',
  ready: 'Your archive is ready.',
  download: 'Download ZIP',
  failed: 'We could not prepare your archive. Please try again.',
  expired: 'Your last archive has expired. Prepare a new copy to download your data.',
  requested: 'We are preparing your archive. We will email you when it is ready.',
} as const;
