import { attributeTableRows, type ProcessingReport } from '@vtrans/contracts/submissions';
import { sql, type Transaction } from 'kysely';
import type { DbOrTrx } from '../db';
import type { Database } from '../types';
import { listPropertyFields } from './open-data';

/** A version's features as GeoJSON (at most `limit`), for the review map. */
export async function submissionFeatureCollection(db: DbOrTrx, submissionId: number, version: number, limit = 5_000) {
  const result = await sql<{ feature: unknown }>`
    select jsonb_build_object('type', 'Feature', 'properties', properties, 'geometry', st_asgeojson(geom, 6)::jsonb) as feature
    from submission_features where submission_id = ${submissionId}::int and version = ${version}::int
    order by feature_index limit ${limit}::int`.execute(db);
  return { type: 'FeatureCollection' as const, features: result.rows.map((row) => row.feature) };
}

export type { ProcessingReport };

export type FeatureBatchTally = Pick<ProcessingReport, 'repaired' | 'dropped'> & { heights: NonNullable<ProcessingReport['heights']> };

/** Removes a version's features, so a retried load leaves exactly one copy. In the caller's transaction. */
export async function clearSubmissionFeatures(trx: Transaction<Database>, submissionId: number, version: number) {
  await trx.deleteFrom('submission_features').where('submission_id', '=', submissionId).where('version', '=', version).execute();
}

/**
 * Loads one batch of a version's features, already in WGS 84 (GDAL reprojected them): each
 * geometry is made 2D and repaired (ST_MakeValid). A point's non-zero height is kept as the
 * attribute `z` (`z_value` when the file has a `z` of its own). Answers what it repaired, left
 * out and flattened.
 */
export async function insertFeatureBatch(
  trx: Transaction<Database>,
  batch: { submissionId: number; version: number; firstIndex: number; features: { geometry: unknown; properties: Record<string, unknown> }[] },
): Promise<FeatureBatchTally> {
  const items = batch.features.map((feature, offset) => ({
    index: batch.firstIndex + offset,
    geometry: feature.geometry ?? null,
    properties: feature.properties,
  }));
  const result = await sql<{ repaired: number; dropped: number; kept: number; zero: number; flattened: number; attribute: string | null }>`
    -- Materialized: each geometry is parsed once, not once for every later mention of raw.
    with input as materialized (
      select (item->>'index')::int as feature_index, coalesce(item->'properties', '{}'::jsonb) as properties,
             case when item->'geometry' is null or jsonb_typeof(item->'geometry') = 'null' then null
                  else st_setsrid(st_geomfromgeojson(item->'geometry'), 4326) end as raw
      from jsonb_array_elements(${JSON.stringify(items)}::jsonb) as item
    ),
    measured as (
      select *, raw is not null and st_ndims(raw) >= 3 as has_z,
             case when raw is not null and st_ndims(raw) >= 3 and geometrytype(raw) = 'POINT' then st_z(raw) end as point_z,
             case when properties ? 'z' then 'z_value' else 'z' end as z_key,
             st_force2d(raw) as flat
      from input
    ),
    checked as (
      -- Points are always valid: GEOS (st_isvalid, st_makevalid) costs as much as the rest of the
      -- load together and is spent only on lines and areas, and st_makevalid only on invalid ones.
      select *, flat is null or geometrytype(flat) in ('POINT', 'MULTIPOINT') or st_isvalid(flat) as valid
      from measured
    ),
    repaired as (
      select feature_index, raw, has_z, point_z, z_key, valid,
             case when point_z is not null and point_z <> 0 then properties || jsonb_build_object(z_key, point_z) else properties end as properties,
             case when valid then flat else st_makevalid(flat) end as geom
      from checked
    ),
    inserted as (
      insert into submission_features (submission_id, version, feature_index, properties, geom)
      select ${batch.submissionId}::int, ${batch.version}::int, feature_index, properties, geom
      from repaired where geom is not null and not st_isempty(geom)
      returning 1
    )
    select (count(*) filter (where not valid))::int as repaired,
           (count(*) filter (where geom is null or st_isempty(geom)))::int as dropped,
           (count(*) filter (where point_z <> 0))::int as kept,
           (count(*) filter (where has_z and st_zmin(raw) = 0 and st_zmax(raw) = 0))::int as zero,
           (count(*) filter (where has_z and point_z is null and not (st_zmin(raw) = 0 and st_zmax(raw) = 0)))::int as flattened,
           min(z_key) filter (where point_z <> 0) as attribute
    from repaired`.execute(trx);
  const row = result.rows[0]!;
  return { repaired: row.repaired, dropped: row.dropped, heights: { kept: row.kept, zero: row.zero, flattened: row.flattened, attribute: row.attribute } };
}

