import {
  activateBasemapImport,
  beginBasemapImport,
  buildBasemapPlaceNames,
  countBasemapImport,
  createDb,
  type Db,
  generalizeBasemapRoads,
  searchPlaces,
  sql,
} from '@vtrans/db';
import { benchApp, connections, load } from './site.bench';

/**
 * A basemap import the size of Virginia's, generated (no Virginia extract is reachable from the
 * build machines): street ways spread over the state inside its boundary, named from a few
 * thousand US street names, and a million addresses. Virginia's OpenStreetMap data has about
 * 700,000 highway ways, 150,000 distinct street names per locality and a million or more addresses.
 */
const streetWords = [
  'Oak',
  'Maple',
  'Cedar',
  'Pine',
  'Elm',
  'Walnut',
  'Chestnut',
  'Hickory',
  'Poplar',
  'Willow',
  'Dogwood',
  'Magnolia',
  'Laurel',
  'Holly',
  'Spruce',
  'Birch',
  'Cherry',
  'Peach',
  'Apple',
  'Mill',
  'Church',
  'School',
  'Spring',
  'River',
  'Creek',
  'Lake',
  'Hill',
  'Ridge',
  'Valley',
  'Forest',
  'Meadow',
  'Park',
  'Garden',
  'Market',
  'Main',
  'Broad',
  'Grace',
  'Franklin',
  'Cary',
  'Marshall',
  'Clay',
  'Leigh',
  'Jackson',
  'Madison',
  'Monroe',
  'Adams',
  'Washington',
  'Jefferson',
  'Lincoln',
  'Grant',
  'King',
  'Queen',
  'Prince',
  'Duke',
  'Bank',
  'Canal',
  'Dock',
  'Water',
  'Ocean',
  'Bay',
  'Harbor',
  'Shore',
  'Beach',
  'Sunset',
  'Sunrise',
  'Highland',
  'Colonial',
  'Patriot',
  'Liberty',
  'Union',
  'Independence',
  'Heritage',
  'Plantation',
  'Manor',
  'Village',
  'Country',
  'Farm',
  'Orchard',
  'Vineyard',
  'Quarry',
  'Station',
  'Depot',
  'Railroad',
  'Ferry',
  'Bridge',
  'Mountain',
  'Blue Ridge',
  'Shenandoah',
  'Piedmont',
  'Tidewater',
  'Belvidere',
  'Laburnum',
  'Patterson',
  'Hull',
  'Semmes',
  'Forest Hill',
  'Midlothian',
  'Huguenot',
  'Staples Mill',
  'Parham',
  'Gaskins',
  'Three Chopt',
  'Cary Street',
  'Monument',
  'Grove',
  'Floyd',
  'Hanover',
  'Kensington',
  'Stuart',
];
const streetKinds = ['Street', 'Road', 'Avenue', 'Drive', 'Lane', 'Court', 'Place', 'Boulevard', 'Way', 'Circle', 'Trail', 'Parkway'];
const directions = ['', 'North ', 'South ', 'East ', 'West '];

const scale = {
  ways: Number(process.env.BENCH_WAYS ?? 700_000),
  addresses: Number(process.env.BENCH_ADDRESSES ?? 1_000_000),
};

/** Loads the generated import and makes it the one served; resolves with how long each step took. */
async function generateVirginiaImport(db: Db) {
  const timings: Record<string, number> = {};
  const time = async (step: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    timings[step] = Math.round(performance.now() - started);
  };
  const names = directions.flatMap((direction) => streetWords.flatMap((word) => streetKinds.map((kind) => `${direction}${word} ${kind}`)));
  const importId = await beginBasemapImport(db, 'osm', 'generated-virginia.osm.pbf', 0);
  await sql`select setseed(0.34)`.execute(db);
  await time('points', () =>
    sql`
      create table bench_points as
      select row_number() over () as i, p from (
        select st_setsrid(st_makepoint(-83.68 + 8.44 * random(), 36.54 + 2.93 * random()), 4326) as p
        from generate_series(1, ${Math.round(scale.ways * 1.9)}::int)
      ) q
      where st_intersects(p, (select geom from basemap_land where id = '51'))`.execute(db),
  );
  // Ways of about 300 m: minor streets mostly, a tenth of them larger roads, every one named.
  await time('ways', () =>
    sql`
      insert into basemap_features (import_id, layer, class, name, ref, min_zoom, rank, geom)
      select ${importId}::int, 'road', c.class, (${names}::text[])[1 + (i % ${names.length}::int)],
             case when c.class = 'primary' then 'US ' || (1 + i % 400) end, c.min_zoom, c.rank,
             st_makeline(p, st_translate(p, case when i % 2 = 0 then 0.0035 else 0 end, case when i % 2 = 1 then 0.0027 else 0 end))
      from bench_points
      cross join lateral (select case when i % 50 = 0 then 'primary' when i % 10 = 0 then 'secondary' else 'minor' end as class) k
      cross join lateral (select k.class, case k.class when 'primary' then 10 when 'secondary' then 10 else 13 end as min_zoom,
                                 case k.class when 'primary' then 70 when 'secondary' then 60 else 40 end as rank) c
      where i <= ${scale.ways}::int`.execute(db),
  );
  await time('generalize', () => generalizeBasemapRoads(db, importId));
  await time('placeNames', () => buildBasemapPlaceNames(db, importId));
  await time('addresses', () =>
    sql`
      insert into basemap_place_names (import_id, kind, label, search_text, number, locality_fips, locality, point, bbox)
      select ${importId}::int, 'address', n || ' ' || street || ', ' || l.name, basemap_canonical(street || ' ' || l.name), n::text, l.fips::text, l.full_name, p, st_expand(p, 0.0005)
      from (
        select (${names}::text[])[1 + ((i * 7) % ${names.length}::int)] as street, 1 + (i * 13) % 9000 as n, st_translate(p, 0.0004, 0.0004) as p
        from bench_points, generate_series(0, ${Math.ceil(scale.addresses / scale.ways) - 1}::int) copy
        where i <= ${scale.ways}::int
        limit ${scale.addresses}::int
      ) a
      join localities l on st_intersects(l.geom, a.p)`.execute(db),
  );
  // An OpenStreetMap extract brings its towns and villages (place=town, village, hamlet) with its
  // streets; the generated import takes the embedded basemap's, so "a street, a town" can be asked.
  await time('places', () =>
    sql`
      insert into basemap_place_names (import_id, kind, label, search_text, locality, locality_fips, point, bbox, rank)
      select ${importId}::int, kind, label, search_text, locality, locality_fips, point, bbox, rank
      from basemap_place_names
      where kind = 'place' and import_id in (select id from basemap_imports where status = 'active' and id <> ${importId}::int)`.execute(db),
  );
  await sql`drop table bench_points`.execute(db);
  await time('activate', async () => activateBasemapImport(db, importId, await countBasemapImport(db, importId)));
  await time('analyze', () => sql`analyze basemap_features; analyze basemap_place_names`.execute(db));
  const counts = await sql<{
    kind: string;
    count: number;
  }>`select kind, count(*)::int as count from basemap_place_names where import_id = ${importId}::int group by kind`.execute(db);
  return { importId, timingsMs: timings, names: Object.fromEntries(counts.rows.map((row) => [row.kind, row.count])) };
}

