import { usDateToIso } from '@vtrans/contracts';
import type { Metadata } from 'next';
import Link from 'next/link';
import { updatesData } from '@/server/content-api';
import { AnnouncementBanner, loadPage } from '@/server/pages';
import { MarkdownBody } from '@/components/markdown-body';

export async function generateMetadata(): Promise<Metadata> {
  const page = await loadPage('/');
  return { title: { absolute: page.title }, description: page.description, keywords: page.keywords };
}

export default async function HomePage() {
  const page = await loadPage('/');
  // Updates come newest first.
  const updates = (await updatesData()).slice(0, 3);

  return (
    <div className="container">
      <section className="hero" aria-labelledby="home-heading">
        <h1 id="home-heading">{page.heading}</h1>
        <AnnouncementBanner route="/" />
        <p className="lead">{page.intro}</p>
      </section>
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
                <Link href={`/get-involved/program-updates/update?id=${encodeURIComponent(update.id)}`}>
                  {update.Title}
                </Link>
                <p>{update.Intro}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
