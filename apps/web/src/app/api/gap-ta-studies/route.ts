import { gapTaStudiesData } from '@/server/domain/content-api';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/gap-ta-studies — GAP-TA studies with their area as GeoJSON.
export const GET = withRoute({}, async () => envelope(200, await gapTaStudiesData()));
