import 'server-only';
import type { StaffCommentFilters } from '@vtrans/contracts';
import { listCommentsForExport, type PublicComment } from '@vtrans/db';
import { toCsv } from '@/lib/csv';
import { db } from './db';

/** The columns of the public record, in order; the GeoJSON's properties use the same names. */
const columns = ['id', 'date', 'category', 'locality', 'place', 'text', 'likes', 'response', 'response_date', 'hidden'] as const;

const day = (iso: string | null) => iso?.slice(0, 10) ?? null;

/** A comment as the public record names its fields; the feature API's comments collection uses them too. */
export function commentRecordProperties(comment: PublicComment) {
  return {
    id: comment.id,
    date: day(comment.createdAt),
    category: comment.category,
    locality: comment.locality,
    place: comment.locationNote,
    text: comment.text,
    likes: comment.likes,
    response: comment.response,
    response_date: day(comment.respondedAt),
  };
}

/**
 * The comments staff's filters select, as the public record (issue 23): CSV with the geometry as
 * WKT (people's words neutralised against spreadsheet formulas, lib/csv.ts), or GeoJSON. Never an
 * e-mail address: the query does not read one.
 */
export async function commentsExport(filters: StaffCommentFilters, format: 'csv' | 'geojson'): Promise<{ body: string; contentType: string; fileName: string }> {
  const comments = (await listCommentsForExport(db(), filters)).map((comment) => ({
    ...comment,
    properties: { ...commentRecordProperties(comment), hidden: comment.hidden ? 'yes' : 'no' },
  }));
  const stamp = new Date().toISOString().slice(0, 10);
  if (format === 'csv') {
    const rows = comments.map((comment) => {
      return [...columns.map((column) => comment.properties[column]), comment.wkt];
    });
    return { body: toCsv([...columns, 'wkt'], rows), contentType: 'text/csv; charset=utf-8', fileName: `vtrans-comments-${stamp}.csv` };
  }
  const collection = {
    type: 'FeatureCollection',
    features: comments.map((comment) => ({ type: 'Feature', id: comment.id, geometry: comment.geometry, properties: comment.properties })),
  };
  return { body: JSON.stringify(collection), contentType: 'application/geo+json', fileName: `vtrans-comments-${stamp}.geojson` };
}
