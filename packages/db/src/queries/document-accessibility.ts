import {
  ACCESSIBLE_FILE_DAYS,
  type AccessibilityRequestForm,
  type AccessibilityRequestStatus,
  addWorkingDays,
  finishedRequestStatuses,
  finishesRequest,
  REMINDER_WORKING_DAYS_BEFORE,
  REQUEST_WORKING_DAYS,
} from '@vtrans/contracts/accessibility-requests';
import { virginiaToday } from '@vtrans/contracts/dates';
import type { WebVersion } from '@vtrans/contracts/document-web-version';
import type { PdfAccessibilityReport } from '@vtrans/contracts/pdf-accessibility';
import { sql, type Transaction } from 'kysely';
import type { Db, DbOrTrx } from '../db';
import { hashToken, newToken } from '../tokens';
import type { Database } from '../types';
import { saveDocumentText } from './documents';
import { enqueue } from './outbox';
import { takeUnconfirmedMail } from './unconfirmed-mail';

/**
 * A PDF's accessibility (issue 37): the worker's findings, the web version made from it, staff's
 * verification and the rule's exceptions, downloads per day, and readers' requests for an
 * accessible format with their due dates.
 */

/** What the document pipeline read from one PDF, saved together: text index, findings, web version. */
export async function saveDocumentAnalysis(
  trx: Transaction<Database>,
  documentId: string,
  analysis: { text: string; pages: number; accessibility: PdfAccessibilityReport; webVersion: WebVersion },
): Promise<number> {
  const chunks = await saveDocumentText(trx, documentId, analysis.text, `${analysis.pages} pages`);
  const passed = analysis.accessibility.findings.length === 0;
  await trx
    .updateTable('documents')
    .set({
      accessibility_check: passed ? 'passed' : 'failed',
      accessibility_findings: JSON.stringify(analysis.accessibility.findings),
      accessibility_checks: analysis.accessibility.checks ?? null,
      // Staff's verification stands (a person's judgement, recorded with who and when); a file
      // verified earlier that now fails is listed for review on the staff page, not unverified.
      accessibility_checked_at: sql`now()`,
    })
    .where('id', '=', documentId)
    .execute();
  await trx
    .insertInto('document_web_versions')
    .values({ document_id: documentId, version: JSON.stringify(analysis.webVersion) })
    .onConflict((conflict) => conflict.column('document_id').doUpdateSet({ version: (eb) => eb.ref('excluded.version'), made_at: sql`now()` }))
    .execute();
  return chunks;
}

