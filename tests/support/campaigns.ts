import { randomUUID } from 'node:crypto';
import { countCampaignAudience, createCampaign, type Db, decideCampaignReview, sendCampaign, sql, submitCampaignForReview } from '@vtrans/db';

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

/**
 * A campaign's words approved by a second pair of eyes (issue 63): submitted by whoever wrote it,
 * approved by a reviewer of its own (an editor made for the purpose, `reviewer-…@` the writer's
 * domain), as the campaign's page does it. Answers the campaign's version after (unchanged: a
 * review moves no version).
 */
export async function approveCampaign(db: Db, campaignId: string, version: number, writerId: string): Promise<number> {
  const writer = await db.selectFrom('users').select('email').where('id', '=', writerId).executeTakeFirstOrThrow();
  const reviewer = await addEditor(db, `reviewer-${randomUUID().slice(0, 8)}@${writer.email.split('@')[1]}`);
  await db.transaction().execute(async (trx) => {
    await submitCampaignForReview(trx, campaignId, version, writerId, '');
    await decideCampaignReview(trx, { campaignId, version }, reviewer, 'approved', '');
  });
  return version;
}

/** Writes a campaign, has it approved, and sends it now, confirming its audience as the admin page does: answers its id. */
export async function sendCampaignNow(
  db: Db,
  actorId: string,
  draft = { subject: 'VTrans news: winter 2027', body: 'The **draft plan** is out.\n\n[Read the program updates](/get-involved/program-updates)' },
): Promise<string> {
  const campaignId = await db.transaction().execute((trx) => createCampaign(trx, draft, actorId));
  await approveCampaign(db, campaignId, 1, actorId);
  await db.transaction().execute(async (trx) => {
    await sendCampaign(trx, campaignId, 1, { now: true, confirmCount: await countCampaignAudience(trx) }, actorId);
  });
  return campaignId;
}
