import { createContentItem, decideReview, publishContentItem, saveContentItem, submitForReview, type Trx } from '@vtrans/db';
import { describe, expect, it } from 'vitest';
import { useEmailStack } from '../support/email-stack';
import type { ReceivedEmail } from '../support/smtp';
import { eventually } from '../support/worker';

// Each step of a review is told to whoever acts next (issue 63): a submission to those who may
// decide on it, the decision to whoever submitted, an emergency publication to those who may
// approve it afterwards. Real worker, real SMTP server.

describe('a review’s steps by e-mail', () => {
  const stack = useEmailStack('seededTemplate');

  it('ask those who may decide, tell the writer the decision, and ask for approval of a publication without review', async () => {
    const { db } = stack.database;
    await stack.start();
    const make = async (email: string, role: 'editor' | 'admin') =>
      (await db.insertInto('users').values({ email, role }).returning('id').executeTakeFirstOrThrow()).id;
    const writer = await make('steps-writer@example.org', 'editor');
    const first = await make('steps-first@example.org', 'editor');
    const second = await make('steps-second@example.org', 'editor');
    const admin = await make('steps-admin@example.org', 'admin');
    const inTransaction = <Result>(work: (trx: Trx) => Promise<Result>) => db.transaction().execute(work);
    const faq = (answer: string) => ({ topic: 'Steps', question: 'When are bridges inspected?', answer, position: 1 });
    const mailTo = (address: string, subject: string) =>
      eventually(
        async () => stack.smtp.messages.find((message: ReceivedEmail) => message.to.includes(address) && message.subject === subject) ?? null,
        15_000,
        subject,
      );

    const itemId = await inTransaction((trx) => createContentItem(trx, 'faqs', faq('Every two years.') as never, writer));
    await inTransaction((trx) => submitForReview(trx, itemId, 1, writer, 'New question for the bridges page.'));
    const asked = await mailTo('steps-first@example.org', 'For review: When are bridges inspected?');
    expect(asked.to).toEqual(expect.arrayContaining(['steps-first@example.org', 'steps-second@example.org', 'steps-admin@example.org']));
    expect(asked.to).not.toContain('steps-writer@example.org');
    expect(asked.text).toContain('steps-writer@example.org submitted Question (FAQ): “When are bridges inspected?”, version 1 for review.');
    expect(asked.text).toContain('Their note: New question for the bridges page.');

    await inTransaction((trx) => decideReview(trx, { itemId, version: 1, revision: 1 }, first, 'returned', 'Say who inspects them.'));
    const returned = await mailTo('steps-writer@example.org', 'Sent back: When are bridges inspected?');
    expect(returned.to).toEqual(['steps-writer@example.org']);
    expect(returned.text).toContain('Their note: Say who inspects them.');

    await inTransaction((trx) => saveContentItem(trx, itemId, 1, faq('VDOT inspects them every two years.') as never, writer));
    const { version } = await db.selectFrom('content_items').select('version').where('id', '=', itemId).executeTakeFirstOrThrow();
    await inTransaction((trx) => submitForReview(trx, itemId, version, writer, ''));
    await inTransaction((trx) => decideReview(trx, { itemId, version, revision: 2 }, second, 'approved', ''));
    expect((await mailTo('steps-writer@example.org', 'Approved: When are bridges inspected?')).text).toContain('It can be published or scheduled now.');

    // An admin publishes another question at once: the others are asked to approve it afterwards, not the admin.
    const urgent = await inTransaction((trx) =>
      createContentItem(trx, 'faqs', { topic: 'Steps', question: 'Is the Route 1 bridge closed?', answer: 'Yes, until Friday.', position: 2 } as never, admin),
    );
    await inTransaction((trx) => publishContentItem(trx, urgent, 1, admin, { reason: 'The bridge closed this morning.' }));
    const emergency = await mailTo('steps-writer@example.org', 'Published without review, to approve: Is the Route 1 bridge closed?');
    expect(emergency.to).not.toContain('steps-admin@example.org');
    expect(emergency.text).toContain('The reason given: The bridge closed this morning.');
  });
});
