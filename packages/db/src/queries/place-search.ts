import type { PlaceMatch, PlaceSearchCoverage } from '@vtrans/contracts/map';
import { sql } from 'kysely';
import type { DbOrTrx } from '../db';

export type { PlaceMatch };

/**
 * What a person typed, read as one of three things: a route number ("I-64", "Route 29",
 * "US 250", "VA 6"), an address ("1200 W Broad St"), or words — a place, a locality or a street —
 * optionally followed by a comma and the locality it is in ("Broad St, Richmond").
 */
export type PlaceQuery =
  | { kind: 'route'; network: 'I' | 'US' | 'VA' | null; number: string }
  | { kind: 'address'; number: string; street: string; where: string | null }
  | { kind: 'words'; what: string; where: string | null };

const routePattern = /^(?:(i|interstate)|(us|u\.?\s?s\.?)|(va|sr|state\s+route|virginia))?\s*(?:route|rte\.?|rt\.?|hwy|highway)?\s*-?\s*(\d{1,4}[a-z]?)$/i;

export function parsePlaceQuery(typed: string): PlaceQuery {
  const text = typed.trim().replace(/\s+/g, ' ');
  const route = routePattern.exec(text);
  // A bare number is a route only when it was said to be one ("Route 29", "I-95").
  if (route && /[a-z]/i.test(text)) {
    const network = route[1] ? 'I' : route[2] ? 'US' : route[3] ? 'VA' : null;
    return { kind: 'route', network, number: route[4]!.toUpperCase() };
  }
  const [what = '', ...rest] = text.split(',');
  const where = rest.join(' ').trim() || null;
  const address = /^(\d+[a-z]?)\s+(.+)$/i.exec(what.trim());
  if (address) return { kind: 'address', number: address[1]!.toUpperCase(), street: address[2]!, where };
  return { kind: 'words', what: what.trim(), where };
}

/**
 * The imports the search reads: OpenStreetMap's names where its extent reaches, the embedded
 * default's elsewhere — the same rule as the tiles, so what is found is what is drawn.
 */
const served = sql`(
  n.import_id in (select id from basemap_imports where status = 'active' and source = 'osm')
  or (n.import_id in (select id from basemap_imports where status = 'active' and source = 'embedded')
      and not exists (select 1 from basemap_imports o where o.status = 'active' and o.source = 'osm' and o.extent && n.point)))`;

const matchColumns = sql`
  array[round(st_x(n.point)::numeric, 6), round(st_y(n.point)::numeric, 6)]::float8[] as center,
  array[st_xmin(n.bbox), st_ymin(n.bbox), st_xmax(n.bbox), st_ymax(n.bbox)]::float8[] as bbox`;

type Row = { kind: PlaceMatch['kind']; label: string; detail: string | null; center: number[]; bbox: number[] };

const toMatch = (row: Row): PlaceMatch => ({
  kind: row.kind,
  label: row.label,
  detail: row.detail,
  center: row.center as PlaceMatch['center'],
  bbox: row.bbox as PlaceMatch['bbox'],
});

/** A locality as a match: its label point to fly to, its outline's extent to show. */
const localityColumns = sql`
  'locality' as kind, l.full_name as label, case l.kind when 'city' then 'Independent city' else 'County' end as detail,
  array[round(st_x(l.label_point)::numeric, 6), round(st_y(l.label_point)::numeric, 6)]::float8[] as center,
  array[st_xmin(l.geom), st_ymin(l.geom), st_xmax(l.geom), st_ymax(l.geom)]::float8[] as bbox`;

/**
 * "…, Richmond", "…, Blacksburg": rows in a locality whose name holds those words (strpos: what was
 * typed is no LIKE pattern); or in or near a town, community or postal name of the map so called —
 * people write towns, not counties (issue 58: "Jefferson Pike, Blacksburg" found nothing, "…,
 * Montgomery" 8) — within a few kilometres of its point (the place's box, grown by 0.03°, against
 * the street's or address's box: the edge of a large town's streets may fall outside it) where no
 * county or city is so named; or an address whose own label names it (OpenStreetMap's
 * addr:city, the postal name: "2348 Chain Road, Blacksburg", as the search itself labels it).
 */
const inLocality = (where: string | null) => {
  if (!where) return sql`true`;
  const named = sql`select l.fips::text from localities l where strpos(basemap_canonical(l.full_name), basemap_canonical(${where})) > 0`;
  // Whole names here: "Newport" is a town though "Newport News" is a city; "Chester" though Chesterfield.
  const namedExactly = sql`select 1 from localities l where basemap_canonical(${where}) in (basemap_canonical(l.name), basemap_canonical(l.full_name))`;
  return sql`(n.locality_fips in (${named})
          -- The address's own town: its label after the last comma ("2348 Chain Road, Blacksburg").
          or (n.kind = 'address' and basemap_canonical(substring(n.label from '[^,]*$')) = basemap_canonical(${where}))
          -- A town only where no county or city is so named: "Richmond" is the city's streets, not all near it.
          or (not exists (${namedExactly})
              and exists (select 1 from basemap_place_names p
                          where p.kind = 'place' and p.import_id = n.import_id and p.search_text = basemap_canonical(${where})
                            and st_intersects(st_expand(p.bbox, 0.03), n.bbox))))`;
};

