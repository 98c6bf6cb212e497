import type { AdvisorRecord } from '../../shared/advisors/advisor.schema.ts';
import { and, eq } from 'drizzle-orm';
import type { Database, DatabaseLog } from '../db/client.ts';
import { type DatabaseNotifications, notificationChannels } from '../db/notifications.ts';
import { advisorImages } from '../db/schema/index.ts';
import { type EncodedPayload, encodePayload } from '../http/encoded-payload.ts';
import { type AdvisorProfile, selectAdvisorProfiles, selectAdvisorRecordBySlug, selectAdvisorSitemapEntries, toPublicRecord } from './advisors.queries.ts';

export type { AdvisorProfile } from './advisors.queries.ts';

/**
 * Serves the advisors from memory. PGlite runs one query at a time, so reading the list per
 * request would cap the whole app; the cache is dropped whenever advisors change (the admin's
 * advisor routes call `invalidate` after every change, decision 0191). `invalidate` tells the
 * other instances on the database too (LISTEN/NOTIFY), which drop theirs on the message; the copy
 * also expires after a while, in case a message was lost.
 */
export interface AdvisorsService {
  /**
   * The public directory as JSON (archived advisors left out, no system prompts), encoded once per
   * change, with its entity tag for browsers that revalidate their copy (decision 0191).
   */
  listPayload(): Promise<EncodedPayload>;
  /** The public directory: archived advisors left out. */
  list(): Promise<AdvisorRecord[]>;
  /** The public directory's pages for the sitemap, with when each advisor last changed. */
  sitemapEntries(): Promise<{ slug: string; updatedAt: Date }[]>;
  /** One advisor of the public directory; an archived one is not found. */
  findBySlug(slug: string): Promise<AdvisorRecord | undefined>;
  /** Any advisor, archived or not, with its system-prompt override: chat and memories use it. */
  findById(id: string): Promise<AdvisorProfile | undefined>;
  /** An avatar or cover uploaded in the admin's form (WebP), or undefined. */
  image(advisorId: string, kind: 'avatar' | 'cover'): Promise<{ contentType: string; bytes: Buffer; updatedAt: Date } | undefined>;
  /** Drops this instance's copy and tells the other instances to drop theirs. */
  invalidate(): void;
}

export interface AdvisorsServiceOptions {
  cacheTtlMs?: number;
  now?: () => number;
  /** The database's messages between instances; without them each instance only expires its copy. */
  notifications?: DatabaseNotifications;
  log?: DatabaseLog;
}

interface CacheEntry {
  profiles: AdvisorProfile[];
  records: AdvisorRecord[];
  payload: EncodedPayload;
  loadedAt: number;
}

export function createAdvisorsService(db: Database, options: AdvisorsServiceOptions = {}): AdvisorsService {
  const ttl = options.cacheTtlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const { notifications, log } = options;
  let cached: CacheEntry | undefined;
  let loading: Promise<CacheEntry> | undefined;
  let generation = 0;

  const drop = () => {
    generation++;
    cached = undefined;
  };
  // Any message, and a resync after the listening connection came back, means "read them again".
  notifications?.listen(notificationChannels.advisorsChanged, drop).catch((error: unknown) => {
    log?.warn({ err: error }, 'advisors: cannot listen for changes made by other instances; each copy expires after a minute');
  });

  async function load(): Promise<CacheEntry> {
    if (cached && now() - cached.loadedAt < ttl) return cached;
    // Concurrent misses share one query instead of stampeding the database.
    loading ??= (async () => {
      const startedAt = generation;
      try {
        const profiles = await selectAdvisorProfiles(db);
        const records = profiles.filter((profile) => !profile.archived).map(toPublicRecord);
        const json = JSON.stringify(records);
        // The copy expires every minute; unchanged, its encodings are kept rather than compressed again.
        const payload = cached && cached.payload.identity.equals(Buffer.from(json)) ? cached.payload : await encodePayload(json);
        const entry = { profiles, records, payload, loadedAt: now() };
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
    async listPayload() {
      return (await load()).payload;
    },
    async list() {
      return (await load()).records;
    },
    async sitemapEntries() {
      return selectAdvisorSitemapEntries(db);
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
      drop();
      notifications?.notify(notificationChannels.advisorsChanged).catch((error: unknown) => {
        log?.warn({ err: error }, 'advisors: cannot tell the other instances that the catalog changed; their copies expire within a minute');
      });
    },
  };
}
