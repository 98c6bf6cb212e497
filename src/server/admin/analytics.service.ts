import { presetRange, utcIsoDate } from '../../shared/admin/analytics-range.ts';
import type { Analytics, AnalyticsQuery } from '../../shared/admin/analytics.schema.ts';
import type { Database } from '../db/client.ts';
import { selectAnalytics } from './analytics.queries.ts';

/** Analytics: counts per UTC day over a range, never what anyone wrote. */
export function createAnalyticsService({ db }: { db: Database }) {
  return {
    read({ range, from, to }: AnalyticsQuery): Promise<Analytics> {
      // The schema has checked a custom range (both ends, order, span, not after today).
      const days =
        range === 'custom' && from && to ? { from, to } : presetRange(range === 'custom' ? '30d' : range, utcIsoDate(new Date()));
      return selectAnalytics(db, days);
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
