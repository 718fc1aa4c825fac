import { isoToUsDate } from '@vtrans/contracts';
import Link from 'next/link';
import { ContentPage, pageMetadata } from '@/server/pages';
import { meetingsData } from '@/server/content-api';
import { feedAddresses, feedAlternates } from '@/server/feeds';

const route = '/get-involved/meetings';

export const generateMetadata = () => pageMetadata(route, feedAlternates.meetings);

export default async function MeetingsPage() {
  const meetings = await meetingsData();
  return (
    <ContentPage route={route}>
      <p>
        <a href={feedAddresses.meetings}>Add upcoming meetings to your calendar (iCalendar, .ics)</a>
      </p>
      <h2>Past meetings and webinars</h2>
      <ul className="item-list">
        {meetings.map((meeting) => (
          <li key={meeting.name}>
            {meeting.meeting_on && <time dateTime={meeting.meeting_on}>{isoToUsDate(meeting.meeting_on)}</time>}
            <Link href={`/get-involved/meetings/meeting?article=${meeting.name}`}>{meeting.title}</Link>
            <p>{meeting.intro}</p>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
