import { sitePaths } from '@vtrans/contracts/site-paths';
import 'server-only';
import { type Announcement } from '@vtrans/contracts/announcements';
import { isoToUsDate } from '@vtrans/contracts/content';
import {
  findArticle,
  findUpdate,
  findUpdateRedirect,
  listAnnouncements,
  listByTheNumbers,
  listDidYouKnow,
  listEvents,
  listFaqs,
  listMeetingSchedule,
  listGapTaStudies,
  listRiskRegister,
  listSitemapEntries,
  listStatutoryRequirements,
  listStrategicActions,
  listSurveyTimeline,
  listUpdates,
  listWhatsNew,
} from '@vtrans/db';
import type { MultiPolygon } from 'geojson';
import { cache } from 'react';
import { cachedByTag } from '../platform/content-cache';
import { db, readPublic } from '../platform/db';

/*
 * The shapes the content APIs answer with. Where the spec names fields (Title, Intro, Date,
 * Pages) it keeps its capitalised names and MM/DD/YYYY dates; the other datasets use camelCase.
 */

/** Every announcement as the API serves it (Announcement), with its id (the key its Spanish is stored under), which the API leaves out. */
export async function announcementsData(): Promise<(Announcement & { id: string })[]> {
  return cachedByTag('announcements', [], async () =>
    (await listAnnouncements(db())).map((row) => ({
      id: String(row.id),
      Date: isoToUsDate(row.published_on),
      Pages: row.pages,
      Message: row.message,
      Href: row.href,
      ShowUntil: row.show_until ? isoToUsDate(row.show_until) : null,
    })),
  );
}

/** One article (meeting); read once per render, as its page's metadata and body both need it. */
export const articleData = cache(async (name: string) => {
  const row = await readPublic(findArticle, name);
  return row
    ? {
        Title: row.title,
        Intro: row.intro,
        Body: row.body,
        MeetingDate: row.meeting_on ? isoToUsDate(row.meeting_on) : null,
        Location: row.location,
        startsAt: row.starts_at?.toISOString() ?? null,
        timeZone: row.time_zone,
        onlineUrl: row.online_url,
        durationMinutes: row.duration_minutes,
        documents: row.documents.map((document) => ({ title: document.title, href: sitePaths.resource(document.file_name) })),
      }
    : null;
});

export async function updatesData() {
  return cachedByTag('updates', [], async () =>
    (await listUpdates(db())).map((row) => ({
      id: row.id,
      Date: isoToUsDate(row.published_on),
      Title: row.title,
      Intro: row.intro,
    })),
  );
}

/** One update with its body, for its page; null when the id is unknown. */
export async function updateData(id: string) {
  return cachedByTag('updates', [id], async () => {
    const row = await findUpdate(db(), id);
    return row ? { id: row.id, Date: isoToUsDate(row.published_on), Title: row.title, Intro: row.intro, Body: row.body } : null;
  });
}

/** The id a renamed update has now, for its old address; null when the id was never an update's. */
export const updateRedirectData = (oldId: string) => readPublic(findUpdateRedirect, oldId);

export async function eventsData() {
  return cachedByTag('events', [], async () =>
    (await listEvents(db())).map((row) => ({
      title: row.title,
      startsAt: row.starts_at.toISOString(),
      location: row.location,
      description: row.description,
      article: row.article_name,
    })),
  );
}

export async function statutoryRequirementsData() {
  return (await readPublic(listStatutoryRequirements)).map(({ citation, title, summary, level }) => ({ citation, title, summary, level }));
}

export async function strategicActionsData() {
  return (await readPublic(listStrategicActions)).map(({ code, theme, title, description, status }) => ({ code, theme, title, description, status }));
}

export async function surveyTimelineData() {
  return (await readPublic(listSurveyTimeline)).map((row) => ({
    date: isoToUsDate(row.milestone_on),
    title: row.title,
    description: row.description,
  }));
}

export async function gapTaStudiesData(id?: string) {
  return (await readPublic(listGapTaStudies, id)).map((row) => ({
    id: row.id,
    title: row.title,
    locality: row.locality,
    localityFips: row.locality_fips,
    fiscalYear: row.fiscal_year,
    component: row.component,
    summary: row.summary,
    status: row.status,
    bbox: row.bbox,
    area: JSON.parse(row.area_geojson) as MultiPolygon,
    documents: row.documents,
  }));
}

/** One GAP-TA study, read once per render (its page's metadata and body both need it); null when unknown. */
export const gapTaStudyData = cache(async (id: string) => (await gapTaStudiesData(id))[0] ?? null);

export async function riskRegisterData() {
  return (await readPublic(listRiskRegister)).map(({ megatrend, macrotrend, kind, description, indicator }) => ({
    megatrend,
    macrotrend,
    kind,
    description,
    indicator,
  }));
}

export async function byTheNumbersData() {
  return (await readPublic(listByTheNumbers)).map(({ label, value, unit, source }) => ({ label, value: Number(value), unit, source }));
}

export async function didYouKnowData() {
  return (await readPublic(listDidYouKnow)).map(({ fact, source }) => ({ fact, source }));
}

export async function whatsNewData() {
  return (await readPublic(listWhatsNew)).map((row) => ({ date: isoToUsDate(row.published_on), title: row.title, href: row.href }));
}

export type RiskRegisterRow = Awaited<ReturnType<typeof riskRegisterData>>[number];

/** The FAQ page's questions, grouped by topic on the page. */
export const faqsData = () => readPublic(listFaqs);

/** Meetings and webinars: what is to come (events and meetings), and past meetings newest first. */
export const meetingsData = () => readPublic(listMeetingSchedule);

/** The opinion survey's milestones, with ISO dates (the page shows them as <time>). */
export const surveyMilestonesData = () => readPublic(listSurveyTimeline);

/** What the sitemap lists: pages, updates, meetings, comment periods and documents with their real last change. */
export const sitemapData = () => readPublic(listSitemapEntries);
