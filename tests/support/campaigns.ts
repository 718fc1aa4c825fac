import { countCampaignAudience, createCampaign, type Db, sendCampaign, sql } from '@vtrans/db';

/** `count` confirmed subscribers, reader-0@… to reader-(count-1)@…, in one statement (the bench adds 100,000). */
export async function addConfirmedSubscribers(db: Db, count: number, domain = 'example.org'): Promise<void> {
  await sql`
    insert into newsletter_subscribers (email, first_name, status, confirmed_at)
    select 'reader-' || n || '@' || ${domain}, 'Reader', 'confirmed', now() from generate_series(0, ${count - 1}) as n`.execute(db);
}

/** A member of staff to write campaigns as. */
export async function addEditor(db: Db, email = 'editor@example.org'): Promise<string> {
  return (await db.insertInto('users').values({ email, role: 'editor' }).returning('id').executeTakeFirstOrThrow()).id;
}

/** Writes a campaign and sends it now, confirming its audience as the admin page does: answers its id. */
export async function sendCampaignNow(
  db: Db,
  actorId: string,
  draft = { subject: 'VTrans news: winter 2027', body: 'The **draft plan** is out.\n\n[Read the program updates](/get-involved/program-updates)' },
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const campaignId = await createCampaign(trx, draft, actorId);
    await sendCampaign(trx, campaignId, 1, { now: true, confirmCount: await countCampaignAudience(trx) }, actorId);
    return campaignId;
  });
}
