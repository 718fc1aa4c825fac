import { dataCatalog } from '@/server/domain/open-data';
import { withRoute } from '@/server/http/route';

// GET /data.json — the open-data catalog in DCAT-US 1.1 (the Project Open Data schema data.gov
// harvests): every published layer, its downloads and its feature API collection.
export const GET = withRoute({}, async () => Response.json(await dataCatalog(), { headers: { 'cache-control': 'public, no-cache' } }));
