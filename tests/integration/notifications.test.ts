import { GapTaApplication } from '@vtrans/contracts/gap-ta';
import { createGapTaApplication } from '@vtrans/db';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { createEmailHandlers } from '../../apps/worker/src/processors/email';
import { useEmailStack } from '../support/email-stack';
import { testNotificationSettings } from '../support/outbox-fixtures';
import { eventually, handlerContext } from '../support/worker';

describe('notifications', () => {
  const stack = useEmailStack('seededTemplate');

  it('sends both e-mails of an event once each, and a rerun after one went out sends only the other', async () => {
    const application = GapTaApplication.parse({
      localityFips: '51760',
      organization: 'City of Richmond',
      contactName: 'Ana Planner',
      contactEmail: 'ana@richmond.example.gov',
      component: 'Strategies for emerging planning issues',
      projectTitle: 'Broad Street corridor study',
      projectDescription: 'Speeds < 25 mph near the school.',
      wholeLocality: true,
    });
    const { id: applicationId } = await stack.database.db.transaction().execute((trx) => createGapTaApplication(trx, application));
    const event = await stack.database.db.selectFrom('outbox').select(['id', 'payload']).where('event', '=', 'gap-ta.received').executeTakeFirstOrThrow();
    // The applicant's address had receipts left today (issue 54): the event says the receipt may go.
    expect(event.payload).toEqual({ applicationId, receipt: true });

    await stack.start({ SITE_URL: 'https://vtrans.example.org', GAP_TA_ALERT_TO: 'gap-staff@example.gov' });
    const [first, second] = await stack.smtp.waitForMessages(2);
    await eventually(
      async () => (await stack.database.db.selectFrom('outbox').select('completed_at').where('id', '=', event.id).executeTakeFirstOrThrow()).completed_at,
      10_000,
      'completion',
    );
    const staff = [first, second].find((mail) => mail!.to.includes('gap-staff@example.gov'))!;
    const receipt = [first, second].find((mail) => mail!.to.includes('ana@richmond.example.gov'))!;
    expect(staff.subject).toBe('New GAP-TA application: Broad Street corridor study');
    expect(staff.replyTo).toEqual(['ana@richmond.example.gov']);
    expect(staff.text).toContain('Study area: the whole locality');
    expect(staff.text).toContain(`https://vtrans.example.org/admin/gap-ta/application?id=${applicationId}`);
    expect(receipt.subject).toBe(`We received your GAP-TA application (number ${applicationId})`);
    // The address typed into the form has not confirmed itself (issue 54): the receipt is in our words, with its number only.
    expect(receipt.text).toContain(`number ${applicationId}`);
    for (const submitted of ['Ana Planner', 'Broad Street corridor study', 'City of Richmond', 'Speeds < 25 mph'])
      expect(receipt.text).not.toContain(submitted);
    expect(staff.text).toContain('Speeds < 25 mph near the school.');

    // The job runs again (a retry after a crash) with the receipt's send not recorded: only the receipt goes out,
    // with the Message-ID it had, so a mail client files it as the same message.
    await stack.database.db.deleteFrom('email_deliveries').where('idempotency_key', '=', `${event.id}.gap-ta-receipt`).execute();
    const transport = nodemailer.createTransport({ url: stack.smtp.url });
    const handlers = createEmailHandlers({
      db: stack.database.db,
      transport,
      from: 'VTrans <no-reply@vtrans.test>',
      mailDomain: 'vtrans.test',
      notificationSettings: testNotificationSettings,
      alertWindowMinutes: 10,
    });
    await handlers['gap-ta.received']!({ applicationId, receipt: true }, handlerContext(event.id, 2));
    transport.close();
    expect(stack.smtp.messages).toHaveLength(3);
    expect(stack.smtp.messages[2]!.to).toEqual(['ana@richmond.example.gov']);
    expect(stack.smtp.messages[2]!.messageId).toBe(receipt.messageId);
  });
});
