import type { DbOrTrx } from '../db';

/** One entry of the audit log: who (null for a schedule of the worker), what, to what, and the details. */
export interface AuditEntry {
  actorId: string | null;
  /** Dotted, by kind: `document.trash`, `comment.respond`. */
  action: string;
  /** `kind:id`, as every entry names its subject. */
  subject: string;
  details: Record<string, unknown>;
}

/** Writes an audit entry; in the transaction of what it records, so neither is kept without the other. */
export async function recordAudit(db: DbOrTrx, entry: AuditEntry): Promise<void> {
  await db.insertInto('audit_log').values({ actor_id: entry.actorId, action: entry.action, subject: entry.subject, details: JSON.stringify(entry.details) }).execute();
}
