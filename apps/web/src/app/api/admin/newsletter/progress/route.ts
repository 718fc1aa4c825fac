import { AppError } from '@vtrans/contracts/errors';
import { campaignRoles } from '@vtrans/contracts/campaigns';
import { campaignProgress } from '@vtrans/db';
import { z } from 'zod';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/admin/newsletter/progress?id=… — how far a campaign has gone (the campaign page polls it).
export const GET = withRoute({ roles: campaignRoles, query: z.object({ id: z.uuid('expected a campaign id') }) }, async ({ query, db }) => {
  const progress = await campaignProgress(db, query.id);
  if (!progress) throw new AppError('not-found', 'No such campaign.');
  return envelope(200, progress, undefined, { headers: { 'cache-control': 'no-store' } });
});
