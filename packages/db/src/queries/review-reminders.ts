import { type ReviewStage, reviewStageOn } from '@vtrans/contracts/content-ownership';
import type { DbOrTrx } from '../db';

// What the review-by reminders of content (content-ownership.ts) and of library documents
// (document-ownership.ts) share: which reminder is owed on a day, written once, and who is told
// beyond the owner group. Internal to the package: not exported from its index.

/**
 * For each row, the reminder its review-by date owes on `today`, if any: `record` stores it and
 * writes its event in the caller's transaction, answering false when it was written before (a
 * second sweep, a second worker). A stage missed (a date set inside the window) is not sent late:
 * only the one owed today. Answers how many were written.
 */
export async function writeOwedReminders<Row extends { id: string; review_by: string | null }>(
  rows: Row[],
  today: string,
  record: (row: Row & { review_by: string }, stage: ReviewStage) => Promise<boolean>,
): Promise<number> {
  let written = 0;
  for (const row of rows) {
    if (row.review_by === null) continue;
    const stage = reviewStageOn(row.review_by, today);
    if (stage && (await record(row as Row & { review_by: string }, stage))) written += 1;
  }
  return written;
}

/** The administrators told of a reminder: all active ones once it escalates, or when no group owns the thing; else none. */
export async function adminsToRemind(db: DbOrTrx, stage: ReviewStage, ownerEmail: string | null): Promise<string[]> {
  if (stage !== 'overdue' && ownerEmail) return [];
  const rows = await db.selectFrom('users').select('email').where('role', '=', 'admin').where('disabled_at', 'is', null).orderBy('email').execute();
  return rows.map((row) => row.email);
}
