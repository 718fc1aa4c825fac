import { AppError, invalidFieldsError } from '@vtrans/contracts/errors';
import { sql, type Transaction } from 'kysely';
import type { DbOrTrx } from '../../db';
import type { Database } from '../../types';

/* A period's themes: staff's names for what comments are about, and the keyword rules that suggest them. */

export interface CommentTheme {
  id: string;
  name: string;
  keywords: string[];
  tagged: number;
}

export async function listCommentThemes(db: DbOrTrx, periodId: string): Promise<CommentTheme[]> {
  return db
    .selectFrom('comment_themes as t')
    .select(['t.id', 't.name', 't.keywords', sql<number>`(select count(*)::int from comment_theme_tags ct where ct.theme_id = t.id)`.as('tagged')])
    .where('t.period_id', '=', periodId)
    .orderBy(sql`lower(t.name)`)
    .execute();
}

export async function createCommentTheme(db: DbOrTrx, theme: { periodId: string; name: string; keywords: string[] }): Promise<string> {
  const period = await db.selectFrom('comment_periods').select('id').where('id', '=', theme.periodId).executeTakeFirst();
  if (!period) throw new AppError('not-found', 'No such comment period.');
  const row = await db
    .insertInto('comment_themes')
    .values({ period_id: theme.periodId, name: theme.name, keywords: sql<string[]>`${theme.keywords}::text[]` })
    .onConflict((conflict) => conflict.expression(sql`period_id, lower(name)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) throw invalidFieldsError({ name: `This period already has a theme called “${theme.name}”.` });
  return row.id;
}

export async function setCommentThemeRules(db: DbOrTrx, themeId: string, keywords: string[]): Promise<boolean> {
  const row = await db
    .updateTable('comment_themes')
    .set({ keywords: sql<string[]>`${keywords}::text[]` })
    .where('id', '=', themeId)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

/** A theme about to change or go (issue 56): its name and period, the comments tagged with it, its rules. Locked; null for no such theme. */
export async function themeForChange(trx: Transaction<Database>, themeId: string) {
  return trx
    .selectFrom('comment_themes as t')
    .innerJoin('comment_periods as p', 'p.id', 't.period_id')
    .select(['t.id', 't.name', 't.keywords', 'p.title as periodTitle'])
    .select(sql<number>`(select count(*)::int from comment_theme_tags g where g.theme_id = t.id)`.as('tagged'))
    .where('t.id', '=', themeId)
    .forUpdate('t')
    .executeTakeFirst();
}

export async function deleteCommentTheme(db: DbOrTrx, themeId: string): Promise<boolean> {
  return Boolean(await db.deleteFrom('comment_themes').where('id', '=', themeId).returning('id').executeTakeFirst());
}

/**
 * A theme's rules as one Postgres regular expression: any of its words or phrases, whole (word
 * boundaries at both ends), in any case, with any run of blanks between a phrase's words. Null
 * for a theme without rules.
 */
export function themeRulePattern(keywords: readonly string[]): string | null {
  const alternatives = keywords.map((keyword) =>
    keyword
      .trim()
      .split(/\s+/)
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s+'),
  );
  const usable = alternatives.filter(Boolean);
  return usable.length ? `\\m(${usable.join('|')})\\M` : null;
}

/**
 * Tags (or untags) the ticked comments with a theme, only those of the theme's period; tagging
 * twice is a no-op. Answers how many changed.
 */
export async function tagCommentsWithTheme(
  trx: DbOrTrx,
  change: { periodId: string; themeId: string; commentIds: string[]; untag: boolean },
  staffUserId: string,
): Promise<number> {
  const theme = await trx
    .selectFrom('comment_themes')
    .select('id')
    .where('id', '=', change.themeId)
    .where('period_id', '=', change.periodId)
    .executeTakeFirst();
  if (!theme) throw invalidFieldsError({ themeId: 'Please choose one of this period’s themes.' });
  if (change.untag) {
    const removed = await trx
      .deleteFrom('comment_theme_tags')
      .where('theme_id', '=', change.themeId)
      .where('comment_id', '=', sql<string>`any(${change.commentIds}::uuid[])`)
      .executeTakeFirst();
    return Number(removed.numDeletedRows);
  }
  const { rows } = await sql<{ n: number }>`
    with added as (
      insert into comment_theme_tags (comment_id, theme_id, tagged_by)
      select c.id, ${change.themeId}::uuid, ${staffUserId}::uuid from comments c
      where c.id = any(${change.commentIds}::uuid[]) and c.period_id = ${change.periodId}::uuid
      on conflict do nothing
      returning 1
    )
    select count(*)::int as n from added`.execute(trx);
  return rows[0]!.n;
}
