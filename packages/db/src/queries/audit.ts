import { sql } from 'kysely';
import type { DbOrTrx } from '../db';
import { containsPattern } from '../like';

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
  await db
    .insertInto('audit_log')
    .values({ actor_id: entry.actorId, action: entry.action, subject: entry.subject, details: JSON.stringify(entry.details) })
    .execute();
}

/**
 * Adds to the entries an action's work wrote about `subject` in this transaction (their
 * created_at is the transaction's now()): the statement its confirmation step showed, so an
 * entry the work writes itself still says what the person confirmed (decision 037).
 */
export async function addToAuditEntries(trx: DbOrTrx, entry: { actorId: string; subject: string; details: Record<string, unknown> }): Promise<number> {
  const updated = await trx
    .updateTable('audit_log')
    .set({ details: sql`details || ${JSON.stringify(entry.details)}::jsonb` })
    .where('subject', '=', entry.subject)
    .where('actor_id', '=', entry.actorId)
    .where('created_at', '=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows);
}

/** Who last did one of `actions` to `subject`, and when: the name a refused save gives (issue 56). */
export async function latestAuditEntry(db: DbOrTrx, subject: string, actions: readonly string[]) {
  return db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select(['u.email as actor', 'a.created_at as at'])
    .where('a.subject', '=', subject)
    .where('a.action', 'in', [...actions])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** How many entries the audit log page shows at once: the newest. */
export const AUDIT_PAGE_SIZE = 200;

/**
 * The newest audit entries (issue 56: every consequential action is audited, and admins can read
 * what was done): of one kind of subject (`document`, the part before the colon), and whose
 * subject or summary holds `q`; with who did it.
 */
export async function listAuditEntries(db: DbOrTrx, filters: { kind?: string; q?: string }) {
  let query = db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select(['a.id', 'a.action', 'a.subject', 'a.details', 'a.created_at', 'u.email as actor'])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(AUDIT_PAGE_SIZE);
  if (filters.kind) query = query.where('a.subject', 'like', `${filters.kind}:%`);
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    query = query.where((eb) => eb.or([eb('a.subject', 'ilike', pattern), eb(sql<string>`a.details->>'summary'`, 'ilike', pattern)]));
  }
  return query.execute();
}

/** The kinds of subject the log holds, for the page's filter. */
export async function listAuditKinds(db: DbOrTrx): Promise<string[]> {
  const { rows } = await sql<{ kind: string }>`select distinct split_part(subject, ':', 1) as kind from audit_log order by 1`.execute(db);
  return rows.map((row) => row.kind);
}
