import { daysLeftText } from '@vtrans/contracts/comment-periods';
import { virginiaDateTime } from '@vtrans/contracts/dates';
import { listOpenCommentPeriods } from '@vtrans/db';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/comment/periods — the comment periods open now (issue 41), closing soonest first: the
// comment forms (map, phone page, no-map form) offer them.
export const GET = withRoute({}, async ({ db }) => {
  const periods = await listOpenCommentPeriods(db);
  return envelope(
    200,
    periods.map((period) => ({
      id: period.id,
      title: period.title,
      subject: period.subject,
      closesAt: period.closesAt.toISOString(),
      closes: virginiaDateTime(period.closesAt),
      daysLeft: daysLeftText(period.closesAt),
    })),
  );
});
