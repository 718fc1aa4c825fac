import type { DbOrTrx } from '../db';
import { containsPattern } from '../like';

/*
 * Addresses no e-mail goes to (issue 21): hard bounces, complaints and admins' entries. Every
 * send checks here first (the worker's deliverOnce), so a campaign, an alert or a notice never
 * goes to an address that refused mail for good.
 */

export type SuppressionReason = 'bounce' | 'complaint' | 'admin';

const normalised = (email: string) => email.trim().toLowerCase();

/** Which of these addresses are suppressed, lower-cased. */
export async function suppressedAmong(db: DbOrTrx, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .selectFrom('suppressions')
    .select('email')
    .where('email', 'in', [...new Set(emails.map(normalised))])
    .execute();
  return new Set(rows.map((row) => row.email));
}

/** Suppresses the addresses; one already suppressed keeps its first reason. Answers how many were new. */
export async function suppressAddresses(
  db: DbOrTrx,
  emails: readonly string[],
  reason: SuppressionReason,
  detail = '',
  createdBy: string | null = null,
): Promise<number> {
  const unique = [...new Set(emails.map(normalised))];
  if (unique.length === 0) return 0;
  const result = await db
    .insertInto('suppressions')
    .values(unique.map((email) => ({ email, reason, detail: detail.slice(0, 1000), created_by: createdBy })))
    .onConflict((conflict) => conflict.column('email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

export async function removeSuppression(db: DbOrTrx, email: string): Promise<boolean> {
  const result = await db.deleteFrom('suppressions').where('email', '=', normalised(email)).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The newest first, with who added an admin's entry; `q` narrows by address. */
export async function listSuppressions(db: DbOrTrx, q?: string, limit = 200) {
  let query = db
    .selectFrom('suppressions as s')
    .leftJoin('users as u', 'u.id', 's.created_by')
    .select(['s.email', 's.reason', 's.detail', 's.created_at', 'u.email as added_by'])
    .orderBy('s.created_at', 'desc')
    .limit(limit);
  if (q) query = query.where('s.email', 'like', containsPattern(normalised(q)));
  return query.execute();
}
