import { describe, expect, it } from 'vitest';
import { useEmailStack } from '../support/email-stack';
import { enqueueSignInLink, outboxRow, signInLinkKey } from '../support/outbox-fixtures';
import { eventually } from '../support/worker';

describe('e-mail delivery', () => {
  const stack = useEmailStack('baseTemplate');
  const start = () => stack.start();

  it('retries a send the SMTP server refused and delivers exactly one e-mail', async () => {
    stack.smtp.failNextMessages(1);
    const id = await enqueueSignInLink(stack.database.db, 'commenter@example.org');
    const app = await start();

    await stack.smtp.waitForMessages(1);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(stack.smtp.messages).toHaveLength(1);
    const job = await app.queues.email.getJob(id);
    expect(job?.attemptsMade).toBe(2);
    expect(await job?.getState()).toBe('completed');
    const deliveries = await stack.database.db.selectFrom('email_deliveries').selectAll().execute();
    expect(deliveries).toEqual([
      expect.objectContaining({ idempotency_key: signInLinkKey(id), message_id: `<${signInLinkKey(id)}@vtrans.test>`, recipients: ['commenter@example.org'] }),
    ]);
  });

  it('backs off while SMTP refuses connections and sends when it returns', async () => {
    stack.smtp.refuseConnections(true);
    const id = await enqueueSignInLink(stack.database.db, 'commenter@example.org');
    const app = await start();
    await eventually(async () => ((await app.queues.email.getJob(id))?.attemptsMade ?? 0) >= 2, 15_000, 'two failed attempts');
    expect(stack.smtp.messages).toHaveLength(0);

    stack.smtp.refuseConnections(false);
    await stack.smtp.waitForMessages(1, 30_000);
    await eventually(async () => (await outboxRow(stack.database.db, id)).completed_at, 10_000, 'completion');
    expect(stack.smtp.messages).toHaveLength(1);
  });

  it('does not send again when a job for an already-sent e-mail runs a second time', async () => {
    const id = await enqueueSignInLink(stack.database.db, 'commenter@example.org');
    const app = await start();
    await stack.smtp.waitForMessages(1);
    await eventually(async () => (await app.queues.email.getJob(id))?.finishedOn, 10_000, 'the job to finish');

    // Run the very same job again, as after a crash that lost its completion.
    const job = await app.queues.email.getJob(id);
    await job?.retry('completed');
    await eventually(async () => (await app.queues.email.getJob(id))?.finishedOn !== job?.finishedOn, 10_000, 'the rerun');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(stack.smtp.messages).toHaveLength(1);
    expect(await stack.database.db.selectFrom('email_deliveries').selectAll().execute()).toHaveLength(1);
  });

  it('suppresses an address SMTP refuses for good (5xx), fails that job once, and sends nothing to it again', async () => {
    stack.smtp.refuseRecipients(['gone@example.org']);
    const refused = await enqueueSignInLink(stack.database.db, 'gone@example.org');
    const app = await start();
    await eventually(async () => (await outboxRow(stack.database.db, refused)).failed_at, 15_000, 'the refused e-mail to fail');
    // No retries: a 550 will not change its mind. The outbox row is marked failed by the handler,
    // before BullMQ counts the attempt and ends the job: read the count once the job has ended.
    await eventually(async () => (await app.queues.email.getJob(refused))?.finishedOn, 15_000, 'the refused job to end');
    const ended = (await app.queues.email.getJob(refused))!;
    expect(await ended.getState()).toBe('failed');
    expect(ended.attemptsMade).toBe(1);
    expect(await stack.database.db.selectFrom('suppressions').select(['email', 'reason']).execute()).toEqual([{ email: 'gone@example.org', reason: 'bounce' }]);
    expect((await stack.database.db.selectFrom('suppressions').select('detail').executeTakeFirstOrThrow()).detail).toBe(
      '550 5.1.1 <gone@example.org>: Recipient address rejected: User unknown',
    );

    // Later e-mails leave it out (whatever its case) and still reach everyone else.
    const sessionsBefore = stack.smtp.connections();
    const again = await enqueueSignInLink(stack.database.db, 'Gone@Example.org');
    const other = await enqueueSignInLink(stack.database.db, 'reader@example.org');
    await stack.smtp.waitForMessages(1);
    await eventually(async () => (await outboxRow(stack.database.db, again)).completed_at, 10_000, 'the suppressed e-mail’s job to complete');
    await eventually(async () => (await outboxRow(stack.database.db, other)).completed_at, 10_000, 'the other e-mail’s job to complete');
    expect(stack.smtp.messages.map((message) => message.to)).toEqual([['reader@example.org']]);
    expect(await stack.database.db.selectFrom('email_deliveries').select('recipients').execute()).toEqual([{ recipients: ['reader@example.org'] }]);
    expect(stack.smtp.connections() - sessionsBefore).toBeLessThanOrEqual(1);
  });
});
