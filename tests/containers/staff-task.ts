import { randomUUID } from 'node:crypto';
import { countCampaignAudience, createDb, hashPassword } from '@vtrans/db';
import { addConfirmedSubscribers, addEditor, sendCampaignNow } from '../support/campaigns';

/**
 * What staff would do at the admin pages, run by the container drill inside a worker container
 * (copied with tests/support/campaigns.ts to /app/.drill, under the image's node_modules), against the stack's own database,
 * which nothing outside the compose network can reach. Prints one line of JSON.
 *
 *   staff-task.ts editor EMAIL PASSWORD [KEY]    an editor who signs in with that password and, with KEY (hex), an authenticator app of that key
 *   staff-task.ts campaign COUNT DOMAIN SUBJECT  COUNT more confirmed subscribers @DOMAIN, and a campaign sent to everyone now
 */
const [task, ...args] = process.argv.slice(2);
const db = createDb(process.env.DATABASE_URL!, { max: 1, applicationName: 'vtrans-container-drill' });
try {
  if (task === 'editor') {
    const [email, password, key] = args as [string, string, string | undefined];
    const { id } = await db
      .insertInto('users')
      .values({ email, role: 'editor', password_hash: await hashPassword(password) })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Every staff role has a second factor (issue 54): the drill's editor answers with this app's codes.
    if (key)
      await db
        .insertInto('totp_credentials')
        .values({ user_id: id, key: Buffer.from(key, 'hex'), confirmed_at: new Date() })
        .execute();
    process.stdout.write(`${JSON.stringify({ email })}\n`);
  } else if (task === 'campaign') {
    const [count, domain, subject] = args as [string, string, string];
    if (Number(count) > 0) await addConfirmedSubscribers(db, Number(count), domain);
    const editor = await addEditor(db, `campaigns-${randomUUID().slice(0, 8)}@${domain}`);
    const campaignId = await sendCampaignNow(db, editor, { subject, body: 'The **container drill** sends this to every subscriber once.' });
    process.stdout.write(`${JSON.stringify({ campaignId, audience: await countCampaignAudience(db) })}\n`);
  } else {
    throw new Error(`unknown task ${task}`);
  }
} finally {
  await db.destroy();
}
