import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { inviteUser, sendSignInLink, signUpForNewsletter } from '@vtrans/db';
import { describe, expect, it } from 'vitest';
import { useEmailStack } from '../support/email-stack';
import { eventually } from '../support/worker';

const run = promisify(execFile);
const tokensIn = (text: string) => [...text.matchAll(/[?&]token=([A-Za-z0-9_-]{43})/g)].map((match) => match[1]!);

describe('secrets at rest', () => {
  const stack = useEmailStack('seededTemplate');

  it('a dump taken after sign-in, newsletter and invitation e-mails went out holds none of their tokens', async () => {
    const { db } = stack.database;
    await db.transaction().execute(async (trx) => {
      await sendSignInLink(trx, 'ana@example.org', '/');
      await signUpForNewsletter(trx, { email: 'lee@example.org', firstName: 'Lee', lastName: '' });
      await inviteUser(
        trx,
        { email: 'sam@richmond.example.gov', name: 'Sam', role: 'locality', localityFips: '51760' },
        'admin@oipi.example.gov',
        '/interactvtrans/submit',
      );
    });
    await stack.start();
    const mails = await stack.smtp.waitForMessages(3);
    await eventually(async () => (await db.selectFrom('outbox').select('id').where('completed_at', 'is', null).execute()).length === 0, 10_000, 'completion');

    // Sign-in link, confirm and unsubscribe links, invitation link: four live tokens went out by e-mail.
    const sent = [...new Set(mails.flatMap((mail) => tokensIn(mail.text)))];
    expect(sent).toHaveLength(4);
    const { stdout } = await run('pg_dump', ['--dbname', stack.database.url, '--data-only'], { maxBuffer: 512 * 1024 * 1024 });
    expect(stdout).toContain('ana@example.org');
    for (const token of sent) expect(stdout.includes(token), `token ${token.slice(0, 6)}… in the dump`).toBe(false);
    // The outbox still says what was sent, without the tokens; so do the jobs BullMQ keeps in Redis.
    expect(stdout).toContain('"token": "redacted"');
    expect(stdout).toContain('"confirmToken": "redacted"');
    const jobs = await stack.worker!.queues.email.getJobs(['completed']);
    expect(jobs.length).toBeGreaterThanOrEqual(3);
    const kept = JSON.stringify(jobs.map((job) => job.data));
    for (const token of sent) expect(kept.includes(token), `token ${token.slice(0, 6)}… in Redis`).toBe(false);
  });
});
