import { findPublicComment } from '@vtrans/db';
import { z } from 'zod';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/comment/get-comment?id — one visible comment; 404 when unknown or hidden.
export const GET = withRoute({ query: z.object({ id: z.uuid('expected a comment id') }) }, async ({ query, db }) => {
  const comment = await findPublicComment(db, query.id);
  return comment ? envelope(200, comment) : envelope(404, null, 'No such comment.');
});
