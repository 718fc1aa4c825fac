import { shapePaint } from '@vtrans/contracts/map';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../types';
import { enqueue } from './outbox';

/** Submitted layers are drawn in red, areas outlined darker. */
const layerColor = '#d83933';
const areaOutline = '#8b0a03';

/**
 * An approved version becomes a published layer of the map explorer: a layer row (its id is
 * `submission-{id}`, its shape the version's most common geometry type) and a copy of the
 * version's features. A later approved version replaces the features of the same layer.
 */
export async function publishSubmissionLayer(trx: Transaction<Database>, submissionId: number, version: number) {
  const submission = await trx
    .selectFrom('spatial_submissions as s')
    .innerJoin('localities as l', 'l.fips', 's.locality_fips')
    .select(['s.title', 's.description', 's.category', 'l.full_name as locality'])
    .where('s.id', '=', submissionId)
    .executeTakeFirstOrThrow();
  const dominant = await sql<{ kind: 'point' | 'line' | 'polygon' }>`
    select case when geometrytype(geom) like '%POINT' then 'point' when geometrytype(geom) like '%LINESTRING' then 'line' else 'polygon' end as kind
    from submission_features where submission_id = ${submissionId}::int and version = ${version}::int
    group by 1 order by count(*) desc limit 1`.execute(trx);
  const kind = dominant.rows[0]?.kind ?? 'polygon';
  const layerId = `submission-${submissionId}`;
  const style = { paint: shapePaint(kind, layerColor, areaOutline), legend: [{ label: submission.title, color: layerColor }] };
  await trx
    .insertInto('layers')
    .values({
      id: layerId,
      name: submission.title,
      description: submission.description || `Submitted by ${submission.locality}.`,
      category: submission.category,
      geometry_type: kind,
      style: JSON.stringify(style),
      source: `${submission.locality}, through InteractVTrans`,
      published: true,
      position: 100 + submissionId,
    })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ name: submission.title, geometry_type: kind, style: JSON.stringify(style), published: true }))
    .execute();
  await trx.deleteFrom('layer_features').where('layer_id', '=', layerId).execute();
  await sql`
    insert into layer_features (layer_id, feature_key, properties, geom)
    select ${layerId}, feature_index::text, properties, geom from submission_features
    where submission_id = ${submissionId}::int and version = ${version}::int`.execute(trx);
  await trx.updateTable('spatial_submissions').set({ layer_id: layerId }).where('id', '=', submissionId).execute();
  // The statistics count published layers and their features.
  await enqueue(trx, { name: 'stats.refresh', payload: { reason: 'layer-published' } });
}
