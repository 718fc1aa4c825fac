import { z } from 'zod';
import { gapTaStudyData } from '@/server/domain/content-api';
import { envelope, withRoute } from '@/server/http/route';

// GET /gap-ta/{gapid}/area — a GAP-TA study's area as a GeoJSON file, for GIS.
export const GET = withRoute({ params: z.object({ gapid: z.string().max(100) }) }, async ({ params }) => {
  const study = await gapTaStudyData(params.gapid);
  if (!study) return envelope(404, null, 'There is no such study.');
  const feature = {
    type: 'Feature',
    properties: { id: study.id, title: study.title, locality: study.locality, fiscalYear: study.fiscalYear, component: study.component, status: study.status },
    geometry: study.area,
  };
  return new Response(JSON.stringify(feature), {
    headers: { 'content-type': 'application/geo+json', 'content-disposition': `attachment; filename="${study.id}-area.geojson"` },
  });
});
