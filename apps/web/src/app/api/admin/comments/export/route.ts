import { staffRoles } from '@vtrans/contracts/auth';
import { CommentExportQuery } from '@vtrans/contracts/comments';
import { commentsDownload, commentsExport } from '@/server/domain/comments-export';
import { withRoute } from '@/server/http/route';

// GET /api/admin/comments/export?format=csv|geojson&category&locality&answered&visibility — staff's filtered comments as a file.
export const GET = withRoute({ roles: staffRoles, query: CommentExportQuery }, async ({ query }) => {
  const { format, ...filters } = query;
  return commentsDownload(await commentsExport(filters, format));
});
