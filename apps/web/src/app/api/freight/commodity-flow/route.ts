import { CommodityFlowQuery } from '@vtrans/contracts/freight';
import { commodityFlow } from '@/server/domain/freight';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/freight/commodity-flow?scale,origin,direction,metric,year,mode — top commodities, mode
// split, trend by year and origin–destination partners for freight to, from or within an area.
export const GET = withRoute({ query: CommodityFlowQuery }, async ({ query }) => {
  const result = await commodityFlow(query);
  if ('yearError' in result) return envelope(400, { fields: { year: result.yearError } }, 'Invalid query parameter: year.');
  return envelope(200, result.answer);
});
