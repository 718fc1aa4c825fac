import 'server-only';
import { countPeriodComments, findCommentPeriod, listCommentPeriods, listOpenCommentPeriods, listPublicComments, revisedResponsesByComment } from '@vtrans/db';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { readPublic } from '../platform/db';

/** An id as a period's address holds it; anything else is no period (and no query). */
export const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** The periods open now, closing soonest first: the home page, the meetings page and the comment forms offer them. */
export const openCommentPeriodsData = () => readPublic(listOpenCommentPeriods);

/** Every period, for the public list. */
export const commentPeriodsData = () => readPublic(listCommentPeriods);

/** One period (null for an unknown id), read once per render. */
export const commentPeriodData = cache((id: string) => (isUuid(id) ? readPublic(findCommentPeriod, id) : Promise.resolve(null)));

/** A period's page's period: not found (404) when there is none, in either edition. */
export async function loadCommentPeriod(id: string) {
  const period = await commentPeriodData(id);
  if (!period) notFound();
  return period;
}

/**
 * A period's response-to-comments record: its counts (every comment received, private ones
 * counted), and its public comments with their responses, oldest first, as a record reads.
 */
export async function commentPeriodRecordData(periodId: string) {
  const [counts, newestFirst, revised] = await Promise.all([
    readPublic(countPeriodComments, periodId),
    readPublic(listPublicComments, { period: periodId }),
    readPublic(revisedResponsesByComment, periodId),
  ]);
  return { counts, comments: [...newestFirst].reverse(), revised };
}
