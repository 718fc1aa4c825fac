import { TileCoordinates } from '@vtrans/contracts/map';
import { commentTile } from '@vtrans/db';
import { withRoute } from '@/server/http/route';
import { tileResponse } from '@/server/domain/tiles';

// GET /api/map-explorer/comment-tiles/{z}/{x}/{y} — public comments, clustered when dense. Every
// request is revalidated (no-cache + ETag), so a new comment shows at once and a hidden one goes.
export const GET = withRoute({ params: TileCoordinates }, async ({ request, params, log, db }) =>
  tileResponse(request, await commentTile(db, params.z, params.x, params.y), { cacheControl: 'no-cache', log }),
);
