import { envelope, withRoute } from '@/server/http/route';
import { statisticsData } from '@/server/domain/statistics';

// GET /api/interactvtrans/statistics — the latest statistics version (population and employment,
// travel markets, needs, by-the-numbers, freight), from the cache.
export const GET = withRoute({}, async () => {
  const statistics = await statisticsData();
  if (!statistics) return envelope(404, null, 'No statistics have been computed yet.');
  return envelope(200, statistics);
});
