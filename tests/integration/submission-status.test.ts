import { createSubmission, currentSubmissionStatus, moveSubmissionAndPublishIfApproved, resubmit, sql, submissionHistory } from '@vtrans/db';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { cloneDatabase, type TestDatabase } from '../support/databases';
import { composedNotifications, testNotificationSettings } from '../support/outbox-fixtures';

const notice = { staffAddress: 'data-staff@oipi.example.gov', siteUrl: 'https://vtrans.example.org' };
const file = {
  key: 'uploads/test.geojson',
  name: 'sidewalks.geojson',
  type: 'geojson' as const,
  bytes: 2048,
  sourceSrid: 4326,
  sourceCrs: 'WGS 84',
  crsFromFile: true,
  layerName: null,
};

describe('submission status records', () => {
  let database: TestDatabase;
  let userId: string;

  beforeEach(async () => {
    database = await cloneDatabase(inject('serverUrl'), inject('seededTemplate'));
    userId = (
      await database.db
        .insertInto('users')
        .values({ email: `locality-${Date.now()}@example.org`, role: 'locality', locality_fips: '51760' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterEach(() => database.drop());

  const create = () =>
    database.db.transaction().execute((trx) =>
      createSubmission(trx, {
        userId,
        localityFips: '51760',
        title: 'Richmond sidewalks',
        description: 'Sidewalk inventory, 2026',
        category: 'Walking and biking',
        file,
      }),
    );
  const move = (
    submissionId: number,
    to: Parameters<typeof moveSubmissionAndPublishIfApproved>[1]['to'],
    actor: 'system' | 'staff' | 'submitter',
    note?: string,
  ) => database.db.transaction().execute((trx) => moveSubmissionAndPublishIfApproved(trx, { submissionId, to, actor, note }));

  const emails = () => composedNotifications(database.db, { ...testNotificationSettings, siteUrl: notice.siteUrl, spatialDataAlertTo: notice.staffAddress });

  it('writes the submission, its file, the first record, the processing job and staff’s notice together', async () => {
    const id = await create();
    expect(await currentSubmissionStatus(database.db, id)).toEqual({ version: 1, status: 'submitted', note: '' });
    const jobs = await database.db.selectFrom('outbox').select(['event', 'payload']).where('event', '=', 'submission.process').execute();
    expect(jobs).toEqual([{ event: 'submission.process', payload: { submissionId: id, version: 1 } }]);
    expect(await emails()).toEqual([expect.objectContaining({ to: notice.staffAddress, subject: 'New spatial data submission: Richmond sidewalks' })]);
  });

  it('tells the submitter of processing and of each review outcome, and publishes an approved layer with its features', async () => {
    const id = await create();
    await sql`insert into submission_features (submission_id, version, feature_index, properties, geom)
      values (${id}, 1, 0, '{"name": "Broad St"}', st_geomfromtext('LINESTRING(-77.45 37.55, -77.43 37.55)', 4326)),
             (${id}, 1, 1, '{"name": "Main St"}', st_geomfromtext('LINESTRING(-77.44 37.54, -77.42 37.54)', 4326))`.execute(database.db);
    for (const [to, actor, note] of [
      ['processing', 'system'],
      ['processed', 'system', '2 features loaded.'],
      ['in_review', 'staff'],
      ['approved', 'staff', 'Thank you!'],
    ] as const) {
      expect(await move(id, to, actor, note)).toBe('recorded');
    }
    const submitter = (await emails()).filter((email) => email.to !== notice.staffAddress);
    expect(submitter.map((email) => email.subject)).toEqual(['Your layer was processed: Richmond sidewalks', 'Your layer was approved: Richmond sidewalks']);
    expect(submitter[1]!.text).toContain('Thank you!');
    expect(submitter[1]!.text).toContain(`${notice.siteUrl}/interactvtrans/submit/${id}`);
    const layer = await database.db
      .selectFrom('layers')
      .select(['id', 'name', 'geometry_type', 'published'])
      .where('id', '=', `submission-${id}`)
      .executeTakeFirstOrThrow();
    expect(layer).toEqual({ id: `submission-${id}`, name: 'Richmond sidewalks', geometry_type: 'line', published: true });
    const features = await database.db.selectFrom('layer_features').select('properties').where('layer_id', '=', layer.id).orderBy('feature_key').execute();
    expect(features.map((feature) => feature.properties)).toEqual([{ name: 'Broad St' }, { name: 'Main St' }]);
    expect((await database.db.selectFrom('spatial_submissions').select('layer_id').where('id', '=', id).executeTakeFirstOrThrow()).layer_id).toBe(layer.id);
  });

  it('follows the state machine, refuses an illegal move with its reason and changes nothing', async () => {
    const id = await create();
    expect(await move(id, 'approved', 'staff', 'Looks good')).toEqual({ refused: 'A submission that is submitted cannot become approved.' });
    expect(await move(id, 'processing', 'staff')).toEqual({ refused: 'Only the processing service can make a submission processing.' });
    expect(await move(id, 'processing', 'system')).toBe('recorded');
    expect(await move(id, 'failed', 'system')).toEqual({ refused: 'Please add a note saying why, so the submitter knows what to do.' });
    expect(await move(id, 'processed', 'system')).toBe('recorded');
    expect(await move(id, 'in_review', 'staff')).toBe('recorded');
    expect(await move(id, 'approved', 'staff', 'Published as a layer.')).toBe('recorded');
    expect(await move(id, 'rejected', 'staff', 'Too late')).toEqual({ refused: 'A submission that is approved cannot become rejected.' });
    expect(await move(99_999, 'processing', 'system')).toBe('not-found');
    expect((await submissionHistory(database.db, id)).map((record) => `${record.status}/${record.actor}`)).toEqual([
      'submitted/submitter',
      'processing/system',
      'processed/system',
      'in_review/staff',
      'approved/staff',
    ]);
  });

  it('decides two concurrent review outcomes one after the other: exactly one is recorded', async () => {
    const id = await create();
    for (const [to, actor] of [
      ['processing', 'system'],
      ['processed', 'system'],
      ['in_review', 'staff'],
    ] as const)
      await move(id, to, actor);
    const outcomes = await Promise.all([move(id, 'approved', 'staff', 'Yes'), move(id, 'rejected', 'staff', 'No')]);
    expect(outcomes.filter((outcome) => outcome === 'recorded')).toHaveLength(1);
    expect((await submissionHistory(database.db, id)).filter((record) => ['approved', 'rejected'].includes(record.status))).toHaveLength(1);
  });

  it('starts a new version after changes are requested, and only then', async () => {
    const id = await create();
    expect(await database.db.transaction().execute((trx) => resubmit(trx, { submissionId: id, userId, file }))).toEqual({
      refused: 'A new version can be sent only after staff have asked for changes, or when the file could not be processed.',
    });
    for (const [to, actor, note] of [
      ['processing', 'system'],
      ['processed', 'system'],
      ['in_review', 'staff'],
      ['changes_requested', 'staff', 'Add the 2025 segments'],
    ] as const) {
      expect(await move(id, to, actor, note)).toBe('recorded');
    }
    expect(await database.db.transaction().execute((trx) => resubmit(trx, { submissionId: id, userId: crypto.randomUUID(), file }))).toBe('not-found');
    expect(
      await database.db
        .transaction()
        .execute((trx) =>
          resubmit(trx, { submissionId: id, userId, file: { ...file, key: 'uploads/v2.geojson' }, note: 'Added the 2025 segments on Cary St.' }),
        ),
    ).toEqual({ version: 2 });
    // The submitter's note on the new version is its record's, for the reviewer (issue 59).
    expect(await currentSubmissionStatus(database.db, id)).toEqual({ version: 2, status: 'submitted', note: 'Added the 2025 segments on Cary St.' });
    const history = await submissionHistory(database.db, id);
    expect(history.map((record) => `${record.version}:${record.status}`)).toEqual([
      '1:submitted',
      '1:processing',
      '1:processed',
      '1:in_review',
      '1:changes_requested',
      '2:submitted',
    ]);
    expect(history[4]!.note).toBe('Add the 2025 segments');
    // Staff hear of version 2 as a version, with the way to its review (issue 59).
    const staffNotices = (await emails()).filter((email) => email.to === notice.staffAddress);
    expect(staffNotices.map((email) => email.subject)).toEqual([
      'New spatial data submission: Richmond sidewalks',
      'Version 2 of a spatial data submission: Richmond sidewalks',
    ]);
    expect(staffNotices[1]!.text).toContain(`${notice.siteUrl}/admin/spatial-data/review?submission=${id}`);
    expect(staffNotices[1]!.text).toContain('Their note: Added the 2025 segments on Cary St.');
    expect(staffNotices[0]!.text).not.toContain('Their note');
  });

  it('lets the submitter send a corrected file after processing failed', async () => {
    const id = await create();
    expect(await move(id, 'processing', 'system')).toBe('recorded');
    expect(await move(id, 'failed', 'system', 'The Shapefile’s .dbf file is missing.')).toBe('recorded');
    expect(
      await database.db.transaction().execute((trx) => resubmit(trx, { submissionId: id, userId, file: { ...file, key: 'uploads/fixed.geojson' } })),
    ).toEqual({ version: 2 });
    expect(await currentSubmissionStatus(database.db, id)).toEqual({ version: 2, status: 'submitted', note: '' });
  });

  it('keeps the history append-only', async () => {
    const id = await create();
    await expect(sql`update submission_status_records set status = 'approved' where submission_id = ${id}`.execute(database.db)).rejects.toThrow(/append-only/);
  });
});
