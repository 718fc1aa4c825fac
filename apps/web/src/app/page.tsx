import { isoToUsDate } from '@vtrans/contracts';
import { findLatestUpdates } from '@vtrans/db';
import type { Metadata } from 'next';
import Link from 'next/link';
import { db } from '@/server/db';
import { AnnouncementBanner, loadPage } from '@/server/pages';

export async function generateMetadata(): Promise<Metadata> {
  const page = await loadPage('/');
  return { title: { absolute: page.title }, description: page.description, keywords: page.keywords };
}

export default async function HomePage() {
  const page = await loadPage('/');
  const updates = await findLatestUpdates(db(), 3);

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
          {page.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
        <section aria-labelledby="updates-heading" className="updates">
          <h2 id="updates-heading">Latest program updates</h2>
          <ul>
            {updates.map((update) => (
              <li key={update.id}>
                <time dateTime={update.published_on}>{isoToUsDate(update.published_on)}</time>
                <Link href={`/get-involved/program-updates/update?id=${encodeURIComponent(update.id)}`}>
                  {update.title}
                </Link>
                <p>{update.intro}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