/**
 * What a version's loaded features add up to: count, geometry types, extent and the localities
 * they touch. After a large load (`loaded` features) the table's statistics are refreshed first,
 * in the same transaction: without them the planner still sees the table as it was and tests
 * every feature against every locality (5.5 million tests, 0.9 s, for 100,000 points; far more
 * for polygons) instead of asking the spatial index once per locality (10 ms). Small loads skip
 * it, so that concurrent jobs rarely queue on ANALYZE's lock.
 */
export async function summariseSubmissionFeatures(trx: DbOrTrx, submissionId: number, version: number, loaded = 0) {
  if (loaded >= 10_000) await sql`analyze submission_features`.execute(trx);
  const summary = await sql<{ features: number; types: string[] | null; bbox: number[] | null; localities: string[] | null }>`
    select count(*)::int as features,
           array_agg(distinct geometrytype(f.geom) order by geometrytype(f.geom)) filter (where f.geom is not null) as types,
           case when count(*) = 0 then null
                else array[st_xmin(st_extent(f.geom)), st_ymin(st_extent(f.geom)), st_xmax(st_extent(f.geom)), st_ymax(st_extent(f.geom))] end as bbox,
           (select array_agg(l.full_name order by l.full_name) from localities l
             where exists (select 1 from submission_features g
                           where g.submission_id = ${submissionId}::int and g.version = ${version}::int and st_intersects(g.geom, l.geom))) as localities
    from submission_features f
    where f.submission_id = ${submissionId}::int and f.version = ${version}::int`.execute(trx);
  const row = summary.rows[0]!;
  return { features: row.features, geometryTypes: row.types ?? [], bbox: (row.bbox as ProcessingReport['bbox']) ?? null, localities: row.localities ?? [] };
}

/** A version's stored file, for the processing job. */
export async function findSubmissionVersion(db: DbOrTrx, submissionId: number, version: number) {
  return db
    .selectFrom('submission_versions')
    .select(['file_key', 'file_type', 'source_srid', 'source_crs', 'crs_from_file', 'layer_name'])
    .where('submission_id', '=', submissionId)
    .where('version', '=', version)
    .executeTakeFirst();
}

/** Keeps the processing report with its version. */
export async function saveProcessingReport(trx: Transaction<Database>, submissionId: number, version: number, report: ProcessingReport | { reason: string }) {
  await trx
    .updateTable('submission_versions')
    .set({ report: JSON.stringify(report) })
    .where('submission_id', '=', submissionId)
    .where('version', '=', version)
    .execute();
}

/**
 * A version's attribute table as the public will see it once approved: its fields with their types
 * (typed as a published layer's are), one page of the first 1,000 features' properties, and how
 * many features the version has in all.
 */
export async function listSubmissionAttributes(db: DbOrTrx, submissionId: number, version: number, page: number) {
  const first = sql`
    select feature_index as feature_key, properties from submission_features
    where submission_id = ${submissionId}::int and version = ${version}::int
    order by feature_index limit ${attributeTableRows.maxRows}::int`;
  const [fields, rows, total] = await Promise.all([
    listPropertyFields(db, first),
    sql<{ index: number; properties: Record<string, unknown> }>`
      select feature_index as index, properties from submission_features
      where submission_id = ${submissionId}::int and version = ${version}::int
      order by feature_index offset ${page * attributeTableRows.pageSize}::int
      limit ${Math.max(0, Math.min(attributeTableRows.pageSize, attributeTableRows.maxRows - page * attributeTableRows.pageSize))}::int`.execute(db),
    sql<{
      count: number;
    }>`select count(*)::int as count from submission_features where submission_id = ${submissionId}::int and version = ${version}::int`.execute(db),
  ]);
  return { fields, rows: rows.rows, total: total.rows[0]!.count };
}

