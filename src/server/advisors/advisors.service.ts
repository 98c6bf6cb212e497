import type { AdvisorRecord } from '../../shared/advisors/advisor.schema.ts';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { advisorImages } from '../db/schema/index.ts';
import { type AdvisorProfile, selectAdvisorProfiles, selectAdvisorRecordBySlug, toPublicRecord } from './advisors.queries.ts';

export type { AdvisorProfile } from './advisors.queries.ts';

/**
 * Serves the advisors from memory. PGlite runs one query at a time, so reading the list per
 * request would cap the whole app; the cache is dropped whenever advisors change (the admin's
 * advisor routes call `invalidate` after every change, decision 0191), and expires after a while
 * so that changes made by another instance (PostgreSQL) show up too.
 */
export interface AdvisorsService {
  /** The public directory as JSON: archived advisors left out, no system prompts. */
  listJson(): Promise<string>;
  /** The same JSON and its entity tag, for browsers that revalidate their copy (decision 0191). */
  listPayload(): Promise<{ json: string; etag: string }>;
  /** The public directory: archived advisors left out. */
  list(): Promise<AdvisorRecord[]>;
  /** One advisor of the public directory; an archived one is not found. */
  findBySlug(slug: string): Promise<AdvisorRecord | undefined>;
  /** Any advisor, archived or not, with its system-prompt override: chat and memories use it. */
  findById(id: string): Promise<AdvisorProfile | undefined>;
  /** An avatar or cover uploaded in the admin's form (WebP), or undefined. */
  image(advisorId: string, kind: 'avatar' | 'cover'): Promise<{ contentType: string; bytes: Buffer; updatedAt: Date } | undefined>;
  invalidate(): void;
}

interface CacheEntry {
  profiles: AdvisorProfile[];
  records: AdvisorRecord[];
  json: string;
  etag: string;
  loadedAt: number;
}

export function createAdvisorsService(db: Database, options: { cacheTtlMs?: number; now?: () => number } = {}): AdvisorsService {
  const ttl = options.cacheTtlMs ?? 60_000;
  const now = options.now ?? Date.now;
  let cached: CacheEntry | undefined;
  let loading: Promise<CacheEntry> | undefined;
  let generation = 0;

  async function load(): Promise<CacheEntry> {
    if (cached && now() - cached.loadedAt < ttl) return cached;
    // Concurrent misses share one query instead of stampeding the database.
    loading ??= (async () => {
      const startedAt = generation;
      try {
        const profiles = await selectAdvisorProfiles(db);
        const records = profiles.filter((profile) => !profile.archived).map(toPublicRecord);
        const json = JSON.stringify(records);
        const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
        const entry = { profiles, records, json, etag, loadedAt: now() };
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
    async listPayload() {
      const { json, etag } = await load();
      return { json, etag };
    },
    async list() {
      return (await load()).records;
    },
    async findBySlug(slug) {
      const fromCache = cached?.records.find((record) => record.slug === slug);
      if (fromCache && now() - (cached?.loadedAt ?? 0) < ttl) return fromCache;
      return selectAdvisorRecordBySlug(db, slug);
    },
    async findById(id) {
      return (await load()).profiles.find((profile) => profile.id === id);
    },
    async image(advisorId, kind) {
      const [row] = await db
        .select({ contentType: advisorImages.contentType, bytes: advisorImages.bytes, updatedAt: advisorImages.updatedAt })
        .from(advisorImages)
        .where(and(eq(advisorImages.advisorId, advisorId), eq(advisorImages.kind, kind)))
        .limit(1);
      return row;
    },
    invalidate() {
      generation++;
      cached = undefined;
    },
  };
}
