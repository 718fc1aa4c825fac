import 'server-only';
import { announcementForPage } from '@vtrans/contracts/announcements';
import { virginiaToday } from '@vtrans/contracts/dates';
import { findPage } from '@vtrans/db';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache, type ReactNode } from 'react';
import { announcementsData } from './content-api';
import { readPublic } from './db';
import { alternatesWithCanonical } from './share-metadata';
import { MarkdownBody } from '@/components/markdown-body';

/** A route's row from `pages`, read once per request (metadata and page both ask for it). */
export const loadPage = cache(async (route: string) => {
  const page = await readPublic(findPage, route);
  if (!page) notFound();
  return page;
});

/** Title, description and keywords of a route, from its `pages` row. */
export async function pageMetadata(route: string, alternates?: Metadata['alternates']): Promise<Metadata> {
  const page = await loadPage(route);
  return { title: page.title, description: page.description, keywords: page.keywords, ...(alternates && { alternates: await alternatesWithCanonical(alternates) }) };
}

/**
 * The announcement chosen for a route (spec §4), shown above its content. Its link names the page
 * it leads to ("More on Opinion Survey"), never a bare "Learn more".
 */
export async function AnnouncementBanner({ route }: { route: string }) {
  const announcement = announcementForPage(await announcementsData(), route, virginiaToday());
  if (!announcement) return null;
  const href = announcement.Href && announcement.Href !== route ? announcement.Href : null;
  const target = href?.startsWith('/') ? await readPublic(findPage, href.split(/[?#]/)[0]!) : undefined;
  return (
    <aside className="announcement" aria-label="Announcement">
      <p>
        <strong>{announcement.Date}:</strong> {announcement.Message}{' '}
        {href && <Link href={href}>{target ? `More on ${target.heading}` : 'More on this announcement'}</Link>}
      </p>
    </aside>
  );
}

/** The shape of every informational page: heading, announcement, intro, body, then its own sections. */
export async function ContentPage({ route, children }: { route: string; children?: ReactNode }) {
  const page = await loadPage(route);
  return (
    <div className="container content-page">
      <h1>{page.heading}</h1>
      <AnnouncementBanner route={route} />
      <p className="lead">{page.intro}</p>
      <MarkdownBody source={page.body} />
      {children}
    </div>
  );
}