/** What changed from one version of a submission to another, for the reviewer (issue 59). */
export interface VersionChanges {
  older: number;
  newer: number;
  /** Features the same in both: shape and attributes. */
  same: number;
  added: number;
  removed: number;
  /** The same shape, other attributes: with up to `examples` of the differences, field by field. */
  attributesChanged: number;
  /** The same attributes, another shape. */
  moved: number;
  examples: { field: string; before: string | null; after: string | null }[];
  fieldsAdded: string[];
  fieldsRemoved: string[];
}

/**
 * Compares two versions feature by feature. Versions share no feature ids (each file numbers its
 * own), so a feature is matched by its shape (the same geometry, exactly) or else by its
 * attributes: matched by shape with other attributes it is "changed", matched by attributes with
 * another shape "moved"; what matches nothing was added or removed. Each feature is matched once.
 */
export async function compareSubmissionVersions(db: DbOrTrx, submissionId: number, older: number, newer: number, examples = 10): Promise<VersionChanges> {
  const { rows } = await sql<Omit<VersionChanges, 'older' | 'newer'>>`
    with o as (select id, md5(st_asbinary(geom)) as shape, properties from submission_features where submission_id = ${submissionId}::int and version = ${older}::int),
         n as (select id, md5(st_asbinary(geom)) as shape, properties from submission_features where submission_id = ${submissionId}::int and version = ${newer}::int),
         -- The k-th feature of one shape (or attributes) in one version pairs with the k-th in the other.
         o_ranked as (select *, row_number() over (partition by shape, properties order by id) as k from o),
         n_ranked as (select *, row_number() over (partition by shape, properties order by id) as k from n),
         same as (select o.id as oid, n.id as nid from o_ranked o join n_ranked n on n.shape = o.shape and n.properties = o.properties and n.k = o.k),
         o_left as (select *, row_number() over (partition by shape order by id) as ks2 from o_ranked where id not in (select oid from same)),
         n_left as (select *, row_number() over (partition by shape order by id) as ks2 from n_ranked where id not in (select nid from same)),
         changed as (select o.id as oid, n.id as nid, o.properties as before, n.properties as after from o_left o join n_left n on n.shape = o.shape and n.ks2 = o.ks2),
         o_rest as (select *, row_number() over (partition by properties order by id) as kp2 from o_left where id not in (select oid from changed)),
         n_rest as (select *, row_number() over (partition by properties order by id) as kp2 from n_left where id not in (select nid from changed)),
         moved as (select o.id as oid, n.id as nid from o_rest o join n_rest n on n.properties = o.properties and n.kp2 = o.kp2),
         fields_o as (select distinct jsonb_object_keys(properties) as field from o),
         fields_n as (select distinct jsonb_object_keys(properties) as field from n)
    select (select count(*)::int from same) as same,
           (select count(*)::int from n) - (select count(*)::int from same) - (select count(*)::int from changed) - (select count(*)::int from moved) as added,
           (select count(*)::int from o) - (select count(*)::int from same) - (select count(*)::int from changed) - (select count(*)::int from moved) as removed,
           (select count(*)::int from changed) as "attributesChanged",
           (select count(*)::int from moved) as moved,
           coalesce((select json_agg(json_build_object('field', d.field, 'before', d.before, 'after', d.after)) from (
             select f.field, c.before ->> f.field as before, c.after ->> f.field as after
             from changed c, lateral (select field from jsonb_object_keys(c.before || c.after) field) f
             where (c.before -> f.field) is distinct from (c.after -> f.field)
             order by c.oid, f.field limit ${examples}) d), '[]') as examples,
           array(select field from fields_n except select field from fields_o order by 1) as "fieldsAdded",
           array(select field from fields_o except select field from fields_n order by 1) as "fieldsRemoved"`.execute(db);
  return { older, newer, ...rows[0]! };
}
