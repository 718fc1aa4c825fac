import type { CommentChannel, PeriodCommentFilters } from '@vtrans/contracts/comment-periods';
import { type RawBuilder, sql } from 'kysely';
import type { DbOrTrx } from '../../db';
import { containsPattern } from '../../like';
import { themeRulePattern } from './themes';

/* A period's comments as staff work through them: filtered, with the themes suggested for each. */

export interface PeriodCommentForStaff {
  id: string;
  category: string;
  text: string;
  name: string | null;
  channel: CommentChannel;
  meetingName: string | null;
  receivedOn: string | null;
  createdAt: Date;
  hidden: boolean;
  keptPrivate: boolean;
  hasEmail: boolean;
  hasLetter: boolean;
  contact: string | null;
  locality: string | null;
  response: string | null;
  responseId: string | null;
  themes: string[];
}

/** How many comments the staff list shows at most; the bulk actions can still take every match. */
export const PERIOD_LIST_LIMIT = 1000;

/**
 * What the staff list's filters ask of a period's comment `c`, as one condition; null when they
 * can match nothing (suggestions of a theme without rules). The list, its count and the bulk
 * actions' "every comment these filters select" all use it.
 */
async function staffFilter(db: DbOrTrx, periodId: string, filters: PeriodCommentFilters): Promise<RawBuilder<boolean> | null> {
  const conditions: RawBuilder<boolean>[] = [sql`c.period_id = ${periodId}::uuid`];
  if (filters.channel) conditions.push(sql`c.channel = ${filters.channel}`);
  if (filters.answered) conditions.push(filters.answered === 'yes' ? sql`c.response is not null` : sql`c.response is null`);
  if (filters.q) conditions.push(sql`c.text ilike ${containsPattern(filters.q)}`);
  if (filters.theme === 'none') conditions.push(sql`not exists (select 1 from comment_theme_tags ct where ct.comment_id = c.id)`);
  else if (filters.theme)
    conditions.push(sql`exists (select 1 from comment_theme_tags ct where ct.comment_id = c.id and ct.theme_id = ${filters.theme}::uuid)`);
  if (filters.suggested) {
    const theme = await db
      .selectFrom('comment_themes')
      .select('keywords')
      .where('id', '=', filters.suggested)
      .where('period_id', '=', periodId)
      .executeTakeFirst();
    const pattern = theme ? themeRulePattern(theme.keywords) : null;
    if (!pattern) return null;
    conditions.push(suggestedBy(filters.suggested, pattern));
  }
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

/** A comment the theme's rules match and that does not have the theme yet. */
const suggestedBy = (themeId: string, pattern: string) =>
  sql<boolean>`(c.text ~* ${pattern} and not exists (select 1 from comment_theme_tags ct where ct.comment_id = c.id and ct.theme_id = ${themeId}::uuid))`;

/** A period's comments for staff (hidden and private ones too), by the list's filters, oldest first; and how many match in all. */
export async function listPeriodCommentsForStaff(
  db: DbOrTrx,
  periodId: string,
  filters: PeriodCommentFilters,
  limit = PERIOD_LIST_LIMIT,
): Promise<{ comments: PeriodCommentForStaff[]; matching: number }> {
  const condition = await staffFilter(db, periodId, filters);
  if (!condition) return { comments: [], matching: 0 };
  const [comments, total] = await Promise.all([
    db
      .selectFrom('comments as c')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('localities as l')
            .select('l.full_name')
            .where(sql<boolean>`st_intersects(l.geom, st_pointonsurface(c.geom))`)
            .limit(1)
            .as('loc'),
        (join) => join.onTrue(),
      )
      .select([
        'c.id',
        'c.category',
        'c.text',
        'c.name',
        'c.channel',
        'c.meeting_name as meetingName',
        sql<string | null>`c.received_on::text`.as('receivedOn'),
        'c.created_at as createdAt',
        'c.hidden',
        'c.kept_private as keptPrivate',
        sql<boolean>`c.email is not null`.as('hasEmail'),
        sql<boolean>`c.letter_key is not null`.as('hasLetter'),
        'c.contact',
        'loc.full_name as locality',
        'c.response',
        'c.response_id as responseId',
        sql<
          string[]
        >`array(select t.name from comment_theme_tags ct join comment_themes t on t.id = ct.theme_id where ct.comment_id = c.id order by t.name)`.as('themes'),
      ])
      .where(condition)
      .orderBy('c.created_at')
      .orderBy('c.id')
      .limit(limit)
      .execute(),
    db
      .selectFrom('comments as c')
      .select(sql<number>`count(*)::int`.as('n'))
      .where(condition)
      .executeTakeFirstOrThrow(),
  ]);
  return { comments, matching: total.n };
}

/** The ids of every comment the staff filters select, up to `limit`: what a bulk action over "every match" takes. */
export async function listPeriodCommentIds(db: DbOrTrx, periodId: string, filters: PeriodCommentFilters, limit: number): Promise<string[]> {
  const condition = await staffFilter(db, periodId, filters);
  if (!condition) return [];
  const rows = await db.selectFrom('comments as c').select('c.id').where(condition).orderBy('c.created_at').orderBy('c.id').limit(limit).execute();
  return rows.map((row) => row.id);
}

/** How many of a period's comments each theme's rules suggest (untagged with it yet). */
export async function countThemeSuggestions(db: DbOrTrx, periodId: string): Promise<Map<string, number>> {
  const themes = await db.selectFrom('comment_themes').select(['id', 'keywords']).where('period_id', '=', periodId).execute();
  const counts = new Map<string, number>();
  for (const theme of themes) {
    const pattern = themeRulePattern(theme.keywords);
    if (!pattern) continue;
    const row = await db
      .selectFrom('comments as c')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('c.period_id', '=', periodId)
      .where(suggestedBy(theme.id, pattern))
      .executeTakeFirstOrThrow();
    counts.set(theme.id, row.n);
  }
  return counts;
}
