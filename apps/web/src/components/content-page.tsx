import Link from 'next/link';
import type { ReactNode } from 'react';
import { MarkdownBody } from '@/components/markdown-body';
import { ChangeHistory } from '@/components/content/change-history';
import { announcementOnPage, loadPage } from '@/server/domain/pages';

/** The announcement chosen for a route (spec §4), shown above its content. */
export async function AnnouncementBanner({ route }: { route: string }) {
  const announcement = await announcementOnPage(route);
  if (!announcement) return null;
  return (
    <aside className="announcement" aria-label="Announcement">
      <p>
        <strong>{announcement.date}:</strong> {announcement.message} {announcement.link && <Link href={announcement.link.href}>{announcement.link.text}</Link>}
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
      <ChangeHistory kind="pages" publicKey={route} />
    </div>
  );
}
