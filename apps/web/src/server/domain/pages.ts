import 'server-only';
import { announcementForPage } from '@vtrans/contracts/announcements';
import { virginiaToday } from '@vtrans/contracts/dates';
import type { ChangeHistoryEntry } from '@vtrans/contracts/change-notes';
import type { ContentKind } from '@vtrans/contracts/content-editing';
import { findPage, publicChangeHistory } from '@vtrans/db';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { readPublic } from '../platform/db';
import { alternatesWithCanonical } from '../http/share-metadata';
import { announcementsData } from './content-api';

/** A route's row from `pages`, read once per request (metadata and page both ask for it). */
export const loadPage = cache(async (route: string) => {
  const page = await readPublic(findPage, route);
  if (!page) notFound();
  return page;
});

/** Title, description and keywords of a route, from its `pages` row. */
export async function pageMetadata(route: string, alternates?: Metadata['alternates']): Promise<Metadata> {
  const page = await loadPage(route);
  return {
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    ...(alternates && { alternates: await alternatesWithCanonical(alternates) }),
  };
}

/** An announcement as a page shows it: its link, if any, with words naming where it leads. */
export interface PageAnnouncement {
  date: string;
  message: string;
  link: { href: string; text: string } | null;
}

/**
 * The announcement chosen for a route today (spec §4). Its link names the page it leads to
 * ("More on Opinion Survey"), never a bare "Learn more"; a link to the route itself is left out.
 */
export async function announcementOnPage(route: string): Promise<PageAnnouncement | null> {
  const announcement = announcementForPage(await announcementsData(), route, virginiaToday());
  if (!announcement) return null;
  const href = announcement.Href && announcement.Href !== route ? announcement.Href : null;
  const target = href?.startsWith('/') ? await readPublic(findPage, href.split(/[?#]/)[0]!) : undefined;
  return {
    date: announcement.Date,
    message: announcement.Message,
    link: href ? { href, text: target ? `More on ${target.heading}` : 'More on this announcement' } : null,
  };
}

/** A published item's public history (issue 63), newest first: empty for one published before histories were kept. */
export async function changeHistoryData(kind: ContentKind, key: string): Promise<ChangeHistoryEntry[]> {
  return readPublic(publicChangeHistory, kind, key);
}
