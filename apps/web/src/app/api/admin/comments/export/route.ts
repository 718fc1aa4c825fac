import { staffRoles } from '@vtrans/contracts/auth';
import { CommentExportQuery } from '@vtrans/contracts/comments';
import { commentsExport } from '@/server/comments-export';
import { withRoute } from '@/server/route';

// GET /api/admin/comments/export?format=csv|geojson&category&locality&answered&visibility — staff's filtered comments as a file.
export const GET = withRoute({ roles: staffRoles, query: CommentExportQuery }, async ({ query }) => {
  const { format, ...filters } = query;
  const file = await commentsExport(filters, format);
  return new Response(file.body, {
    headers: { 'content-type': file.contentType, 'content-disposition': `attachment; filename="${file.fileName}"`, 'cache-control': 'no-store' },
  });
});
