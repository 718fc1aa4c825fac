import { AppError } from '@vtrans/contracts/errors';
import { FACT_CHECK_COMMENTS_MAX } from '@vtrans/contracts/fact-checks';
import { addFactCheckComment, createContentItem, factCheckByKey, itemFactChecks, requestFactCheck, sql, stopFactCheck, type Trx } from '@vtrans/db';
import { describe, expect, it } from 'vitest';
import { useEmailStack } from '../support/email-stack';
import type { ReceivedEmail } from '../support/smtp';
import { eventually } from '../support/worker';

// Fact-check links (issue 63), with a real worker and SMTP server: the key goes only in the
// e-mail (the outbox forgets it once sent, the table keeps its hash), reading by it writes
// nothing, and comments stop when the link is stopped, expired or has taken its share.

describe('fact-check links', () => {
  const stack = useEmailStack('seededTemplate');

  it('send the key only in the e-mail, open read-only, take comments back to the one who asked, and stop', async () => {
    const { db } = stack.database;
    await stack.start();
    const editor = (await db.insertInto('users').values({ email: 'fact-asker@example.org', role: 'editor' }).returning('id').executeTakeFirstOrThrow()).id;
    const inTransaction = <Result>(work: (trx: Trx) => Promise<Result>) => db.transaction().execute(work);
    const itemId = await inTransaction((trx) =>
      createContentItem(trx, 'updates', { date: '2026-11-04', title: 'Route 29 signals', intro: 'Four new signals.', body: '', localities: [] }, editor),
    );
    const sent = await inTransaction((trx) => requestFactCheck(trx, { itemId, version: 1, email: 'engineer@example.org', message: 'Counts right?' }, editor));
    const mail = await eventually(
      async () => stack.smtp.messages.find((message: ReceivedEmail) => message.to.includes('engineer@example.org')) ?? null,
      15_000,
      'the link e-mailed',
    );
    expect(mail.replyTo).toEqual(['fact-asker@example.org']);
    expect(mail.subject).toBe('Please check a draft before it is published: Route 29 signals');
    const key = /fact-check\?key=([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
    // Kept only as its hash, and forgotten by the outbox once the e-mail went.
    const { key_hash } = await db.selectFrom('fact_checks').select('key_hash').where('id', '=', sent.id).executeTakeFirstOrThrow();
    expect(key_hash).not.toContain(key);
    await eventually(async () => {
      const { rows } = await sql<{
        payload: string;
      }>`select payload::text from outbox where event = 'content.fact-check' and payload->>'factCheckId' = ${sent.id} and completed_at is not null`.execute(db);
      return rows[0] ?? null;
    }, 15_000).then((row) => expect(row.payload).not.toContain(key));

    // Read as often as a scanner likes: the same answer, nothing written.
    const read = await factCheckByKey(db, key);
    expect(await factCheckByKey(db, key)).toEqual(read);
    expect(read).toMatchObject({ state: 'open', title: 'Route 29 signals', revision: 1, comments: [] });
    expect(await factCheckByKey(db, 'A'.repeat(43))).toBeNull();

    await inTransaction((trx) => addFactCheckComment(trx, { key, name: 'Pat', comment: 'Three signals, not four.' }));
    const told = await eventually(
      async () => stack.smtp.messages.find((message: ReceivedEmail) => message.to.includes('fact-asker@example.org')) ?? null,
      15_000,
      'the comment e-mailed',
    );
    expect(told.text).toContain('Three signals, not four.');
    expect((await itemFactChecks(db, itemId))[0]).toMatchObject({ state: 'open', comments: [{ name: 'Pat', body: 'Three signals, not four.' }] });

    // A link takes so many comments, then asks for a reply instead.
    await sql`insert into fact_check_comments (fact_check_id, name, body) select ${sent.id}, 'Pat', 'More.' from generate_series(2, ${FACT_CHECK_COMMENTS_MAX})`.execute(
      db,
    );
    await expect(inTransaction((trx) => addFactCheckComment(trx, { key, name: 'Pat', comment: 'One more.' }))).rejects.toMatchObject({ code: 'conflict' });

    // Expired, then stopped: no text, no comments.
    await db
      .updateTable('fact_checks')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', sent.id)
      .execute();
    expect(await factCheckByKey(db, key)).toMatchObject({ state: 'expired' });
    expect(await factCheckByKey(db, key)).not.toHaveProperty('fields');
    await inTransaction((trx) => stopFactCheck(trx, sent.id, editor));
    expect(await factCheckByKey(db, key)).toMatchObject({ state: 'stopped' });
    const refused = inTransaction((trx) => addFactCheckComment(trx, { key, name: 'Pat', comment: 'Late.' }));
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toThrow('The office has stopped this link');
    await expect(inTransaction((trx) => stopFactCheck(trx, sent.id, editor))).rejects.toMatchObject({ code: 'conflict' });
  });
});
