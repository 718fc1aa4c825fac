import { staffRoles } from '@vtrans/contracts/auth';
import { letterContentTypes } from '@vtrans/contracts/comment-periods';
import { AppError } from '@vtrans/contracts/errors';
import { findCommentLetter } from '@vtrans/db';
import { z } from 'zod';
import { withRoute } from '@/server/http/route';
import { storedFileResponse } from '@/server/http/stored-file';

// GET /api/admin/comments/letter?id= — a staff-entered comment's scanned letter (issue 41), for
// staff only: it may carry a name, an address and a signature.
export const GET = withRoute({ roles: staffRoles, query: z.object({ id: z.uuid('expected a comment id') }) }, async ({ request, query, db }) => {
  const letter = await findCommentLetter(db, query.id);
  if (!letter?.key || !letter.type || !letter.bytes) throw new AppError('not-found', 'This comment has no scanned letter.');
  return storedFileResponse(request, {
    key: letter.key,
    size: letter.bytes,
    etag: `"${letter.key.split('/').at(-1)}"`,
    contentType: letterContentTypes[letter.type],
    disposition: 'inline',
    fileName: `letter-${query.id.slice(0, 8)}.${letter.type}`,
    cacheControl: 'private, no-store',
  });
});
