import { isKnownSrid, parseUpload } from '@vtrans/spatial';
import { previewFeatures } from '@vtrans/db';
import { db } from '@/server/db';
import { envelope, invalidFields, withRoute } from '@/server/route';
import { readCheckedUpload } from '@/server/submissions';

const previewLimit = 500;

// POST /api/spatial-data/precheck (multipart: file, srid?) — checks a file before it is submitted
// and answers what was found: its type, how many features, its coordinate system (or that one
// must be chosen), and up to 500 features reprojected to WGS 84 for the preview map. Nothing is
// stored.
export const POST = withRoute({ roles: ['locality', 'admin'] }, async ({ request }) => {
  const upload = await readCheckedUpload(request);
  if ('response' in upload) return upload.response;
  const { check, bytes } = upload;
  const chosen = upload.fields.srid ? Number(upload.fields.srid) : undefined;
  if (chosen !== undefined && !isKnownSrid(chosen)) return invalidFields({ srid: 'Please choose a coordinate system from the list.' });
  const srid = check.crs?.srid ?? chosen;
  const answer = { fileType: check.type, features: check.features, crs: check.crs, crsNote: check.crsNote ?? null, srid: srid ?? null };
  if (!srid) return envelope(200, { ...answer, preview: null });
  try {
    const features = parseUpload(bytes, check.type);
    const preview = await previewFeatures(db(), features, srid, previewLimit);
    return envelope(200, { ...answer, features: features.length, preview, previewLimited: features.length > previewLimit });
  } catch (error) {
    // Postgres errors other than bad data (class 22, or PostGIS's XX000) are ours, not the file's.
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && !code.startsWith('22') && code !== 'XX000') throw error;
    return invalidFields({ file: `The file could not be read: ${(error as Error).message}` });
  }
});
