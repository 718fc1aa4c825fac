import type { EventName } from '@vtrans/contracts';
import { type Db, findEmailDelivery, recordEmailDelivery, suppressAddresses, suppressedAmong } from '@vtrans/db';
import { UnrecoverableError } from 'bullmq';
import type { Transporter } from 'nodemailer';
import { type ComposedEmail, composeEmailJob, type RenderedEmail, renderComposed } from '../emails/render';
import type { EventHandler, EventHandlers, JobContext } from '../jobs/run-job';
import { notifications, notificationsFor } from '../notifications';
import { sendAlertDigests } from '../notifications/alert-digest';
import { alertFollowers, alertSourceFor, alertSources, type DeliverAlert, sendDueAlerts } from '../notifications/locality-alerts';
import { loadOnce, type NotificationSettings } from '../notifications/notification';

/** What sending needs: the database (deliveries, suppressions), the SMTP transport, and who it is from. */
export interface SendingDeps {
  db: Db;
  transport: Transporter;
  from: string;
  /** Domain part of Message-IDs. */
  mailDomain: string;
}

export interface EmailDeps extends SendingDeps {
  notificationSettings: NotificationSettings;
  /** A follower of a locality gets at most one immediate alert per this many minutes (0: one per event). */
  alertWindowMinutes: number;
}

/** The Message-ID is derived from the idempotency key, so a resent message is recognisably the same one. */
export function messageIdFor(idempotencyKey: string, mailDomain: string): string {
  return `<${idempotencyKey}@${mailDomain}>`;
}

type SmtpRefusal = Error & { code?: string; responseCode?: number; response?: string; rejected?: string[] };

/** What the server said (its reply line, which starts with the code), else the error's words. */
const describeRefusal = (error: SmtpRefusal | undefined) => (error ? (error.response ?? `${error.responseCode ?? ''} ${error.message}`).trim() : '');

/**
 * A send the SMTP server refused. A 5xx is a refusal for good (RFC 5321), and the job fails
 * without retrying. When the refusal was of the recipients (RCPT TO: an unknown mailbox, a
 * disabled account) they are suppressed; when it was of the message (too large, rejected as
 * spam) they are not, as the next message to them may well go. Anything else (a 4xx, a lost
 * connection) is thrown as it is, and the job's backoff tries again.
 */
async function refusedForGood(db: Db, error: unknown, recipients: string[], log: JobContext['log']): Promise<unknown> {
  const refusal = error as SmtpRefusal;
  if (!refusal || typeof refusal.responseCode !== 'number' || refusal.responseCode < 500 || refusal.responseCode > 599) return error;
  if (refusal.code === 'EENVELOPE') {
    const added = await suppressAddresses(db, refusal.rejected?.length ? refusal.rejected.map(String) : recipients, 'bounce', describeRefusal(refusal));
    log.warn({ responseCode: refusal.responseCode, suppressed: added }, 'SMTP refused the recipients for good; they are suppressed');
  }
  return new UnrecoverableError(`SMTP refused the e-mail for good (${refusal.responseCode}): ${describeRefusal(refusal)}`);
}

/** An e-mail to send: its recipients, and how to render it (called only when it is really sent). */
export interface OutgoingEmail {
  to: string | string[];
  render: () => Promise<RenderedEmail>;
}

export const outgoing = (email: ComposedEmail): OutgoingEmail => ({ to: email.to, render: () => renderComposed(email) });

/**
 * Hands a rendered e-mail to the SMTP server with the Message-ID of its idempotency key, so a
 * resend is recognisably the same message. A refusal for good fails the job without retries
 * (`refusedForGood`); recipients refused while others took the message are suppressed. Answers
 * the Message-ID. Callers check first that it was not sent already, and record it after.
 */
export async function handOff(deps: SendingDeps, recipients: string[], rendered: RenderedEmail, idempotencyKey: string, log: JobContext['log']): Promise<string> {
  const messageId = messageIdFor(idempotencyKey, deps.mailDomain);
  const sent = await deps.transport
    .sendMail({
      from: deps.from,
      to: recipients,
      replyTo: rendered.replyTo,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      messageId,
      // Base64, not quoted-printable, for the parts: Buffer encodes it natively, while nodemailer's
      // quoted-printable encoder is JavaScript and was an eighth of the worker's CPU in issue 21's bench.
      textEncoding: 'base64',
      headers: { ...rendered.headers, 'X-VTrans-Idempotency-Key': idempotencyKey },
    })
    .catch(async (error: unknown) => {
      throw await refusedForGood(deps.db, error, recipients, log);
    });
  // Some recipients refused for good while others took it: the message is sent; those are suppressed.
  const refused = (sent.rejected ?? []).map(String);
  if (refused.length > 0) await suppressAddresses(deps.db, refused, 'bounce', describeRefusal(sent.rejectedErrors?.[0]));
  return messageId;
}

