import 'server-only';
import type { AuditQuery } from '@vtrans/contracts/audit';
import { listAuditEntries, listAuditKinds } from '@vtrans/db';
import { readForRole } from '../../auth/viewer';

/** Admins only: the newest audit entries the filters select, and the kinds of subject to filter by (issue 56). */
export const auditLogData = (filters: AuditQuery) =>
  readForRole(['admin'] as const, async (db) => {
    const [entries, kinds] = await Promise.all([listAuditEntries(db, filters), listAuditKinds(db)]);
    return { entries, kinds };
  });