/** A PDF the checker could not read: its extraction and its check fail with the reason. */
export async function markAnalysisFailed(db: DbOrTrx, id: string, reason: string) {
  await db
    .updateTable('documents')
    .set({
      extraction: 'failed',
      extraction_note: `The PDF could not be read: ${reason}`,
      accessibility_check: 'failed',
      accessibility_findings: JSON.stringify([{ rule: 'unreadable', count: 1, pages: [], detail: reason }]),
      accessibility_checks: null,
      accessibility_checked_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** Queues every PDF of the library for its check again (after the checker improves); answers how many. */
export async function recheckLibrary(trx: Transaction<Database>): Promise<number> {
  const pdfs = await trx.selectFrom('documents').select('id').where('file_type', '=', 'pdf').execute();
  for (const { id } of pdfs) await enqueue(trx, { name: 'document.extract', payload: { documentId: id } });
  return pdfs.length;
}

/**
 * Staff's confirmation that a file is accessible: only for a file whose automated checks pass
 * (the checks cannot see everything; staff look at what they cannot). Answers false otherwise.
 */
export async function setDocumentVerified(db: DbOrTrx, id: string, verified: boolean, userId: string): Promise<boolean> {
  let query = db
    .updateTable('documents')
    .set(
      verified
        ? { accessible: true, verified_by: userId, verified_at: sql`now()`, updated_at: sql`now()` }
        : { accessible: false, verified_by: null, verified_at: null, updated_at: sql`now()` },
    )
    .where('id', '=', id);
  if (verified) query = query.where('accessibility_check', '=', 'passed');
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records (or clears, with null) the rule's exception a document falls under, with who decided and why. */
export async function setAccessibilityException(
  db: DbOrTrx,
  id: string,
  exception: 'archived' | 'preexisting' | null,
  reason: string,
  userId: string,
): Promise<boolean> {
  const result = await db
    .updateTable('documents')
    .set({
      accessibility_exception: exception,
      exception_reason: exception ? reason : '',
      exception_decided_by: exception ? userId : null,
      exception_decided_at: exception ? sql`now()` : null,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One more download of a document's file today (Virginia's day). */
export async function countDownload(db: DbOrTrx, documentId: string) {
  await db
    .insertInto('document_downloads')
    .values({ document_id: documentId, day: virginiaToday(), downloads: 1 })
    .onConflict((conflict) => conflict.columns(['document_id', 'day']).doUpdateSet({ downloads: sql`document_downloads.downloads + 1` }))
    .execute();
}

/** A document's accessibility and web version, for its public page (hidden documents are not found). */
export async function findDocumentPage(db: DbOrTrx, id: string) {
  const document = await db
    .selectFrom('documents as d')
    .leftJoin('document_web_versions as w', 'w.document_id', 'd.id')
    .select([
      'd.id',
      'd.title',
      'd.description',
      'd.file_name',
      'd.file_type',
      'd.size_bytes',
      'd.published_on',
      'd.archived',
      'd.accessible',
      'd.accessibility_check',
      'd.accessibility_findings',
      'd.accessibility_checks',
      'd.accessibility_checked_at',
      'w.version as web_version',
      'w.made_at as web_version_made_at',
    ])
    .where('d.id', '=', id)
    .where('d.hidden', '=', false)
    .executeTakeFirst();
  return document ?? null;
}

/** The names of the files staff have verified: the accessibility notice opens for every other hosted file. */
export async function listVerifiedFileNames(db: DbOrTrx): Promise<string[]> {
  // As documentAccessibilityState has it: a verified file whose latest check fails is not shown accessible.
  const rows = await db
    .selectFrom('documents')
    .select('file_name')
    .where('accessible', '=', true)
    .where('accessibility_check', '<>', 'failed')
    // Every page carries this list: a held document's name is not the public's yet (decision 054).
    .where('awaiting_approval_as', 'is', null)
    .orderBy('file_name')
    .execute();
  return rows.map((row) => row.file_name);
}

/** Staff's accessibility page: every document with its result, downloads in the last 90 days, and open requests. */
export async function listAccessibilityOverview(db: DbOrTrx) {
  return db
    .selectFrom('documents as d')
    .select([
      'd.id',
      'd.title',
      'd.file_name',
      'd.file_type',
      'd.hidden',
      'd.archived',
      'd.accessible',
      'd.verified_at',
      'd.accessibility_check',
      'd.accessibility_findings',
      'd.accessibility_checks',
      'd.accessibility_checked_at',
      'd.accessibility_exception',
      'd.exception_reason',
      'd.exception_decided_at',
      sql<string>`coalesce((select u.email from users u where u.id = d.verified_by), '')`.as('verified_by_email'),
      sql<string>`coalesce((select u.email from users u where u.id = d.exception_decided_by), '')`.as('exception_decided_by_email'),
      sql<number>`coalesce((select sum(dd.downloads)::int from document_downloads dd where dd.document_id = d.id and dd.day > current_date - 90), 0)`.as(
        'downloads',
      ),
      sql<number>`(select count(*)::int from accessibility_requests r where r.document_id = d.id and r.status in ('received', 'in-progress'))`.as(
        'open_requests',
      ),
    ])
    .orderBy('downloads', 'desc')
    .orderBy('d.title')
    .execute();
}

/**
 * A reader's request, with its due date 15 working days on, and its e-mails, in one transaction:
 * staff's always, the reader's receipt while the address has receipts left today (takeUnconfirmedMail).
 */
export async function createAccessibilityRequest(
  trx: Transaction<Database>,
  form: AccessibilityRequestForm,
  now = new Date(),
): Promise<{ id: string; dueOn: string; receipt: boolean } | null> {
  const document = await trx
    .selectFrom('documents')
    .select(['id', 'title', 'file_name'])
    .where('id', '=', form.documentId)
    .where('hidden', '=', false)
    .executeTakeFirst();
  if (!document) return null;
  const dueOn = addWorkingDays(virginiaToday(now), REQUEST_WORKING_DAYS);
  const { id } = await trx
    .insertInto('accessibility_requests')
    .values({
      document_id: form.documentId,
      document_title: document.title,
      document_file_name: document.file_name,
      name: form.name,
      email: form.email,
      phone: form.phone,
      format: form.format,
      details: form.details,
      language: form.language ?? 'en',
      due_on: dueOn,
      received_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const receipt = await takeUnconfirmedMail(trx, form.email, now);
  await enqueue(trx, { name: 'accessibility-request.received', payload: { requestId: id, receipt } });
  return { id, dueOn, receipt };
}

/**
 * A request's columns, with its document as it was named when the request came and where the
 * document is now: in the library (`document_id` set, `document_trashed_at` null), in the trash,
 * or purged (`document_id` null). A request is the reader's, whatever became of the file (issue 56).
 */
const requestColumns = [
  'r.id',
  'r.name',
  'r.email',
  'r.phone',
  'r.format',
  'r.details',
  'r.language',
  'r.status',
  'r.received_at',
  'r.due_on',
  'r.staff_note',
  'r.closed_at',
  'r.file_name as attached_file_name',
  'r.file_bytes as attached_file_bytes',
  'r.file_until as attached_file_until',
  'r.document_id',
  'r.document_title',
  'd.trashed_at as document_trashed_at',
] as const;

/** Locks a request for a change staff are about to confirm: a second person's change waits for the first (issue 56). */
export async function lockAccessibilityRequest(trx: Transaction<Database>, id: string): Promise<boolean> {
  return Boolean(await trx.selectFrom('accessibility_requests').select('id').where('id', '=', id).forUpdate().executeTakeFirst());
}

/** A request with its document, for the e-mails and staff's page. */
export async function findAccessibilityRequest(db: DbOrTrx, id: string) {
  return (
    (await db
      .selectFrom('accessibility_requests as r')
      .leftJoin('document_records as d', 'd.id', 'r.document_id')
      .select([...requestColumns, 'r.document_file_name as file_name'])
      .where('r.id', '=', id)
      .executeTakeFirst()) ?? null
  );
}

export async function listAccessibilityRequests(db: DbOrTrx, which: 'open' | 'all' = 'open') {
  let query = db.selectFrom('accessibility_requests as r').leftJoin('document_records as d', 'd.id', 'r.document_id').select(requestColumns);
  if (which === 'open') query = query.where('r.status', 'in', ['received', 'in-progress']);
  return query.orderBy('r.due_on').orderBy('r.received_at').execute();
}

/**
 * Requests staff have finished (sent or closed), newest first, with who finished them: the trail
 * a Section 508 log keeps (issue 59: a handled request left the page without a trace).
 */
export async function listHandledAccessibilityRequests(db: DbOrTrx, limit = 200) {
  return db
    .selectFrom('accessibility_requests as r')
    .leftJoin('document_records as d', 'd.id', 'r.document_id')
    .leftJoin('users as u', 'u.id', 'r.closed_by')
    .select([...requestColumns, 'u.email as closed_by_email'])
    .where('r.status', 'in', ['sent', 'closed'])
    .orderBy('r.closed_at', 'desc')
    .limit(limit)
    .execute();
}

/** The accessible file staff attach as they mark a request sent, already in file storage. */
export interface AttachedAccessibleFile {
  key: string;
  name: string;
  bytes: number;
}

/**
 * Staff move a request on. Reaching sent or closed for the first time tells the reader (an
 * event, in the same transaction) and records who did it. A file attached with "sent" replaces
 * any attached before and gets a new link, for ACCESSIBLE_FILE_DAYS days, whose token only the
 * event carries. Answers null when there is no such request, else the storage key of a file the
 * new one replaced (for the caller to remove once this commits) and whether the reader is e-mailed.
 */
export async function updateAccessibilityRequest(
  trx: Transaction<Database>,
  id: string,
  change: { status: AccessibilityRequestStatus; staffNote: string; actorId: string | null; file?: AttachedAccessibleFile },
): Promise<{ replacedFileKey: string | null; toldReader: boolean } | null> {
  const before = await trx.selectFrom('accessibility_requests').select(['status', 'file_key']).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!before) return null;
  const finishing = finishesRequest(before.status, change.status);
  const finished = finishedRequestStatuses.includes(change.status);
  const token = change.file && change.status === 'sent' ? newToken() : null;
  await trx
    .updateTable('accessibility_requests')
    .set({
      status: change.status,
      staff_note: change.staffNote,
      updated_at: sql`now()`,
      closed_at: finished ? sql`coalesce(closed_at, now())` : null,
      closed_by: finished ? sql`coalesce(closed_by, ${change.actorId}::uuid)` : null,
      ...(token && change.file
        ? {
            file_key: change.file.key,
            file_name: change.file.name,
            file_bytes: change.file.bytes,
            file_token_hash: hashToken(token),
            file_until: sql`now() + make_interval(days => ${ACCESSIBLE_FILE_DAYS})`,
          }
        : {}),
    })
    .where('id', '=', id)
    .execute();
  // A file sent to a request already finished tells the reader again: the new link is theirs.
  const toldReader = finishing || token !== null;
  if (toldReader) await enqueue(trx, { name: 'accessibility-request.finished', payload: { requestId: id, ...(token ? { fileToken: token } : {}) } });
  return { replacedFileKey: token && before.file_key ? before.file_key : null, toldReader };
}

/**
 * The attached files whose link has run out: their link and storage key are cleared (the name and
 * size stay, for the trail), and the keys answered for the caller to remove from storage.
 */
export async function expireAccessibleFiles(db: DbOrTrx): Promise<string[]> {
  const { rows } = await sql<{ key: string }>`
    with expired as (select id, file_key from accessibility_requests where file_until <= now() for update)
    update accessibility_requests r set file_key = null, file_token_hash = null, file_until = null
    from expired where r.id = expired.id
    returning expired.file_key as key`.execute(db);
  return rows.map((row) => row.key);
}

/** The file a link's token opens, while the link works; null for an unknown or expired token. */
export async function findAccessibleFileByToken(db: DbOrTrx, token: string) {
  return (
    (await db
      .selectFrom('accessibility_requests')
      .select(['file_key', 'file_name', 'file_bytes'])
      .where('file_token_hash', '=', hashToken(token))
      .where('file_until', '>', sql<Date>`now()`)
      .executeTakeFirst()) ?? null
  );
}

/**
 * The reminder sweep: each open request within REMINDER_WORKING_DAYS_BEFORE working days of its
 * due date (or past it) and not yet reminded gets one reminder event, marked in the same
 * transaction, so a second sweep never sends it again. Answers how many were due.
 */
export async function remindDueAccessibilityRequests(db: Db, now = new Date()): Promise<number> {
  const horizon = addWorkingDays(virginiaToday(now), REMINDER_WORKING_DAYS_BEFORE);
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('accessibility_requests')
      .select('id')
      .where('status', 'in', ['received', 'in-progress'])
      .where('reminded_at', 'is', null)
      .where('due_on', '<=', horizon)
      .forUpdate()
      .skipLocked()
      .execute();
    for (const { id } of due) {
      await trx
        .updateTable('accessibility_requests')
        .set({ reminded_at: sql`now()` })
        .where('id', '=', id)
        .execute();
      await enqueue(trx, { name: 'accessibility-request.due-soon', payload: { requestId: id } });
    }
    return due.length;
  });
}
