import type { Role } from '@vtrans/contracts/auth';
import { sql } from 'kysely';
import type { DbOrTrx, Trx } from '../db';
import { hashToken, newToken } from '../tokens';
import { recordAudit } from './audit';

/*
 * Keys to the publishing calendar's iCalendar feed (issue 63): one per person, kept hashed; a new
 * one replaces the old. The feed asks whose key it is on every fetch, so a disabled account or a
 * changed role stops it at once.
 */

/** A new key for the person's feed (the old one stops working); audited. Answers the key, shown once. */
export async function newCalendarFeedKey(trx: Trx, userId: string): Promise<string> {
  const key = newToken();
  await trx
    .insertInto('calendar_feed_keys')
    .values({ user_id: userId, key_hash: hashToken(key) })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ key_hash: hashToken(key), created_at: sql`now()` }))
    .execute();
  await recordAudit(trx, { actorId: userId, action: 'calendar-feed.key', subject: `user:${userId}`, details: {} });
  return key;
}

/** Whose key this is, while their account is active; null for an unknown key or a disabled account. */
export async function calendarFeedReader(db: DbOrTrx, key: string): Promise<{ id: string; role: Role } | null> {
  const row = await db
    .selectFrom('calendar_feed_keys as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .select(['u.id', 'u.role'])
    .where('k.key_hash', '=', hashToken(key))
    .where('u.disabled_at', 'is', null)
    .executeTakeFirst();
  return row ? { id: row.id, role: row.role as Role } : null;
}

/** When the person's current key was made, if they have one. */
export async function calendarFeedKeyMade(db: DbOrTrx, userId: string): Promise<Date | null> {
  const row = await db.selectFrom('calendar_feed_keys').select('created_at').where('user_id', '=', userId).executeTakeFirst();
  return row?.created_at ?? null;
}
