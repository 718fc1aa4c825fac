import { searchCoordinateSystems } from '@vtrans/db';
import { virginiaCoordinateSystems } from '@vtrans/spatial/crs';
import { z } from 'zod';
import { envelope, withRoute } from '@/server/http/route';

const virginiaCodes = virginiaCoordinateSystems.map((system) => system.srid);

// GET /api/spatial-data/coordinate-systems?q — EPSG coordinate systems whose code or name matches
// (at most 25), Virginia's first: the submit page's picker searches all of EPSG through this.
export const GET = withRoute(
  { roles: ['locality', 'admin'], query: z.object({ q: z.string().max(100, 'Please search with fewer than 100 characters.').default('') }) },
  async ({ query, db }) => envelope(200, await searchCoordinateSystems(db, query.q, virginiaCodes)),
);
