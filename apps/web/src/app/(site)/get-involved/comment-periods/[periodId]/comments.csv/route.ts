import { z } from 'zod';
import { AppError } from '@vtrans/contracts/errors';
import { findCommentPeriod } from '@vtrans/db';
import { commentsDownload, commentsExport } from '@/server/domain/comments-export';
import { withRoute } from '@/server/http/route';

const PeriodPath = z.object({ periodId: z.uuid('expected a comment period id') });

// GET /get-involved/comment-periods/{id}/comments.csv — a period's public comments, as its record shows them.
export const GET = withRoute({ params: PeriodPath }, async ({ params, db }) => {
  if (!(await findCommentPeriod(db, params.periodId))) throw new AppError('not-found', 'No such comment period.');
  return commentsDownload(await commentsExport({ period: params.periodId }, 'csv', 'public'));
});
