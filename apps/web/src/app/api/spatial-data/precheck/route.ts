import { envelope, withRoute } from '@/server/http/route';
import { precheckAnswer, readCheckedUpload } from '@/server/domain/submissions';

// POST /api/spatial-data/precheck (multipart: file, srid?, layer?, locality?) — checks a file
// before it is submitted and answers what was found: its type and layers, how many features, its
// coordinate system (or that one must be chosen), where its features are in words, and up to 500
// of them in WGS 84 for the preview map. GDAL reads the file in a bounded child process; nothing
// is stored.
export const POST = withRoute({ roles: ['locality', 'admin'], read: readCheckedUpload }, async ({ body }) => {
  return envelope(200, precheckAnswer(body));
});
