import { calendarDayWords, isoToUsDate, virginiaDateTime, virginiaTimeOfDay } from '@vtrans/contracts/dates';
import { calendarEntryWords, CalendarQuery, calendarRange, daysBetween } from '@vtrans/contracts/publishing-calendar';
import { sitePaths } from '@vtrans/contracts/site-paths';
import type { PublishingCalendarEntry } from '@vtrans/db';
import type { Metadata } from 'next';
import Link from 'next/link';
import { ContentDeskPage } from '@/components/content/content-desk-page';
import { calendarFeedAction } from '@/actions/publishing-calendar';
import { ActionForm } from '@/components/action-form';
import { FilterForm, FilterSelect } from '@/components/lists/filter-form';
import { publishingCalendarData } from '@/server/domain/restricted/content';

export const metadata: Metadata = {
  title: 'Publishing calendar',
  description: 'What goes live and what ends: scheduled publications, announcements’ last days, review dates, comment periods and meetings.',
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const dayHeading = (day: string) => calendarDayWords('weekday', day);

function EntryLink({ entry }: { entry: PublishingCalendarEntry }) {
  const title = entry.title || '(untitled)';
  if (entry.itemId) return <Link href={sitePaths.contentItem(entry.itemId)}>{title}</Link>;
  if (entry.periodId) return <Link href={sitePaths.commentPeriodAdmin(entry.periodId)}>{title}</Link>;
  return <>{title}</>;
}

/**
 * One calendar of what goes live and what ends (issue 63), a month or a week at a time, as a list
 * of days: read in order on a phone and by a screen reader, as a grid would not be. Days with
 * nothing are left out; the count says how many entries the range holds.
 */
export default async function PublishingCalendarPage({ searchParams }: Props) {
  const query = CalendarQuery.parse(await searchParams);
  const range = calendarRange(query.view, query.date);
  const { entries, groups, feedKeyMade } = await publishingCalendarData(range.from, range.to, query.owner);
  const owner = groups.find((group) => group.id === query.owner);
  const address = (date: string) => sitePaths.publishingCalendar({ view: query.view, date, owner: query.owner });
  const byDay = daysBetween(range.from, range.to)
    .map((day) => ({ day, entries: entries.filter((entry) => entry.day === day) }))
    .filter((day) => day.entries.length > 0);
  const span = query.view === 'week' ? `the week of ${isoToUsDate(range.from)}` : calendarDayWords('month', range.from);
  return (
    <ContentDeskPage heading="Publishing calendar">
      <p>Scheduled publications, announcements’ last days, review dates, comment periods’ openings and closings, and meetings, by day in Virginia time.</p>
      <FilterForm label="Calendar" keep={{ date: range.from }}>
        <FilterSelect
          id="calendar-view"
          name="view"
          label="Show"
          value={query.view}
          options={[
            ['month', 'A month'],
            ['week', 'A week'],
          ]}
        />
        <FilterSelect
          id="calendar-owner"
          name="owner"
          label="Owner group"
          value={query.owner}
          anyLabel="Every group"
          options={groups.map((group) => [group.id, group.name] as const)}
        />
      </FilterForm>
      <nav aria-label="Other dates" className="inline-list">
        <Link href={address(range.previous)}>Previous {query.view}</Link> · <Link href={address(range.next)}>Next {query.view}</Link>
      </nav>
      <h2>
        {span[0]!.toUpperCase() + span.slice(1)}
        {owner ? `: ${owner.name}` : ''}
      </h2>
      <p>
        {entries.length} {entries.length === 1 ? 'entry' : 'entries'}
        {owner ? ` for ${owner.name}’s items (comment periods have no owner and show only for every group)` : ''}.
      </p>
      {byDay.map(({ day, entries: dayEntries }) => (
        <section key={day} aria-labelledby={`day-${day}`}>
          <h3 id={`day-${day}`}>
            <time dateTime={day}>{dayHeading(day)}</time>
          </h3>
          <ul>
            {dayEntries.map((entry, index) => (
              <li key={`${entry.what}-${entry.itemId ?? entry.periodId}-${index}`}>
                {calendarEntryWords[entry.what]}
                {entry.at ? ` at ${virginiaTimeOfDay(entry.at)}` : ''}: <EntryLink entry={entry} />
                {entry.owner ? ` (${entry.owner})` : ''}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <h2>In your calendar program</h2>
      <p>
        Subscribe to this calendar (a month back and a year ahead, every group) in Outlook, Google Calendar or Apple Calendar with an address of your own.{' '}
        {feedKeyMade ? `Your address was made ${virginiaDateTime(feedKeyMade)}; it is shown only once. A new one stops it.` : 'You have no address yet.'}
      </p>
      <ActionForm action={calendarFeedAction}>
        <p>
          <button type="submit" className="button button--outline">
            {feedKeyMade ? 'Make a new address (the one you have stops working)' : 'Make my calendar address'}
          </button>
        </p>
      </ActionForm>
    </ContentDeskPage>
  );
}
