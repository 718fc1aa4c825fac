import 'server-only';
import { commentChannelLabels } from '@vtrans/contracts/comment-periods';
import { virginiaIsoDate, virginiaToday } from '@vtrans/contracts/dates';
import type { StaffCommentFilters } from '@vtrans/contracts/comments';
import { listCommentsForExport, type PublicComment, type RecordedComment } from '@vtrans/db';
import type { FeatureCollection } from 'geojson';
import { toCsv } from '@/lib/csv';
import { db } from '../platform/db';
import { plotSvg } from './plot-svg';

/** The columns of the public record, in order; the GeoJSON's properties use the same names. */
const columns = [
  'id',
  'date',
  'category',
  'locality',
  'place',
  'text',
  'language',
  'likes',
  'response',
  'response_date',
  'channel',
  'meeting',
  'period',
  'themes',
] as const;
const staffColumns = [...columns, 'hidden'] as const;

/**
 * A moment as the Virginia day it fell on (issue 56: its UTC date put a 7 p.m. comment, and a letter
 * entered in the evening, on the next day). A letter's moment is the day it was received, at the
 * time it was entered, so its day is the day received.
 */
const day = (iso: string | null) => (iso ? virginiaIsoDate(iso) : null);

/** A comment as the public record names its fields; the feature API's comments collection uses them too. */
export function commentRecordProperties(comment: PublicComment) {
  return {
    id: comment.id,
    date: day(comment.createdAt),
    category: comment.category,
    locality: comment.locality,
    place: comment.locationNote,
    text: comment.text,
    // Issue 62: the language of the form it was written in (en, es; staff's entries are en), the one a reply is written in.
    language: comment.language,
    likes: comment.likes,
    response: comment.response,
    response_date: day(comment.respondedAt),
    // Issue 41: how it reached the office (and which meeting), the period and its themes.
    channel: commentChannelLabels[comment.channel],
    meeting: comment.meetingName,
    period: comment.periodId,
    themes: comment.themes.join('; '),
  };
}

/**
 * The comments the filters select, as the public record (issue 23): CSV with the geometry as WKT
 * (people's words neutralised against spreadsheet formulas, lib/csv.ts), or GeoJSON. Staff's
 * export has hidden comments too, marked; the public's (a period's record) only what the public
 * sees. Never an e-mail address or a private contact: the query does not read them.
 */
export async function commentsExport(
  filters: StaffCommentFilters,
  format: 'csv' | 'geojson',
  audience: 'staff' | 'public' = 'staff',
): Promise<{ body: string; contentType: string; fileName: string }> {
  const names = audience === 'staff' ? staffColumns : columns;
  const comments = (await listCommentsForExport(db(), filters, audience)).map((comment) => ({
    ...comment,
    properties: { ...commentRecordProperties(comment), ...(audience === 'staff' ? { hidden: comment.hidden ? 'yes' : 'no' } : {}) } as Record<
      (typeof staffColumns)[number],
      string | number | null
    >,
  }));
  const stamp = virginiaToday();
  const name = filters.period ? `vtrans-comment-period-${filters.period.slice(0, 8)}-${stamp}` : `vtrans-comments-${stamp}`;
  if (format === 'csv') {
    const rows = comments.map((comment) => [...names.map((column) => comment.properties[column]), comment.wkt]);
    return { body: toCsv([...names, 'wkt'], rows), contentType: 'text/csv; charset=utf-8', fileName: `${name}.csv` };
  }
  const collection = {
    type: 'FeatureCollection',
    features: comments.map((comment) => ({ type: 'Feature', id: comment.id, geometry: comment.geometry, properties: comment.properties })),
  };
  return { body: JSON.stringify(collection), contentType: 'application/geo+json', fileName: `${name}.geojson` };
}

/** How many comments fall under each name, most first (then by name). */
function countsBy(comments: RecordedComment[], nameOf: (comment: RecordedComment) => string): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const comment of comments) counts.set(nameOf(comment), (counts.get(nameOf(comment)) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/**
 * The printable summary of comments (issue 23), given newest first as the export query reads them:
 * counts by category and by locality, a map over `outlines`, and every comment with its response,
 * oldest first as a record reads.
 */
export function commentsReport(newestFirst: RecordedComment[], outlines: FeatureCollection) {
  const comments = [...newestFirst].reverse();
  const answered = comments.filter((comment) => comment.response).length;
  return {
    comments,
    answered,
    byCategory: countsBy(comments, (comment) => comment.category),
    byLocality: countsBy(comments, (comment) => comment.locality ?? 'Outside Virginia'),
    mapSvg: comments.length ? commentsMapSvg(comments, outlines) : null,
  };
}

/** The comments over Virginia and its neighbours, drawn on the server (it prints as it shows). */
function commentsMapSvg(comments: RecordedComment[], outlines: FeatureCollection): string {
  const virginia = outlines.features.find((feature) => feature.properties?.name === 'Virginia') ?? outlines;
  const placed = comments.filter((comment) => comment.geometry);
  const shapes = {
    type: 'FeatureCollection' as const,
    features: placed.map((comment) => ({ type: 'Feature' as const, properties: {}, geometry: comment.geometry! })),
  };
  return plotSvg((plot) => ({
    width: 640,
    height: 300,
    projection: { type: 'mercator', domain: virginia, inset: 8 },
    marks: [
      plot.geo(outlines, { fill: '#f0f0f0', stroke: '#71767a', strokeWidth: 0.75 }),
      plot.geo(shapes, { r: 3.5, fill: '#5e2c8a', fillOpacity: 0.3, stroke: '#5e2c8a', strokeWidth: 1.5 }),
    ],
  }));
}

/** A comments export as a download: never cached by a browser or a proxy (a file of the moment). */
export function commentsDownload(file: { body: string; contentType: string; fileName: string }): Response {
  return new Response(file.body, {
    headers: { 'content-type': file.contentType, 'content-disposition': `attachment; filename="${file.fileName}"`, 'cache-control': 'no-store' },
  });
}
