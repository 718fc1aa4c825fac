import { invalidFieldsError } from '@vtrans/contracts/errors';
import { type GapTaApplication, type GapTaApplicationStatus } from '@vtrans/contracts/gap-ta';
import { sql, type Transaction } from 'kysely';
import type { DbOrTrx } from '../db';
import type { Database } from '../types';
import { enqueue } from './outbox';
import { takeUnconfirmedMail } from './unconfirmed-mail';

/**
 * Stores an application and, in the same transaction, its `gap-ta.received` event (the worker
 * tells staff and sends the applicant a receipt, while the address has receipts left today:
 * takeUnconfirmedMail). The area is repaired
 * (ST_MakeValid) and must touch Virginia; without one, the locality's boundary is the area.
 */
export async function createGapTaApplication(
  trx: Transaction<Database>,
  application: Omit<GapTaApplication, 'website'>,
): Promise<{ id: number; receipt: boolean }> {
  const area = application.area
    ? sql`st_multi(st_collectionextract(st_makevalid(st_setsrid(st_geomfromgeojson(${JSON.stringify(application.area)}), 4326)), 3))`
    : sql`(select geom from localities where fips = ${application.localityFips})`;
  const inVirginia = await sql<{ touches: boolean }>`
    select exists (select 1 from localities where st_intersects(geom, ${area})) as touches`.execute(trx);
  if (!inVirginia.rows[0]?.touches) throw invalidFieldsError({ area: 'The study area must lie in Virginia.' });

  const row = await trx
    .insertInto('gap_ta_applications')
    .values({
      locality_fips: application.localityFips,
      organization: application.organization,
      contact_name: application.contactName,
      contact_email: application.contactEmail,
      contact_phone: application.contactPhone || null,
      component: application.component,
      project_title: application.projectTitle,
      project_description: application.projectDescription,
      area,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const receipt = await takeUnconfirmedMail(trx, application.contactEmail);
  await enqueue(trx, { name: 'gap-ta.received', payload: { applicationId: row.id, receipt } });
  return { id: row.id, receipt };
}

export async function listGapTaApplications(db: DbOrTrx, filters: { status?: GapTaApplicationStatus } = {}) {
  let query = db
    .selectFrom('gap_ta_applications as a')
    .innerJoin('localities as l', 'l.fips', 'a.locality_fips')
    .select(['a.id', 'a.organization', 'a.project_title', 'a.component', 'a.status', 'a.created_at', 'a.contact_email', 'l.full_name as locality']);
  if (filters.status) query = query.where('a.status', '=', filters.status);
  return query.orderBy('a.created_at', 'desc').execute();
}

export async function findGapTaApplication(db: DbOrTrx, id: number) {
  return (
    (await db
      .selectFrom('gap_ta_applications as a')
      .innerJoin('localities as l', 'l.fips', 'a.locality_fips')
      .leftJoin('users as u', 'u.id', 'a.updated_by')
      .selectAll('a')
      .select([
        'l.full_name as locality',
        'u.email as updated_by_email',
        sql<string>`st_asgeojson(a.area, 6)`.as('area_geojson'),
        sql<[number, number, number, number]>`array[st_xmin(a.area), st_ymin(a.area), st_xmax(a.area), st_ymax(a.area)]`.as('bbox'),
      ])
      .where('a.id', '=', id)
      .executeTakeFirst()) ?? null
  );
}

/** Staff's decision on an application; false when there is no such application. */
/** An application's decision as saved now, locked for a change (issue 56): status, note, who saved it last and when. */
export async function applicationDecisionForChange(trx: Transaction<Database>, id: number) {
  return trx
    .selectFrom('gap_ta_applications as a')
    .leftJoin('users as u', 'u.id', 'a.updated_by')
    .select(['a.status', 'a.staff_note', 'a.updated_at', 'u.email as updated_by_email'])
    .where('a.id', '=', id)
    .forUpdate('a')
    .executeTakeFirst();
}

export async function updateGapTaApplication(db: DbOrTrx, update: { id: number; status: GapTaApplicationStatus; staffNote: string; userId: string }) {
  const result = await db
    .updateTable('gap_ta_applications')
    .set({ status: update.status, staff_note: update.staffNote, updated_by: update.userId, updated_at: sql`now()` })
    .where('id', '=', update.id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What an application's e-mails say; `whole_locality` when no area was drawn or uploaded (the locality's boundary was stored). */
export async function findGapTaApplicationForNotification(db: DbOrTrx, id: number) {
  return db
    .selectFrom('gap_ta_applications as a')
    .innerJoin('localities as l', 'l.fips', 'a.locality_fips')
    .select([
      'a.id',
      'a.organization',
      'a.contact_name',
      'a.contact_email',
      'a.contact_phone',
      'a.component',
      'a.project_title',
      'a.project_description',
      'l.full_name as locality',
    ])
    .select(sql<boolean>`st_asbinary(a.area) = st_asbinary(l.geom)`.as('whole_locality'))
    .where('a.id', '=', id)
    .executeTakeFirst();
}
