import { CommodityFiltersQuery } from '@vtrans/contracts/freight';
import { commodityFilters } from '@/server/domain/freight';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/freight/commodity-filters?scale,metric — the origins, directions, modes and years the
// commodity-flow charts can be filtered by.
export const GET = withRoute({ query: CommodityFiltersQuery }, async ({ query }) => envelope(200, await commodityFilters(query)));
