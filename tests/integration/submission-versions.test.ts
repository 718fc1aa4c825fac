import { compareSubmissionVersions, sql } from '@vtrans/db';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { cloneDatabase, type TestDatabase } from '../support/databases';

describe('what changed between two versions of a submission (issue 59)', () => {
  let database: TestDatabase;
  let submissionId: number;

  beforeEach(async () => {
    database = await cloneDatabase(inject('serverUrl'), inject('seededTemplate'));
    const user = await database.db
      .insertInto('users')
      .values({ email: `l-${Date.now()}@example.org`, role: 'locality', locality_fips: '51760' })
      .returning('id')
      .executeTakeFirstOrThrow();
    submissionId = (
      await database.db
        .insertInto('spatial_submissions')
        .values({ user_id: user.id, locality_fips: '51760', title: 'Bike lanes', description: '', category: 'Other' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterEach(() => database.drop());

  const add = async (version: number, features: [string, Record<string, unknown>][]) => {
    await database.db
      .insertInto('submission_versions')
      .values({
        submission_id: submissionId,
        version,
        file_key: `submissions/v${version}.geojson`,
        file_name: `v${version}.geojson`,
        file_type: 'geojson',
        file_bytes: 100,
        source_srid: 4326,
        source_crs: 'WGS 84',
        crs_from_file: true,
        layer_name: null,
      })
      .execute();
    await sql`insert into submission_features (submission_id, version, feature_index, properties, geom)
        select ${submissionId}::int, ${version}::int, i - 1, (f ->> 'p')::jsonb, st_geomfromtext(f ->> 'g', 4326)
        from jsonb_array_elements(${JSON.stringify(features.map(([g, p]) => ({ g, p: JSON.stringify(p) })))}::jsonb) with ordinality as t(f, i)`.execute(
      database.db,
    );
  };

  it('counts the same, added, removed, changed and moved features, with the changes field by field and the fields added and gone', async () => {
    await add(1, [
      ['POINT(-77.43 37.54)', { name: 'Dock A', lanes: 1 }],
      ['POINT(-77.44 37.55)', { name: 'Dock B', lanes: 1 }],
      ['POINT(-77.45 37.56)', { name: 'Dock C', lanes: 1 }],
      ['POINT(-77.46 37.57)', { name: 'Dock D', lanes: 1 }],
    ]);
    await add(2, [
      ['POINT(-77.43 37.54)', { name: 'Dock A', lanes: 1 }], // the same
      ['POINT(-77.44 37.55)', { name: 'Dock B2', lanes: 1 }], // renamed
      ['POINT(-77.451 37.561)', { name: 'Dock C', lanes: 1 }], // moved
      ['POINT(-77.47 37.58)', { name: 'Dock E', lanes: 2, opened: '2026' }], // new; Dock D is gone
      ['POINT(-77.48 37.59)', { name: 'Dock F', lanes: 2, opened: '2026' }],
    ]);
    const changes = await compareSubmissionVersions(database.db, submissionId, 1, 2);
    expect(changes).toEqual({
      older: 1,
      newer: 2,
      same: 1,
      added: 2,
      removed: 1,
      attributesChanged: 1,
      moved: 1,
      examples: [{ field: 'name', before: 'Dock B', after: 'Dock B2' }],
      fieldsAdded: ['opened'],
      fieldsRemoved: [],
    });
  });
});