/**
 * Places, localities, streets, routes and addresses matching what was typed, best first: at most
 * `limit`. Misspellings within a letter or two still match (trigram word similarity).
 */
export async function searchPlaces(db: DbOrTrx, typed: string, limit = 8): Promise<PlaceMatch[]> {
  const query = parsePlaceQuery(typed);
  if (query.kind === 'route') {
    const networks = query.network === 'VA' ? ['VA', 'SR'] : query.network ? [query.network] : ['I', 'US', 'VA', 'SR'];
    const rows = await sql<Row>`
      select 'route' as kind, n.label,
             case n.network when 'I' then 'Interstate' when 'US' then 'US route' else 'State route' end as detail, ${matchColumns}
      from basemap_place_names n
      where n.kind = 'route' and n.number = ${query.number} and n.network = any(${networks}::text[]) and ${served}
      order by n.rank desc, n.import_id desc
      limit ${limit}::int`.execute(db);
    return rows.rows.map(toMatch);
  }
  if (query.kind === 'address') {
    const rows = await sql<Row>`
      select 'address' as kind, n.label, n.locality as detail, ${matchColumns}
      from basemap_place_names n
      where n.kind = 'address' and n.number = ${query.number} and basemap_canonical(${query.street}) <% n.search_text
        and ${inLocality(query.where)} and ${served}
      order by word_similarity(basemap_canonical(${query.street}), n.search_text) desc
      limit ${limit}::int`.execute(db);
    return rows.rows.length > 0 ? rows.rows.map(toMatch) : localitiesNamed(db, query.where, limit);
  }
  if (query.what.length < 2) return [];
  // Two or three letters are the start of a town's name more often than of a street's.
  const kinds = query.what.length < 4 ? sql`n.kind = 'place'` : sql`n.kind in ('place', 'street', 'route')`;
  // Localities first when their name starts with what was typed, then the best-matching names.
  const rows = await sql<Row & { score: number }>`
    with typed as (select basemap_canonical(${query.what}) as words, basemap_key(basemap_canonical(${query.what})) as key),
    localities_found as (
      select ${localityColumns},
             -- A county or city is what a name most often means; more so when its name starts so.
             word_similarity(typed.words, basemap_canonical(l.full_name)) + 0.4
               + case when basemap_canonical(l.name) like typed.words || '%' then 1 else 0 end as score,
             1000000 as rank
      from localities l, typed
      where ${query.where === null} and typed.words <% basemap_canonical(l.full_name)
    ),
    candidates as (
      select n.*, typed.words
      from basemap_place_names n, typed
      where ${kinds} and typed.key <> '' and typed.key <% n.search_key and ${inLocality(query.where)} and ${served}
    ),
    names_found as (
      select n.kind, n.label, n.locality as detail, ${matchColumns},
             word_similarity(n.words, n.search_text) + case when n.search_text like n.words || '%' then 0.5 else 0 end
               + case n.kind when 'place' then 0.3 when 'route' then 0.2 else 0 end as score,
             n.rank
      from candidates n
      order by score desc, n.rank desc
      limit 50
    )
    select * from (select * from localities_found union all select * from names_found) found
    order by score desc, rank desc, label
    limit ${limit}::int`.execute(db);
  return rows.rows.length > 0 ? rows.rows.map(toMatch) : localitiesNamed(db, query.where, limit);
}

/**
 * "Broad St, Richmond" where no street of that name is loaded (no street import yet, or a street
 * the map lacks): the locality after the comma, so the person can still get there and place a pin
 * (issue 57) — the search box then says street names come with a street map.
 */
async function localitiesNamed(db: DbOrTrx, where: string | null, limit: number): Promise<PlaceMatch[]> {
  if (!where) return [];
  const rows = await sql<Row>`
    select ${localityColumns}
    from localities l
    where strpos(basemap_canonical(l.full_name), basemap_canonical(${where})) > 0
    order by case when strpos(basemap_canonical(l.name), basemap_canonical(${where})) = 1 then 0 else 1 end, l.full_name
    limit ${limit}::int`.execute(db);
  return rows.rows.map(toMatch);
}

/**
 * What the search can find with the imports that are active: streets and addresses come only with
 * an OpenStreetMap import (the embedded default traces a few roads for the eye, and names none).
 */
export async function placeSearchCoverage(db: DbOrTrx): Promise<PlaceSearchCoverage> {
  const { rows } = await sql<{ streets: boolean; addresses: boolean }>`
    with osm as (select id from basemap_imports where status = 'active' and source = 'osm')
    select exists (select 1 from basemap_place_names n where n.kind = 'street' and n.import_id in (select id from osm)) as streets,
           exists (select 1 from basemap_place_names n where n.kind = 'address' and n.import_id in (select id from osm)) as addresses`.execute(db);
  return rows[0]!;
}
