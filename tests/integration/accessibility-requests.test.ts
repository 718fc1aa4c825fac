import { AccessibilityRequestForm } from '@vtrans/contracts/accessibility-requests';
import { createAccessibilityRequest, remindDueAccessibilityRequests, setDocumentVerified, updateAccessibilityRequest } from '@vtrans/db';
import { describe, expect, it } from 'vitest';
import { useEmailStack } from '../support/email-stack';
import { eventually } from '../support/worker';

describe('requests for an accessible format', () => {
  const stack = useEmailStack('seededTemplate');

  const documentNamed = (fileName: string) =>
    stack.database.db.selectFrom('documents').select(['id', 'title']).where('file_name', '=', fileName).executeTakeFirstOrThrow();

  it('tells staff and the reader (with the due date in 15 working days), reminds staff once near the due date, and tells the reader when sent', async () => {
    const document = await documentNamed('VTrans2040_Final_Plan.pdf');
    const form = AccessibilityRequestForm.parse({
      documentId: document.id,
      name: 'Rosa Reader',
      email: 'rosa@example.org',
      phone: '',
      format: 'large-print',
      details: 'Eighteen point, please.',
    });
    // Received on Wednesday, November 25, 2026 (noon in Virginia): Thanksgiving and the Friday after are state holidays.
    const request = await stack.database.db.transaction().execute((trx) => createAccessibilityRequest(trx, form, new Date('2026-11-25T17:00:00Z')));
    expect(request!.dueOn).toBe('2026-12-18');

    await stack.start({ SITE_URL: 'https://vtrans.example.org', CONTACT_TO: 'oipi@example.gov' });
    const [first, second] = await stack.smtp.waitForMessages(2);
    const staff = [first, second].find((mail) => mail!.to.includes('oipi@example.gov'))!;
    const receipt = [first, second].find((mail) => mail!.to.includes('rosa@example.org'))!;
    expect(staff.subject).toBe(`Accessible format requested: ${document.title} (due 12/18/2026)`);
    expect(staff.replyTo).toEqual(['rosa@example.org']);
    expect(staff.text).toContain('Format: Large print');
    expect(staff.text).toContain('Details: Eighteen point, please.');
    expect(staff.text).toContain('https://vtrans.example.org/admin/documents/accessibility');
    expect(receipt.subject).toBe(`We received your request for ${document.title}`);
    expect(receipt.text).toContain('We will send it to you by 12/18/2026');
    expect(receipt.text).toContain(`https://vtrans.example.org/documents-and-media/${document.id}/web-page`);

    // Three working days before the due date (Monday, December 14) the sweep reminds staff, once.
    expect(await remindDueAccessibilityRequests(stack.database.db, new Date('2026-12-10T15:00:00Z'))).toBe(0);
    expect(await remindDueAccessibilityRequests(stack.database.db, new Date('2026-12-15T15:00:00Z'))).toBe(1);
    expect(await remindDueAccessibilityRequests(stack.database.db, new Date('2026-12-16T15:00:00Z'))).toBe(0);
    const [reminder] = (await stack.smtp.waitForMessages(3)).slice(2);
    expect(reminder!.to).toEqual(['oipi@example.gov']);
    expect(reminder!.subject).toBe(`Reminder: accessible format due 12/18/2026 — ${document.title}`);

    // In progress tells nobody; sent tells the reader, with staff's note; sent again tells nobody again.
    await stack.database.db
      .transaction()
      .execute((trx) => updateAccessibilityRequest(trx, request!.id, { status: 'in-progress', staffNote: '', actorId: null }));
    await stack.database.db
      .transaction()
      .execute((trx) =>
        updateAccessibilityRequest(trx, request!.id, { status: 'sent', staffNote: 'Mailed to the address you gave on the phone.', actorId: null }),
      );
    await stack.database.db
      .transaction()
      .execute((trx) =>
        updateAccessibilityRequest(trx, request!.id, { status: 'sent', staffNote: 'Mailed to the address you gave on the phone.', actorId: null }),
      );
    const done = (await stack.smtp.waitForMessages(4))[3]!;
    expect(done.to).toEqual(['rosa@example.org']);
    expect(done.subject).toBe(`Your request for ${document.title}: sent`);
    expect(done.text).toContain('Mailed to the address you gave on the phone.');
    await eventually(
      async () => (await stack.database.db.selectFrom('outbox').select('id').where('completed_at', 'is', null).execute()).length === 0,
      10_000,
      'every event done',
    );
    expect(stack.smtp.messages).toHaveLength(4);
  });

  it('refuses a request for a hidden document, and staff verify only a file that passes its checks', async () => {
    const hidden = await stack.database.db.selectFrom('documents').select('id').where('hidden', '=', true).executeTakeFirstOrThrow();
    const form = AccessibilityRequestForm.parse({
      documentId: hidden.id,
      name: 'Rosa Reader',
      email: 'rosa@example.org',
      phone: '',
      format: 'braille',
      details: '',
    });
    expect(await stack.database.db.transaction().execute((trx) => createAccessibilityRequest(trx, form))).toBeNull();
    expect(await stack.database.db.selectFrom('outbox').select('id').where('event', '=', 'accessibility-request.received').execute()).toEqual([]);

    const admin = await stack.database.db
      .insertInto('users')
      .values({ email: 'staff@example.gov', role: 'reviewer' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const failing = await documentNamed('VTrans2040_Final_Plan.pdf');
    expect(await setDocumentVerified(stack.database.db, failing.id, true, admin.id)).toBe(false);
    await stack.database.db
      .updateTable('documents')
      .set({ accessibility_check: 'passed', accessibility_findings: '[]' })
      .where('id', '=', failing.id)
      .execute();
    expect(await setDocumentVerified(stack.database.db, failing.id, true, admin.id)).toBe(true);
    expect(
      await stack.database.db.selectFrom('documents').select(['accessible', 'verified_by']).where('id', '=', failing.id).executeTakeFirstOrThrow(),
    ).toEqual({ accessible: true, verified_by: admin.id });
  });
});
