import { findBasemapVersion } from '@vtrans/db';
import { NextResponse } from 'next/server';
import { withRoute } from '@/server/http/route';

/** Who drew what the basemap shows: the licences ask for these words on the map itself. */
function attribution(openStreetMap: boolean): string {
  const credits = [
    'Boundaries: U.S. Census Bureau',
    'Rivers, lakes, railways: Natural Earth',
    'Places: <a href="https://www.geonames.org/">GeoNames</a> (CC BY 4.0)',
  ];
  if (openStreetMap) credits.unshift('© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap contributors</a> (ODbL)');
  return credits.join(' · ');
}

// GET /api/map-explorer/basemap/tiles.json — the basemap as TileJSON 3.0: its tile address with
// the current version (so tiles are cached until the next import) and its attribution, which
// names OpenStreetMap only while an OpenStreetMap import is served. Cached a minute.
export const GET = withRoute({}, async ({ db }) => {
  const { version, openStreetMap } = await findBasemapVersion(db);
  return NextResponse.json(
    {
      tilejson: '3.0.0',
      name: 'VTrans basemap',
      tiles: [`/api/map-explorer/basemap/{z}/{x}/{y}?v=${version}`],
      minzoom: 0,
      maxzoom: 16,
      attribution: attribution(openStreetMap),
    },
    { headers: { 'cache-control': 'public, max-age=60' } },
  );
});