/**
 * Sends an e-mail at most once per idempotency key: looked up in `email_deliveries` before
 * sending and recorded after. The only duplicate left is a crash between the SMTP hand-off and
 * the record; that resend carries the same Message-ID. Suppressed addresses are left out; when
 * every recipient is suppressed nothing is sent. (A campaign's recipient does the same in fewer
 * round trips: processors/campaign.tsx.)
 */
export async function deliverOnce(deps: SendingDeps, email: OutgoingEmail, delivery: { idempotencyKey: string; template: string }, { log }: Pick<JobContext, 'log'>) {
  const { idempotencyKey, template } = delivery;
  const previous = await findEmailDelivery(deps.db, idempotencyKey);
  if (previous) {
    log.info({ messageId: previous.message_id, template }, 'e-mail already sent; not sending again');
    return { messageId: previous.message_id, resent: false };
  }
  const addressed = Array.isArray(email.to) ? email.to : [email.to];
  const suppressed = await suppressedAmong(deps.db, addressed);
  const recipients = addressed.filter((address) => !suppressed.has(address.toLowerCase()));
  if (recipients.length === 0) {
    log.info({ template, suppressed: addressed.length }, 'e-mail not sent: every recipient is suppressed');
    return { messageId: null, resent: false };
  }
  const rendered = await email.render();
  const messageId = await handOff(deps, recipients, rendered, idempotencyKey, log);
  await recordEmailDelivery(deps.db, { idempotency_key: idempotencyKey, message_id: messageId, template, recipients, subject: rendered.subject });
  log.info({ messageId, template, recipients: recipients.length }, 'e-mail sent');
  return { messageId, resent: false };
}

/**
 * The e-mail queue's handlers. `email.send` carries a composed e-mail; its key is the job id
 * (= outbox id). Every other event is a fact, and each notification listening to it
 * (notifications/) decides whether to write; its key is the job id and the notification's name,
 * so a retry after one of an event's e-mails went out sends only the rest. An event that is news for a locality's followers also
 * marks their alerts due and sends those due now; the sweep sends the rest as their windows end.
 */
export function createEmailHandlers(deps: EmailDeps): EventHandlers {
  const { db, notificationSettings: settings } = deps;
  const deliverAlert =
    (context: JobContext): DeliverAlert =>
    (email, idempotencyKey) =>
      deliverOnce(deps, outgoing(email), { idempotencyKey, template: 'locality-alert' }, context);
  const handlers: EventHandlers = {
    'email.send': (email, context) => deliverOnce(deps, outgoing(composeEmailJob(email)), { idempotencyKey: context.jobId, template: email.template }, context),
    'alerts.digest': (_payload, context) =>
      sendAlertDigests({ db, settings }, context, (email, idempotencyKey) => deliverOnce(deps, outgoing(email), { idempotencyKey, template: 'alert-digest' }, context)),
    'alerts.sweep': async (_payload, context) => ({ alerts: await sendDueAlerts(db, settings, deliverAlert(context)) }),
  };
  const events = new Set<EventName>([...notifications.map((notification) => notification.event), ...alertSources.map((source) => source.event)]);
  for (const event of events) {
    const handler: EventHandler<EventName> = async (payload, context) => {
      const sent: string[] = [];
      const composing = { db, settings, once: loadOnce() };
      for (const notification of notificationsFor(event)) {
        const email = await notification.compose(payload as never, composing);
        if (!email) continue;
        const { messageId } = await deliverOnce(deps, outgoing(email), { idempotencyKey: `${context.jobId}.${notification.name}`, template: notification.name }, context);
        if (messageId) sent.push(messageId);
      }
      const located = await alertSourceFor(event)?.locate(payload as never, db);
      const alerts = located ? await alertFollowers(db, settings, deps.alertWindowMinutes, located, deliverAlert(context)) : 0;
      return { sent, alerts };
    };
    (handlers as Record<EventName, EventHandler<EventName>>)[event] = handler;
  }
  return handlers;
}
