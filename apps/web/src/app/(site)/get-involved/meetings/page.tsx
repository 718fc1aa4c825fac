import { sitePaths } from '@vtrans/contracts/site-paths';
import { isoToUsDate } from '@vtrans/contracts/content';
import Link from 'next/link';
import { ContentPage } from '@/components/content-page';
import { pageMetadata } from '@/server/domain/pages';
import { meetingsData } from '@/server/domain/content-api';
import { feedAddresses, feedAlternates } from '@/server/domain/feeds';
import { upcomingItems } from '@/server/domain/upcoming';
import { meetingTime } from '@/lib/meeting-time';
import { OpenCommentPeriods } from '@/components/comment-periods/open-comment-periods';
import { openCommentPeriodsData } from '@/server/domain/comment-periods';

const route = '/get-involved/meetings';

export const generateMetadata = () => pageMetadata(route, feedAlternates.meetings);

export default async function MeetingsPage() {
  const [schedule, openPeriods] = await Promise.all([meetingsData(), openCommentPeriodsData()]);
  const upcoming = upcomingItems(schedule);
  return (
    <ContentPage route={route}>
      <OpenCommentPeriods periods={openPeriods} />
      <h2 id="upcoming-meetings">Upcoming meetings and webinars</h2>
      {upcoming.length === 0 ? (
        <p>No meetings are scheduled yet. New ones are announced in program updates and the newsletter.</p>
      ) : (
        <ul className="item-list" aria-labelledby="upcoming-meetings">
          {upcoming.map((item) => (
            <li key={item.key}>
              {item.startsAt ? (
                <time dateTime={item.startsAt.toISOString()}>{meetingTime(item.startsAt, item.timeZone)}</time>
              ) : (
                item.day && <time dateTime={item.day}>{isoToUsDate(item.day)}</time>
              )}
              {item.article ? <Link href={sitePaths.meeting(item.article)}>{item.title}</Link> : <strong>{item.title}</strong>}
              <p>{item.summary}</p>
              <p className="meeting-where">
                {item.place && <>Where: {item.place}</>}
                {item.onlineUrl && (
                  <>
                    {item.place && ' · '}
                    <a href={item.onlineUrl}>
                      Join online<span className="visually-hidden">: {item.title}</span>
                    </a>
                  </>
                )}
                {(item.place || item.onlineUrl) && ' · '}
                <a href={item.calendar}>
                  Add to your calendar (.ics)<span className="visually-hidden">: {item.title}</span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href={feedAddresses.meetings}>Subscribe to every upcoming meeting in your calendar (iCalendar, .ics)</a>
      </p>
      <p>
        Comments on the plan are also taken in formal periods, online and at meetings: see <Link href={sitePaths.commentPeriods}>public comment periods</Link>,
        with the record of each.
      </p>
      <h2 id="past-meetings">Past meetings and webinars</h2>
      <ul className="item-list" aria-labelledby="past-meetings">
        {schedule.past.map((meeting) => (
          <li key={meeting.name}>
            {meeting.meeting_on && <time dateTime={meeting.meeting_on}>{isoToUsDate(meeting.meeting_on)}</time>}
            <Link href={sitePaths.meeting(meeting.name)}>{meeting.title}</Link>
            <p>{meeting.intro}</p>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
