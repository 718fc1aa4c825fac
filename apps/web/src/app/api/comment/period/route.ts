import { periodState } from '@vtrans/contracts/comment-periods';
import { virginiaDateTime } from '@vtrans/contracts/dates';
import { sitePaths } from '@vtrans/contracts/site-paths';
import { findCommentPeriod } from '@vtrans/db';
import { z } from 'zod';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/comment/period?id — one comment period, open or not, as the public may read it: a
// comment form opened from a period's link after it closed (or before it opens) says so, rather
// than filing a general comment without a word (issue 58). 404 when there is no such period.
export const GET = withRoute({ query: z.object({ id: z.uuid('expected a comment period id') }) }, async ({ query, db }) => {
  const period = await findCommentPeriod(db, query.id);
  if (!period) return envelope(404, null, 'No such comment period.');
  return envelope(200, {
    id: period.id,
    title: period.title,
    state: periodState(period),
    opens: virginiaDateTime(period.opensAt),
    closes: virginiaDateTime(period.closesAt),
    // The moments themselves, for a form that writes dates in another language (issue 62).
    opensAt: period.opensAt.toISOString(),
    closesAt: period.closesAt.toISOString(),
    record: sitePaths.commentPeriod(period.id),
  });
});
