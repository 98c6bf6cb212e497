import type { AuditListQuery, AuditPage } from '../../shared/admin/audit.schema.ts';
import type { Database } from '../db/client.ts';
import { selectAuditPage } from './audit.queries.ts';

/** The audit log screen. Writing the log is `runAudited` (audit.ts), part of every admin action. */
export function createAuditService({ db }: { db: Database }) {
  return {
    list(query: AuditListQuery): Promise<AuditPage> {
      return selectAuditPage(db, query);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
