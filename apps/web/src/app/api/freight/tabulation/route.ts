import { FreightTabulationQuery } from '@vtrans/contracts/freight-tabulation';
import { freightTabulation } from '@/server/domain/freight';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/freight/tabulation?geography,rows,columns,measure,direction,area,<filters>,year,compare —
// a table of FAF figures for flows to, from and within Virginia, as FHWA's Data Tabulation Tool
// makes them, with forecast ranges and an optional two-year comparison.
export const GET = withRoute({ query: FreightTabulationQuery }, async ({ query }) => {
  const result = await freightTabulation(query);
  if ('field' in result) return envelope(400, { fields: { [result.field]: result.message } }, `Invalid query parameter: ${result.field}.`);
  return envelope(200, result.table);
});
