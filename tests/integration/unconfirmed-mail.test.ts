import { AccessibilityRequestForm } from '@vtrans/contracts/accessibility-requests';
import { virginiaToday } from '@vtrans/contracts/dates';
import { GapTaApplication } from '@vtrans/contracts/gap-ta';
import {
  createAccessibilityRequest,
  createContactMessage,
  createGapTaApplication,
  insertComment,
  respondToComment,
  signUpForNewsletter,
  UNCONFIRMED_MAILS_PER_DAY,
  unconfirmedMailRecipient,
  updateAccessibilityRequest,
} from '@vtrans/db';
import { describe, expect, it } from 'vitest';
import { useEmailStack } from '../support/email-stack';
import { composedNotifications, testNotificationSettings } from '../support/outbox-fixtures';
import { eventually } from '../support/worker';

/*
 * Issue 54: e-mails to an address typed into a public form — one nobody has shown to be theirs —
 * carry none of what was submitted, and each such address gets at most UNCONFIRMED_MAILS_PER_DAY
 * receipts a Virginia day; the submissions are kept and staff told of every one.
 */

/** What a stranger's "name" and "message" said in the review: a lure in our name. */
const lure = 'Your account is locked: visit http://evil.example/0';
const submitted = ['evil.example', 'account is locked', 'Mallory'];

