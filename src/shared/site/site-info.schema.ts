import { z } from 'zod/mini';

/** The spec's office hours: Mon-Fri 9:00 AM-6:00 PM PST, weekends closed. */
export const officeHours = [
  { days: 'Mon-Fri', hours: '9:00 AM-6:00 PM PST' },
  { days: 'Weekends', hours: 'Closed' },
] as const;

/**
 * What the contact page shows about reaching the team (GET /api/site-info). Phone, email and
 * address come from the server's configuration, so a self-hoster changes them without a rebuild.
 */
export const siteInfoSchema = z.object({
  contactPhone: z.string(),
  contactEmail: z.string(),
  contactAddress: z.string(),
  officeHours: z.array(z.object({ days: z.string(), hours: z.string() })),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
