import { FreightTabulationQuery } from '@vtrans/contracts/freight-tabulation';
import { tabulationCsv } from '@/lib/freight-tabulation';
import { freightTabulation } from '@/server/domain/freight';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/freight/tabulation/csv?… — the same table as /api/freight/tabulation, as a CSV file
// (what the tool's "Download this table" link fetches).
export const GET = withRoute({ query: FreightTabulationQuery }, async ({ query }) => {
  const result = await freightTabulation(query);
  if ('field' in result) return envelope(400, { fields: { [result.field]: result.message } }, `Invalid query parameter: ${result.field}.`);
  const name = `freight-${query.measure}-by-${query.rows}${query.columns === 'none' ? '' : `-and-${query.columns}`}.csv`;
  return new Response(tabulationCsv(result.table), {
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'no-store' },
  });
});