/** What people type, letter by letter for some: places, streets (with a locality), routes, addresses, misspellings. */
const typed = [
  'Ri',
  'Ric',
  'Rich',
  'Richmo',
  'Richmond',
  'Br',
  'Bro',
  'Broad',
  'Broad St',
  'Broad St, Richmond',
  'W Broad St',
  'Maple Ave',
  'Maple Avenue, Fairfax',
  'Oak Ridge',
  'Staples Mill Rd',
  'Three Chopt',
  'I-64',
  'Route 29',
  'US 250',
  'i 95',
  '901 W Broad St',
  '1200 Maple Ave',
  '45 Church St, Blacksburg',
  'Charlotesville',
  'Virgina Beach',
  'Blacksburg',
  'Shenandoah Pkwy',
  'Church St, Blacksburg',
  'Williamsburg',
  'Norfolk',
];

/**
 * Towns (not counties or cities) whose streets and addresses people name with the town (issue 58:
 * the place part after the comma matched only counties and cities).
 */
const towns = ['Blacksburg', 'Christiansburg', 'Ashland', 'Vienna', 'Leesburg', 'Front Royal'];

/**
 * For each town, a generated street and an address within reach of it, asked for with the town's
 * name ("Oak Road, Blacksburg", "1234 Oak Road, Blacksburg"): how many suggestions each gets (a
 * query that finds nothing is a regression, whatever its speed), and how long each took.
 */
async function searchWithTowns(db: Db, importId: number) {
  const found: Record<string, { suggestions: number; ms: number }> = {};
  for (const town of towns) {
    const near = (kind: string) =>
      sql<{ words: string }>`
      select split_part(s.label, ',', 1) as words
      from basemap_place_names p
      join basemap_place_names s on s.import_id = p.import_id and s.kind = ${kind} and st_intersects(st_expand(p.bbox, 0.03), s.bbox)
      where p.import_id = ${importId}::int and p.kind = 'place' and p.search_text = basemap_canonical(${town})
      limit 1`.execute(db);
    for (const kind of ['street', 'address']) {
      const words = (await near(kind)).rows[0]?.words;
      if (!words) continue;
      const typed = `${words}, ${town}`;
      const started = performance.now();
      const suggestions = (await searchPlaces(db, typed)).length;
      found[typed] = { suggestions, ms: Math.round(performance.now() - started) };
    }
  }
  return found;
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

/**
 * The place search over a Virginia-sized import: one person typing (sequential queries straight to
 * Postgres, p50/p95), and 20 people at once through the production web server (requests/s, p95);
 * and basemap tiles over the generated streets at zooms 9, 12 and 15.
 */
export async function benchGeocode(serverUrl: string, redisUrl: string, seconds = 10) {
  const app = await benchApp(serverUrl, redisUrl, 'bench_geocode');
  const db = createDb(app.databaseUrl, { max: 2 });
  try {
    const generated = await generateVirginiaImport(db);
    const single: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (const text of typed) {
        const started = performance.now();
        await searchPlaces(db, text);
        single.push(performance.now() - started);
      }
    }
    const withTowns = await searchWithTowns(db, generated.importId);
    const server = await app.startServer();
    try {
      const searchPaths = typed.map((text) => `/api/map-explorer/places?q=${encodeURIComponent(text)}`);
      const tiles: Record<string, unknown> = {};
      for (const [z, x0, y0] of [
        [9, 143, 196],
        [12, 1165, 1586],
        [15, 9332, 12700],
      ] as const) {
        // A 5 × 5 block of tiles around Richmond's west end at each zoom.
        const paths = Array.from({ length: 25 }, (_, index) => `/api/map-explorer/basemap/${z}/${x0 + (index % 5)}/${y0 + Math.floor(index / 5)}`);
        tiles[`basemap z${z}`] = await load(app.baseUrl, seconds, paths);
      }
      return {
        generated,
        oneTyping: { queries: single.length, p50Ms: percentile(single, 50), p95Ms: percentile(single, 95), maxMs: percentile(single, 100) },
        withTowns,
        [`${connections} at once`]: await load(app.baseUrl, seconds, searchPaths),
        ...tiles,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await db.destroy();
    await app.cleanUp();
  }
}
