import {
  createDocument,
  type Db,
  decideDocumentReview,
  documentReviewQueue,
  documentsNeedSecondEyes,
  findDocumentPage,
  listDocuments,
  publishDocumentInEmergency,
  recordAudit,
  setPublishingRules,
  submitDocumentForReview,
  type Trx,
  updateDocument,
} from '@vtrans/db';
import { publishingRuleKinds } from '@vtrans/contracts/publishing-rules';
import { describe, expect, it } from 'vitest';
import { useEmailStack } from '../support/email-stack';
import type { ReceivedEmail } from '../support/smtp';
import { eventually } from '../support/worker';

// A second pair of eyes on the library's documents (issue 63, decision 054): an upload is held out
// of every public place until someone who neither uploaded nor changed it approves it; a PDF goes
// up only once checked, and one that fails only with a reason; an administrator's emergency
// publication is listed until approved afterwards; each step is audited and e-mailed (real
// worker, real SMTP server), in the test's own database.

describe('a second pair of eyes on library documents', () => {
  const stack = useEmailStack('seededTemplate');

  const staff = (db: Db) => async (email: string, role: 'reviewer' | 'admin') =>
    (await db.insertInto('users').values({ email, role }).returning('id').executeTakeFirstOrThrow()).id;

  /** A PDF uploaded by `uploaderId` while documents need a second pair of eyes: held and submitted, as the upload action does. */
  async function uploadHeld(db: Db, uploaderId: string, title: string, hidden = false) {
    const fileName = `${title.toLowerCase().replace(/\W+/g, '-')}.pdf`;
    return db.transaction().execute(async (trx) => {
      const id = await createDocument(
        trx,
        { title, description: '', publishedOn: '2026-11-01', tags: [], hidden, archived: false },
        { fileName, fileType: 'pdf', sizeBytes: 1000, storageKey: `documents/${fileName}` },
        { extract: false, uploadedBy: uploaderId, held: true },
      );
      await submitDocumentForReview(trx, id, uploaderId, 'For the December board.');
      return { id, fileName };
    });
  }

  const checked = (db: Db, id: string, state: 'passed' | 'failed') =>
    db.updateTable('document_records').set({ accessibility_check: state }).where('id', '=', id).execute();
  const row = (db: Db, id: string) =>
    db.selectFrom('document_records').select(['hidden', 'awaiting_approval_as']).where('id', '=', id).executeTakeFirstOrThrow();
  const publicIds = async (db: Db) => (await listDocuments(db, 'public')).map((document) => document.id);
  const unlistedIds = async (db: Db) => (await listDocuments(db, 'hidden')).map((document) => document.id);
  const actions = async (db: Db, id: string) =>
    (await db.selectFrom('audit_log').select('action').where('subject', '=', `document:${id}`).orderBy('id').execute()).map((entry) => entry.action);

  it('holds an upload out of sight until another member of staff approves it, checked, and tells each step', async () => {
    const { db } = stack.database;
    await stack.start();
    const make = staff(db);
    const uploader = await make('doc-uploader@example.org', 'reviewer');
    const reviewer = await make('doc-reviewer@example.org', 'reviewer');
    await make('doc-admin@example.org', 'admin');
    const inTransaction = <Result>(work: (trx: Trx) => Promise<Result>) => db.transaction().execute(work);
    const mailTo = (address: string, subject: string) =>
      eventually(
        async () => stack.smtp.messages.find((message: ReceivedEmail) => message.to.includes(address) && message.subject === subject) ?? null,
        15_000,
        subject,
      );

    const { id, fileName } = await uploadHeld(db, uploader, 'Bridge condition summary 2026');
    // In no public place: not listed, not in the hidden library, no page of its own.
    expect(await row(db, id)).toEqual({ hidden: true, awaiting_approval_as: 'listed' });
    expect(await publicIds(db)).not.toContain(id);
    expect(await unlistedIds(db)).not.toContain(id);
    expect(await findDocumentPage(db, id)).toBeNull();

    const asked = await mailTo('doc-reviewer@example.org', 'Document for review: Bridge condition summary 2026');
    expect(asked.to).toContain('doc-admin@example.org');
    expect(asked.to).not.toContain('doc-uploader@example.org');
    expect(asked.text).toContain('Their note: For the December board.');

    // The queue says who may decide.
    const [mine] = (await documentReviewQueue(db, uploader)).filter((entry) => entry.document_id === id);
    expect(mine).toMatchObject({ waiting: true, viewerMayDecide: false, uploader: 'doc-uploader@example.org' });
    expect((await documentReviewQueue(db, reviewer)).find((entry) => entry.document_id === id)).toMatchObject({ viewerMayDecide: true });

    await expect(inTransaction((trx) => decideDocumentReview(trx, id, uploader, 'approved', ''))).rejects.toMatchObject({ code: 'forbidden' });
    // Not before its accessibility check has finished; a failing PDF only with a reason.
    await expect(inTransaction((trx) => decideDocumentReview(trx, id, reviewer, 'approved', ''))).rejects.toMatchObject({ code: 'conflict' });
    await checked(db, id, 'failed');
    await expect(inTransaction((trx) => decideDocumentReview(trx, id, reviewer, 'approved', ''))).rejects.toMatchObject({ code: 'invalid' });
    expect(await row(db, id)).toEqual({ hidden: true, awaiting_approval_as: 'listed' });

    await inTransaction((trx) => decideDocumentReview(trx, id, reviewer, 'approved', 'The board needs it today; a tagged version follows.'));
    expect(await row(db, id)).toEqual({ hidden: false, awaiting_approval_as: null });
    expect(await publicIds(db)).toContain(id);
    expect(await actions(db, id)).toEqual(['document.submit', 'document.approve']);
    expect((await documentReviewQueue(db, reviewer)).map((entry) => entry.document_id)).not.toContain(id);
    const approved = await mailTo('doc-uploader@example.org', 'Document approved: Bridge condition summary 2026');
    expect(approved.text).toContain(`approved “Bridge condition summary 2026” (${fileName}). It is on the site now.`);
    expect(approved.text).toContain('Their note: The board needs it today; a tagged version follows.');
  });

  it('a document sent back stays held; whoever changed it does not approve it; submitted again, another does', async () => {
    const { db } = stack.database;
    const make = staff(db);
    const uploader = await make('returned-uploader@example.org', 'reviewer');
    const first = await make('returned-first@example.org', 'reviewer');
    const second = await make('returned-second@example.org', 'reviewer');
    const inTransaction = <Result>(work: (trx: Trx) => Promise<Result>) => db.transaction().execute(work);

    // Meant for the hidden library: that is where approval puts it.
    const { id } = await uploadHeld(db, uploader, 'Draft corridor memo', true);
    expect(await row(db, id)).toEqual({ hidden: true, awaiting_approval_as: 'unlisted' });
    await checked(db, id, 'passed');
    await expect(inTransaction((trx) => decideDocumentReview(trx, id, first, 'returned', ' '))).rejects.toMatchObject({ code: 'invalid' });
    await inTransaction((trx) => decideDocumentReview(trx, id, first, 'returned', 'The date is wrong.'));
    expect(await row(db, id)).toEqual({ hidden: true, awaiting_approval_as: 'unlisted' });
    expect((await documentReviewQueue(db, uploader)).find((entry) => entry.document_id === id)).toMatchObject({ waiting: false, decision: 'returned' });

    // The first reviewer fixes the date and unticks Hidden (audited, as the edit action does), so is one of its writers now:
    // it stays held, and goes in the library once approved.
    await inTransaction(async (trx) => {
      await updateDocument(trx, id, { title: 'Draft corridor memo', description: '', publishedOn: '2026-11-15', tags: [], hidden: false, archived: false });
      await recordAudit(trx, { actorId: first, action: 'document.update', subject: `document:${id}`, details: {} });
    });
    expect(await row(db, id)).toEqual({ hidden: true, awaiting_approval_as: 'listed' });
    expect(await publicIds(db)).not.toContain(id);
    // Back to the hidden library, as it was uploaded.
    await inTransaction((trx) =>
      updateDocument(trx, id, { title: 'Draft corridor memo', description: '', publishedOn: '2026-11-15', tags: [], hidden: true, archived: false }),
    );
    expect(await row(db, id)).toEqual({ hidden: true, awaiting_approval_as: 'unlisted' });
    await inTransaction((trx) => submitDocumentForReview(trx, id, first, 'Date fixed.'));
    expect((await inTransaction((trx) => submitDocumentForReview(trx, id, first, ''))).already).toBe(true);
    await expect(inTransaction((trx) => decideDocumentReview(trx, id, first, 'approved', ''))).rejects.toMatchObject({ code: 'forbidden' });
    await inTransaction((trx) => decideDocumentReview(trx, id, second, 'approved', ''));
    expect(await row(db, id)).toEqual({ hidden: true, awaiting_approval_as: null });
    expect(await unlistedIds(db)).toContain(id);
    expect(await publicIds(db)).not.toContain(id);
  });

  it('an administrator’s emergency publication goes up at once and stays listed until someone else approves it', async () => {
    const { db } = stack.database;
    const make = staff(db);
    const uploader = await make('urgent-uploader@example.org', 'reviewer');
    const admin = await make('urgent-admin@example.org', 'admin');
    const inTransaction = <Result>(work: (trx: Trx) => Promise<Result>) => db.transaction().execute(work);

    const { id } = await uploadHeld(db, uploader, 'Emergency detour map');
    // Sent back, then submitted again by a colleague: the emergency publication takes the place of that submission, who stays one of its own people.
    const colleague = await make('urgent-colleague@example.org', 'reviewer');
    await checked(db, id, 'passed');
    await inTransaction((trx) => decideDocumentReview(trx, id, admin, 'returned', 'Wrong map.'));
    await inTransaction((trx) => submitDocumentForReview(trx, id, colleague, 'The right map now.'));
    await db.updateTable('document_records').set({ accessibility_check: 'pending' }).where('id', '=', id).execute();
    await expect(inTransaction((trx) => publishDocumentInEmergency(trx, id, admin, ''))).rejects.toMatchObject({ code: 'invalid' });
    await inTransaction((trx) => publishDocumentInEmergency(trx, id, admin, 'Route 29 closed tonight.'));
    expect(await row(db, id)).toEqual({ hidden: false, awaiting_approval_as: null });
    expect((await documentReviewQueue(db, uploader)).find((entry) => entry.document_id === id)).toMatchObject({ emergency: true, waiting: true });
    await expect(inTransaction((trx) => decideDocumentReview(trx, id, admin, 'approved', ''))).rejects.toMatchObject({ code: 'forbidden' });
    const other = await make('urgent-other@example.org', 'reviewer');
    await expect(inTransaction((trx) => decideDocumentReview(trx, id, other, 'returned', 'No.'))).rejects.toMatchObject({ code: 'invalid' });
    await expect(inTransaction((trx) => decideDocumentReview(trx, id, colleague, 'approved', ''))).rejects.toMatchObject({ code: 'forbidden' });
    // Approved afterwards only once it is checked, and, failing, with a reason.
    await expect(inTransaction((trx) => decideDocumentReview(trx, id, other, 'approved', ''))).rejects.toMatchObject({ code: 'conflict' });
    await checked(db, id, 'failed');
    await expect(inTransaction((trx) => decideDocumentReview(trx, id, other, 'approved', ''))).rejects.toMatchObject({ code: 'invalid' });
    expect(await inTransaction((trx) => decideDocumentReview(trx, id, other, 'approved', 'A tagged map follows tomorrow.'))).toEqual({ emergency: true });
    expect((await documentReviewQueue(db, other)).map((entry) => entry.document_id)).not.toContain(id);
    expect(await actions(db, id)).toEqual(['document.submit', 'document.return', 'document.submit', 'document.emergency-publish', 'document.approve']);
  });

  it('with the rule off, a document held before may be published by whoever uploaded it', async () => {
    const { db } = stack.database;
    const make = staff(db);
    const uploader = await make('rule-uploader@example.org', 'reviewer');
    const admin = await make('rule-admin@example.org', 'admin');
    const { id } = await uploadHeld(db, uploader, 'Held before the rule changed');
    await checked(db, id, 'passed');
    const off = Object.fromEntries(publishingRuleKinds.map((kind) => [kind, kind !== 'documents'])) as Parameters<typeof setPublishingRules>[1];
    expect(await documentsNeedSecondEyes(db)).toBe(true);
    expect(await db.transaction().execute((trx) => setPublishingRules(trx, off, admin))).toEqual(['documents']);
    expect(await documentsNeedSecondEyes(db)).toBe(false);
    await db.transaction().execute((trx) => decideDocumentReview(trx, id, uploader, 'approved', ''));
    expect(await row(db, id)).toEqual({ hidden: false, awaiting_approval_as: null });
  });
});
