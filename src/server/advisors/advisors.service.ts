import type { AdvisorRecord } from '../../shared/advisors/advisor.schema.ts';
import type { Database } from '../db/client.ts';
import { selectAdvisorRecordBySlug, selectAdvisorRecords } from './advisors.queries.ts';

/**
 * Serves the public advisor list from memory. PGlite runs one query at a time, so reading the
 * list per request would cap the whole app; the cache is dropped whenever advisors change, and
 * expires after a while so that changes made by another instance (PostgreSQL) show up too.
 */
export interface AdvisorsService {
  listJson(): Promise<string>;
  list(): Promise<AdvisorRecord[]>;
  findBySlug(slug: string): Promise<AdvisorRecord | undefined>;
  invalidate(): void;
}

export function createAdvisorsService(db: Database, options: { cacheTtlMs?: number; now?: () => number } = {}): AdvisorsService {
  const ttl = options.cacheTtlMs ?? 60_000;
  const now = options.now ?? Date.now;
  let cached: { records: AdvisorRecord[]; json: string; loadedAt: number } | undefined;
  let loading: Promise<{ records: AdvisorRecord[]; json: string }> | undefined;
  let generation = 0;

  async function load() {
    if (cached && now() - cached.loadedAt < ttl) return cached;
    // Concurrent misses share one query instead of stampeding the database.
    loading ??= (async () => {
      const startedAt = generation;
      try {
        const records = await selectAdvisorRecords(db);
        const entry = { records, json: JSON.stringify(records), loadedAt: now() };
        // A change that landed while we were reading makes this result stale: do not keep it.
        if (startedAt === generation) cached = entry;
        return entry;
      } finally {
        loading = undefined;
      }
    })();
    return loading;
  }

  return {
    async listJson() {
      return (await load()).json;
    },
    async list() {
      return (await load()).records;
    },
    async findBySlug(slug) {
      const fromCache = cached?.records.find((record) => record.slug === slug);
      if (fromCache && now() - (cached?.loadedAt ?? 0) < ttl) return fromCache;
      return selectAdvisorRecordBySlug(db, slug);
    },
    invalidate() {
      generation++;
      cached = undefined;
    },
  };
}
