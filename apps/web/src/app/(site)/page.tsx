import { sitePaths } from '@vtrans/contracts/site-paths';
import { usDateToIso } from '@vtrans/contracts/content';
import type { Metadata } from 'next';
import Link from 'next/link';
import { meetingsData, updatesData } from '@/server/domain/content-api';
import { meetingTime } from '@/lib/meeting-time';
import { upcomingItems } from '@/server/domain/upcoming';
import { AnnouncementBanner } from '@/components/content-page';
import { loadPage } from '@/server/domain/pages';
import { MarkdownBody } from '@/components/markdown-body';
import { OpenCommentPeriods } from '@/components/comment-periods/open-comment-periods';
import { openCommentPeriodsData } from '@/server/domain/comment-periods';
import { commentOnAPlace } from '@/components/shell/navigation';

export async function generateMetadata(): Promise<Metadata> {
  const page = await loadPage('/');
  return { title: { absolute: page.title }, description: page.description, keywords: page.keywords };
}

export default async function HomePage() {
  const page = await loadPage('/');
  // Updates come newest first.
  const [allUpdates, schedule, openPeriods] = await Promise.all([updatesData(), meetingsData(), openCommentPeriodsData()]);
  const updates = allUpdates.slice(0, 3);
  const next = upcomingItems(schedule)[0];
  const nextHref = next?.article ? sitePaths.meeting(next.article) : '/get-involved/meetings';

  return (
    <div className="container">
      <section className="hero" aria-labelledby="home-heading">
        <h1 id="home-heading">{page.heading}</h1>
        <AnnouncementBanner route="/" />
        <p className="lead">{page.intro}</p>
      </section>
      <OpenCommentPeriods periods={openPeriods} />
      {/* Ways in (issue 35: the page opened on four paragraphs; issue 58: commenting on a place is one). Each card is one link, named by its heading. */}
      <nav aria-label="Start here" className="entry-cards">
        <ul>
          <li className="entry-card">
            <h2>
              <Link href="/about/about-vtrans">The plan</Link>
            </h2>
            <p>The Board’s vision, the needs of the next ten years, and the risks and opportunities of the next twenty.</p>
          </li>
          <li className="entry-card">
            <h2>
              <Link href="/about/gap-ta">GAP-TA for localities</Link>
            </h2>
            <p>Growth and Accessibility Planning technical assistance: what it funds, and how to apply.</p>
          </li>
          <li className="entry-card">
            <h2>
              <Link href="/interactvtrans/about">InteractVTrans</Link>
            </h2>
            <p>The plan’s data on a map and in charts, open data downloads, and comments on places you travel.</p>
          </li>
          <li className="entry-card">
            <h2>
              <Link href={commentOnAPlace.href}>{commentOnAPlace.label}</Link>
            </h2>
            <p>Tell us about a road, crossing or place you travel: mark it on a map or name it, from a phone or a computer.</p>
          </li>
          <li className="entry-card">
            <h2>
              <Link href="/get-involved/meetings">Get involved</Link>
            </h2>
            {next ? (
              <p>
                Next: <Link href={nextHref}>{next.title}</Link>, {next.startsAt ? meetingTime(next.startsAt, next.timeZone) : next.day}.
              </p>
            ) : (
              <p>Meetings, program updates, and how to tell us what you think.</p>
            )}
          </li>
        </ul>
      </nav>
      <div className="columns">
        <section aria-labelledby="about-heading">
          <h2 id="about-heading">About the plan</h2>
          <MarkdownBody source={page.body} />
        </section>
        <section aria-labelledby="updates-heading" className="updates">
          <h2 id="updates-heading">Latest program updates</h2>
          <ul>
            {updates.map((update) => (
              <li key={update.id}>
                <time dateTime={usDateToIso(update.Date)}>{update.Date}</time>
                <Link href={sitePaths.update(update.id)}>{update.Title}</Link>
                <p>{update.Intro}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