describe('mail to addresses nobody has confirmed', () => {
  const stack = useEmailStack('seededTemplate');

  const plan = () =>
    stack.database.db.selectFrom('documents').select(['id', 'title']).where('file_name', '=', 'VTrans2040_Final_Plan.pdf').executeTakeFirstOrThrow();

  it(`sends one address at most ${UNCONFIRMED_MAILS_PER_DAY} receipts a day, none with the submitted text, while staff get every submission whole`, async () => {
    const { db } = stack.database;
    const document = await plan();
    const stranger = 'Stranger@Example.org';
    const request = (index: number, email: string, now?: Date) =>
      db.transaction().execute((trx) =>
        createAccessibilityRequest(
          trx,
          AccessibilityRequestForm.parse({
            documentId: document.id,
            name: `${lure}${index}`,
            email,
            phone: '',
            format: 'braille',
            details: `Mallory says: ${lure}${index}`,
          }),
          now,
        ),
      );
    // Five requests naming the stranger (however the address is written) and then a contact message: six submissions today.
    for (let index = 0; index < 5; index++) await request(index, index % 2 ? stranger.toLowerCase() : stranger);
    await db
      .transaction()
      .execute((trx) => createContactMessage(trx, { name: lure, email: ' STRANGER@example.org ', message: `Mallory says: ${lure} — act now.` }));
    // The decision is written with each event: the first three may send their receipt, the rest may not.
    const events = await db
      .selectFrom('outbox')
      .select(['event', 'payload'])
      .where('event', 'in', ['accessibility-request.received', 'contact.received'])
      .orderBy('seq')
      .execute();
    expect(events.map((event) => (event.payload as { receipt: boolean }).receipt)).toEqual([true, true, true, false, false, false]);
    expect(await db.selectFrom('accessibility_requests').select('id').execute()).toHaveLength(5);
    expect(await db.selectFrom('contact_messages').select('id').execute()).toHaveLength(1);
    // The allowance keeps a digest of the day and the address, never the address.
    const today = virginiaToday();
    const rows = await db.selectFrom('unconfirmed_mail_allowances').selectAll().execute();
    expect(rows).toEqual([{ recipient: unconfirmedMailRecipient(stranger, today), day: today, sent: UNCONFIRMED_MAILS_PER_DAY }]);
    expect(JSON.stringify(rows).toLowerCase()).not.toContain('stranger');

    // The next day the address has receipts again; two days on, the first day's row is gone.
    const tomorrow = new Date(Date.now() + 86_400_000);
    const dayAfter = new Date(Date.now() + 2 * 86_400_000);
    await request(5, stranger, tomorrow);
    expect(await db.selectFrom('unconfirmed_mail_allowances').select('day').orderBy('day').execute()).toEqual([
      { day: today },
      { day: virginiaToday(tomorrow) },
    ]);
    await request(6, 'someone.else@example.org', dayAfter);
    expect(await db.selectFrom('unconfirmed_mail_allowances').select('day').orderBy('day').execute()).toEqual([
      { day: virginiaToday(tomorrow) },
      { day: virginiaToday(dayAfter) },
    ]);

    await stack.start({ SITE_URL: 'https://vtrans.example.org', CONTACT_TO: 'oipi@example.gov' });
    // Staff: seven accessible-format alerts and the contact message. The stranger: three receipts today, one tomorrow.
    await stack.smtp.waitForMessages(8 + 4 + 1);
    await eventually(
      async () => (await db.selectFrom('outbox').select('id').where('completed_at', 'is', null).execute()).length === 0,
      15_000,
      'every event done',
    );
    const toStranger = stack.smtp.messages.filter((mail) => mail.to.some((address) => address.toLowerCase() === 'stranger@example.org'));
    const toStaff = stack.smtp.messages.filter((mail) => mail.to.includes('oipi@example.gov'));
    expect(toStranger).toHaveLength(4);
    expect(toStaff).toHaveLength(8);
    expect(stack.smtp.messages).toHaveLength(13);
    for (const receipt of toStranger) {
      expect(receipt.subject).toBe(`We received your request for ${document.title}`);
      expect(receipt.text).toContain('Hello,');
      expect(receipt.text).toContain(`“${document.title}” as: Braille`);
      for (const words of submitted) expect(receipt.text, words).not.toContain(words);
      for (const words of submitted) expect(receipt.html, words).not.toContain(words);
    }
    // Staff's own copies keep everything that was sent.
    expect(toStaff.filter((mail) => mail.text.includes(`From: ${lure}0 <Stranger@Example.org>`))).toHaveLength(1);
    expect(toStaff.find((mail) => mail.subject.startsWith('Contact form:'))!.text).toContain(`Mallory says: ${lure} — act now.`);
  });

  it('says nothing submitted in the contact copy, the GAP-TA receipt, the done notice, the reply to a comment or the newsletter confirmation', async () => {
    const { db } = stack.database;
    const document = await plan();
    const staff = (await db.insertInto('users').values({ email: 'reviewer@example.gov', role: 'reviewer' }).returning('id').executeTakeFirstOrThrow()).id;
    await db.transaction().execute(async (trx) => {
      await createContactMessage(trx, { name: lure, email: 'copy@example.org', message: `Mallory says: ${lure}` });
      await createGapTaApplication(
        trx,
        GapTaApplication.parse({
          localityFips: '51760',
          organization: `Mallory ${lure}`,
          contactName: lure,
          contactEmail: 'applicant@example.org',
          component: 'Strategies for emerging planning issues',
          projectTitle: `Mallory: ${lure}`,
          projectDescription: `Mallory says: ${lure}`,
          wholeLocality: true,
        }),
      );
      await signUpForNewsletter(trx, { email: 'subscriber@example.org', firstName: 'Mallory', lastName: lure });
    });
    const request = await db.transaction().execute((trx) =>
      createAccessibilityRequest(
        trx,
        AccessibilityRequestForm.parse({
          documentId: document.id,
          name: lure,
          email: 'reader@example.org',
          phone: '',
          format: 'audio',
          details: `Mallory says: ${lure}`,
        }),
      ),
    );
    await db.transaction().execute((trx) => updateAccessibilityRequest(trx, request!.id, { status: 'sent', staffNote: 'Sent on CD by post.', actorId: null }));
    const commentId = await db.transaction().execute((trx) =>
      insertComment(trx, {
        geometry: { type: 'Point', coordinates: [-77.436, 37.5407] },
        category: 'Safety',
        text: `Mallory says: ${lure}`,
        name: lure,
        email: 'commenter@example.org',
      }),
    );
    await db
      .transaction()
      .execute((trx) => respondToComment(trx, { id: commentId, response: 'Thank you: a signal is planned.', category: 'Safety', staffUserId: staff }));

    const emails = await composedNotifications(db, { ...testNotificationSettings, siteUrl: 'https://vtrans.example.org' });
    const to = (address: string) => emails.filter((email) => email.to === address);
    for (const address of ['copy@example.org', 'applicant@example.org', 'subscriber@example.org']) expect(to(address), address).toHaveLength(1);
    // The reader's receipt and the notice that it was sent; the commenter's receipt and the response.
    expect(to('reader@example.org')).toHaveLength(2);
    expect(to('commenter@example.org').map((email) => email.subject)).toEqual([
      'We received your comment on the VTrans map',
      'VTrans staff replied to your map comment',
    ]);
    for (const email of emails.filter((candidate) => !candidate.to.endsWith('@oipi.example.gov'))) {
      for (const words of submitted) expect(email.text, `${email.subject}: ${words}`).not.toContain(words);
    }
    expect(to('copy@example.org')[0]!.text).toContain('will answer at this address');
    expect(to('reader@example.org')[1]!.text).toContain('Sent on CD by post.');
    expect(to('commenter@example.org')[0]!.text).toContain('about a point in the City of Richmond');
    expect(to('commenter@example.org')[1]!.text).toContain('Thank you: a signal is planned.');
    expect(to('commenter@example.org')[1]!.text).toContain('https://vtrans.example.org/');
    // Staff's copies keep what was sent.
    expect(to('vtrans-staff@oipi.example.gov').find((email) => email.subject.startsWith('Contact form:'))!.text).toContain(`Mallory says: ${lure}`);
    expect(to('gap-ta@oipi.example.gov')[0]!.text).toContain(`Mallory says: ${lure}`);
  });
});
