import { sql } from 'kysely';
import type { DbOrTrx } from '../db';

/*
 * One calendar of what goes live and what ends (issue 63): scheduled publications, announcements'
 * last days, review-by dates, comment periods' openings and closings, and meetings, each on its
 * day in Virginia. An owner group filters to the items it owns (comment periods have no owner and
 * show only unfiltered).
 */

export const calendarEntryKinds = ['publication', 'expiry', 'review', 'period-opens', 'period-closes', 'meeting'] as const;
export type CalendarEntryKind = (typeof calendarEntryKinds)[number];

export type PublishingCalendarEntry = {
  /** The Virginia day, YYYY-MM-DD. */
  day: string;
  /** The moment, when the entry has one (a date alone has none). */
  at: Date | null;
  what: CalendarEntryKind;
  title: string;
  itemId: string | null;
  periodId: string | null;
  owner: string | null;
};

const virginiaDay = (column: string) => sql<string>`((${sql.ref(column)} at time zone 'America/New_York')::date)::text`;

/** The entries from `from` to `to` (Virginia days, both included), by day and time. */
export async function publishingCalendar(db: DbOrTrx, from: string, to: string, ownerGroupId?: string): Promise<PublishingCalendarEntry[]> {
  const between = (day: ReturnType<typeof sql>) => sql`${day}::date between ${from}::date and ${to}::date`;
  const { rows } = await sql<PublishingCalendarEntry>`
    with entries as (
      select ${virginiaDay('i.publish_at')} as day, i.publish_at as at, 'publication' as what, i.title, i.id as "itemId", null::uuid as "periodId", i.owner_group_id
        from content_items i where i.status = 'scheduled' and ${between(virginiaDay('i.publish_at'))}
      union all
      select a.show_until::text, null, 'expiry', i.title, i.id, null, i.owner_group_id
        from announcements a join content_items i on i.kind = 'announcements' and i.public_key = a.id::text
        where ${between(sql`a.show_until`)}
      union all
      select i.review_by::text, null, 'review', i.title, i.id, null, i.owner_group_id
        from content_items i where i.published_revision is not null and ${between(sql`i.review_by`)}
      union all
      select ${virginiaDay('p.opens_at')}, p.opens_at, 'period-opens', p.title, null, p.id, null
        from comment_periods p where ${between(virginiaDay('p.opens_at'))}
      union all
      select ${virginiaDay('p.closes_at')}, p.closes_at, 'period-closes', p.title, null, p.id, null
        from comment_periods p where ${between(virginiaDay('p.closes_at'))}
      union all
      select ${virginiaDay('m.starts_at')}, m.starts_at, 'meeting', m.title, i.id, null, i.owner_group_id
        from articles m left join content_items i on i.kind = 'meetings' and i.public_key = m.name
        where m.starts_at is not null and ${between(virginiaDay('m.starts_at'))}
    )
    select e.day, e.at, e.what, e.title, e."itemId", e."periodId", g.name as owner
      from entries e left join owner_groups g on g.id = e.owner_group_id
      ${ownerGroupId ? sql`where e.owner_group_id = ${ownerGroupId}` : sql``}
      order by e.day, e.at nulls first, e.what, e.title`.execute(db);
  return rows;
}
