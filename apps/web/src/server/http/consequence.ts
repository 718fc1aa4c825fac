import 'server-only';
import { createHash } from 'node:crypto';
import type { Confirmation, ConsequenceKind } from '@vtrans/contracts/action-result';
import type { AlertTopic } from '@vtrans/contracts/alerts';
import { addToAuditEntries, alertReach, recordAudit, type ValidSession } from '@vtrans/db';
import { plural } from '@vtrans/spatial/words';
import type { UnitOfWork } from './unit-of-work';

/**
 * What a consequential action will do, as its `describe` says it: everything of a Confirmation
 * but its fingerprint, and the audit entry's subject.
 */
export interface ConsequenceStatement extends Omit<Confirmation, 'kind' | 'token' | 'changed'> {
  /** `kind:id` of what it acts on, for the audit log (what it makes, as the work answers: ActionSuccess.subject). */
  subject: string;
  /** Kept in the audit entry, not shown: what was there before and what will be (a change's history). */
  record?: Record<string, unknown>;
}

/**
 * The one step every action that deletes, publishes, or e-mails people outside the office takes
 * (issue 56; decision 037). `describe` reads, in the transaction the work will run in, what the
 * action would do — what goes and what depends on it, who is e-mailed and how many, the message
 * itself — and formAction answers that statement instead of acting, until the form comes back
 * with the statement's fingerprint. The work then runs in the same transaction as a second
 * reading of the statement, so a confirmation of something that has changed meanwhile (a new
 * request on the document, one more commenter) is asked again, never taken as given. The audit
 * entry is written in that transaction too.
 */
export interface Consequence<Input> {
  kind: ConsequenceKind;
  /**
   * The audit entry's action: `document.trash`. Null only where the work writes an entry of its
   * own that other readers take as data (content's publication: the updates feed reads when which
   * revision went up, the locality alerts which one to describe): one act stays one entry, and the
   * step adds what the person was shown to it.
   */
  audit: string | null;
  /**
   * Throws the action's own not-found AppError when there is nothing to act on. Null when this
   * input does nothing of the kind (one form, several intents: tagging comments e-mails no one).
   */
  describe: (input: Input, context: UnitOfWork & { session: ValidSession }) => Promise<ConsequenceStatement | null>;
}

/** Thrown inside the transaction when the form has not confirmed what would happen now: it rolls back, and the statement is answered. */
export class ConfirmationNeeded extends Error {
  constructor(readonly confirmation: Confirmation) {
    super('confirmation needed');
  }
}

const fingerprint = (audit: string | null, statement: ConsequenceStatement) =>
  createHash('sha256')
    .update(JSON.stringify([audit, statement]))
    .digest('base64url');

/**
 * Inside formAction's transaction: the statement of what would happen, confirmed by the form or
 * thrown as ConfirmationNeeded; once confirmed, `work` runs and its audit entry is written.
 */
export async function confirmedThenDone<Input, Result>(
  consequence: Consequence<Input>,
  input: Input,
  context: UnitOfWork & { session: ValidSession },
  given: FormDataEntryValue | null,
  work: () => Promise<Result>,
): Promise<Result> {
  const statement = await consequence.describe(input, context);
  if (!statement) return work();
  const token = fingerprint(consequence.audit, statement);
  if (given !== token) {
    const { subject: _subject, record: _record, ...said } = statement;
    throw new ConfirmationNeeded({ ...said, kind: consequence.kind, token, changed: typeof given === 'string' && given !== '' });
  }
  const result = await work();
  // A new thing's subject is known only once the work has made it (its id).
  const made = (result as { subject?: unknown } | undefined)?.subject;
  const subject = typeof made === 'string' ? made : statement.subject;
  const details = {
    summary: statement.summary,
    effects: statement.effects,
    ...(statement.email ? { recipients: statement.email.recipients, emailSubject: statement.email.subject } : {}),
    ...(statement.record ? { record: statement.record } : {}),
  };
  // The work's own entry (its data read elsewhere) gets what the person was shown added to it.
  if (consequence.audit === null) await addToAuditEntries(context.db, { actorId: context.session.user.id, subject, details });
  else await recordAudit(context.db, { actorId: context.session.user.id, action: consequence.audit, subject, details });
  return result;
}

/**
 * The effect an action has on the people who follow these localities' alerts (or, statewide,
 * anyone's) for `topic` — the worker's locality alerts: how many are told, and how. Said even when
 * it is nobody, so a statement never leaves out who hears of it.
 */
export async function alertFollowersEffect(db: UnitOfWork['db'], where: readonly string[] | 'statewide', topic: AlertTopic): Promise<string> {
  const { people, places } = await alertReach(db, where, topic);
  const alerts = where === 'statewide' ? 'alerts for any locality' : places.length === 1 ? `${places[0]}’s alerts` : `the alerts of ${places.join(', ')}`;
  return people === 0
    ? `No one follows ${alerts} for this, so no alert goes out.`
    : `${plural(people, 'person', 'people')} who ${people === 1 ? 'follows' : 'follow'} ${alerts} ${people === 1 ? 'is' : 'are'} told of it, at once or in the next daily digest, as each chose.`;
}

/**
 * The audit entry of a consequential act through the spec's staff JSON API (a response, its
 * resend, a submission's decision): a program calls it, so nothing is asked first, and the entry
 * the forms' step writes is written, marked as through the API (decision 037).
 */
export async function auditStaffApiAct(
  db: UnitOfWork['db'],
  session: ValidSession,
  act: { action: string; subject: string; summary: string; details?: Record<string, unknown> },
) {
  await recordAudit(db, {
    actorId: session.user.id,
    action: act.action,
    subject: act.subject,
    details: { summary: act.summary, via: 'staff API', ...act.details },
  });
}
