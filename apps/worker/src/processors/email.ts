import { type Db, findEmailDelivery, recordEmailDelivery } from '@vtrans/db';
import type { Transporter } from 'nodemailer';
import { renderEmail } from '../emails/render';
import type { EventHandlers } from '../jobs/run-job';

export interface EmailDeps {
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

/**
 * Sends each e-mail job at most once: the job id (= outbox id) is the idempotency key, looked
 * up in `email_deliveries` before sending and recorded after. The only duplicate left is a crash
 * between the SMTP hand-off and the record; that resend carries the same Message-ID.
 */
export function createEmailHandlers(deps: EmailDeps): EventHandlers {
  return {
    'email.send': async (email, { jobId, log }) => {
      const idempotencyKey = jobId;
      const previous = await findEmailDelivery(deps.db, idempotencyKey);
      if (previous) {
        log.info({ messageId: previous.message_id }, 'e-mail already sent; not sending again');
        return { messageId: previous.message_id, resent: false };
      }
      const rendered = await renderEmail(email);
      const recipients = Array.isArray(email.to) ? email.to : [email.to];
      const messageId = messageIdFor(idempotencyKey, deps.mailDomain);
      await deps.transport.sendMail({
        from: deps.from,
        to: recipients,
        replyTo: rendered.replyTo,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        messageId,
        headers: { ...rendered.headers, 'X-VTrans-Idempotency-Key': idempotencyKey },
      });
      await recordEmailDelivery(deps.db, {
        idempotency_key: idempotencyKey,
        message_id: messageId,
        template: email.template,
        recipients,
        subject: rendered.subject,
      });
      log.info({ messageId, template: email.template, recipients: recipients.length }, 'e-mail sent');
      return { messageId, resent: false };
    },
  };
}
