import { type Db, findEmailDelivery, recordEmailDelivery, suppressAddresses, suppressedAmong } from '@vtrans/db';
import { UnrecoverableError } from 'bullmq';
import type { Transporter } from 'nodemailer';
import type { JobContext } from '../jobs/run-job';
import { type EmailMessage, type RenderedEmail, renderMessage } from './render';

// Sending an e-mail once: the notifications, the locality alerts, the digests and the campaigns
// all hand their e-mails to SMTP here.

/** What sending needs: the database (deliveries, suppressions), the SMTP transport, and who it is from. */
export interface SendingDeps {
  db: Db;
  transport: Transporter;
  from: string;
  /** Domain part of Message-IDs. */
  mailDomain: string;
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

/**
 * One e-mail to send: who gets it, and how to write it. `build` runs only when the e-mail really
 * goes — after the at-most-once check and the suppression list — so what it writes (a link's
 * token) is written only for an e-mail that is sent, and never again for one a retry finds sent.
 */
export interface OutgoingEmail {
  to: string | string[];
  build: () => Promise<RenderedEmail>;
}

/** An e-mail whose words are known now (most notifications): rendered only when it goes. */
export const composed = ({ to, ...message }: EmailMessage & { to: string | string[] }): OutgoingEmail => ({ to, build: () => renderMessage(message) });

/**
 * Hands a rendered e-mail to the SMTP server with the Message-ID of its idempotency key, so a
 * resend is recognisably the same message. A refusal for good fails the job without retries
 * (`refusedForGood`); recipients refused while others took the message are suppressed. Answers
 * the Message-ID. Callers check first that it was not sent already, and record it after.
 */
export async function handOff(
  deps: SendingDeps,
  recipients: string[],
  rendered: RenderedEmail,
  idempotencyKey: string,
  log: JobContext['log'],
): Promise<string> {
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
export async function deliverOnce(
  deps: SendingDeps,
  email: OutgoingEmail,
  delivery: { idempotencyKey: string; template: string },
  { log }: Pick<JobContext, 'log'>,
) {
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
  const rendered = await email.build();
  const messageId = await handOff(deps, recipients, rendered, idempotencyKey, log);
  await recordEmailDelivery(deps.db, { idempotency_key: idempotencyKey, message_id: messageId, template, recipients, subject: rendered.subject });
  log.info({ messageId, template, recipients: recipients.length }, 'e-mail sent');
  return { messageId, resent: false };
}
