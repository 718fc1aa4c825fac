import { sql } from 'kysely';
import type { DbOrTrx } from '../../db';

/* What the public record of a period counts. */

export interface PeriodCounts {
  /** Every comment received on the period and not removed by moderation, public or not. */
  received: number;
  /** Of those, kept private at the commenter's request: counted, never shown. */
  keptPrivate: number;
  answered: number;
  byChannel: { name: string; count: number }[];
  byTheme: { name: string; count: number }[];
  byLocality: { name: string; count: number }[];
  byCategory: { name: string; count: number }[];
}

/**
 * What the response-to-comments record counts, from the database in one pass per breakdown. A
 * comment with several themes counts once under each; one with none under "No theme".
 */
export async function countPeriodComments(db: DbOrTrx, periodId: string): Promise<PeriodCounts> {
  const { rows } = await sql<{ breakdown: string; name: string; count: number }>`
    with received as (
      select c.id, c.channel, c.category, c.kept_private, c.response is not null as answered,
             coalesce((select l.full_name from localities l where st_intersects(l.geom, st_pointonsurface(c.geom)) limit 1), 'No place given') as locality
      from comments c where c.period_id = ${periodId}::uuid and not c.hidden
    )
    select 'total' as breakdown, 'received' as name, count(*)::int as count from received
    union all select 'total', 'kept private', count(*)::int from received where kept_private
    union all select 'total', 'answered', count(*)::int from received where answered
    union all select 'channel', channel, count(*)::int from received group by channel
    union all select 'category', category, count(*)::int from received group by category
    union all select 'locality', locality, count(*)::int from received group by locality
    union all select 'theme', coalesce(t.name, 'No theme'), count(*)::int from received r
      left join comment_theme_tags ct on ct.comment_id = r.id left join comment_themes t on t.id = ct.theme_id
      group by coalesce(t.name, 'No theme')`.execute(db);
  const breakdown = (name: string) =>
    rows
      .filter((row) => row.breakdown === name)
      .map((row) => ({ name: row.name, count: row.count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  const total = (name: string) => rows.find((row) => row.breakdown === 'total' && row.name === name)?.count ?? 0;
  return {
    received: total('received'),
    keptPrivate: total('kept private'),
    answered: total('answered'),
    byChannel: breakdown('channel'),
    byTheme: breakdown('theme'),
    byLocality: breakdown('locality'),
    byCategory: breakdown('category'),
  };
}

/** For the public record: the period's comments whose shared response was revised since it was given, with its version and when. */
export async function revisedResponsesByComment(db: DbOrTrx, periodId: string): Promise<Map<string, { version: number; updatedAt: Date }>> {
  const rows = await db
    .selectFrom('comments as c')
    .innerJoin('comment_responses as r', 'r.id', 'c.response_id')
    .select(['c.id', 'r.version', 'r.updated_at as updatedAt'])
    .where('c.period_id', '=', periodId)
    .where('r.version', '>', 1)
    .execute();
  return new Map(rows.map((row) => [row.id, { version: row.version, updatedAt: row.updatedAt }]));
}
