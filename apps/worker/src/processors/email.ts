import type { EventName } from '@vtrans/contracts';
import { type Db, findEmailDelivery, recordEmailDelivery } from '@vtrans/db';
import type { Transporter } from 'nodemailer';
import { type ComposedEmail, composeEmailJob, renderComposed } from '../emails/render';
import type { EventHandler, EventHandlers, JobContext } from '../jobs/run-job';
import { notifications, notificationsFor } from '../notifications';
import { loadOnce, type NotificationSettings } from '../notifications/notification';

export interface EmailDeps {
  db: Db;
  transport: Transporter;
  from: string;
  /** Domain part of Message-IDs. */
  mailDomain: string;
  notificationSettings: NotificationSettings;
}

/** The Message-ID is derived from the idempotency key, so a resent message is recognisably the same one. */
export function messageIdFor(idempotencyKey: string, mailDomain: string): string {
  return `<${idempotencyKey}@${mailDomain}>`;
}

/**
 * Sends an e-mail at most once per idempotency key: looked up in `email_deliveries` before
 * sending and recorded after. The only duplicate left is a crash between the SMTP hand-off and
 * the record; that resend carries the same Message-ID.
 */
async function deliverOnce(deps: EmailDeps, email: ComposedEmail, delivery: { idempotencyKey: string; template: string }, { log }: JobContext) {
  const { idempotencyKey, template } = delivery;
  const previous = await findEmailDelivery(deps.db, idempotencyKey);
  if (previous) {
    log.info({ messageId: previous.message_id, template }, 'e-mail already sent; not sending again');
    return { messageId: previous.message_id, resent: false };
  }
  const rendered = await renderComposed(email);
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
  await recordEmailDelivery(deps.db, { idempotency_key: idempotencyKey, message_id: messageId, template, recipients, subject: rendered.subject });
  log.info({ messageId, template, recipients: recipients.length }, 'e-mail sent');
  return { messageId, resent: false };
}

/**
 * The e-mail queue's handlers. `email.send` carries a composed e-mail; its key is the job id
 * (= outbox id). Every other event is a fact, and each notification listening to it
 * (notifications/) decides whether to write; its key is the job id and the notification's name,
 * so a retry after one of an event's e-mails went out sends only the rest.
 */
export function createEmailHandlers(deps: EmailDeps): EventHandlers {
  const handlers: EventHandlers = {
    'email.send': (email, context) => deliverOnce(deps, composeEmailJob(email), { idempotencyKey: context.jobId, template: email.template }, context),
  };
  for (const event of new Set(notifications.map((notification) => notification.event))) {
    const handler: EventHandler<EventName> = async (payload, context) => {
      const sent: string[] = [];
      const composing = { db: deps.db, settings: deps.notificationSettings, once: loadOnce() };
      for (const notification of notificationsFor(event)) {
        const email = await notification.compose(payload as never, composing);
        if (!email) continue;
        const { messageId } = await deliverOnce(deps, email, { idempotencyKey: `${context.jobId}.${notification.name}`, template: notification.name }, context);
        sent.push(messageId);
      }
      return { sent };
    };
    (handlers as Record<EventName, EventHandler<EventName>>)[event] = handler;
  }
  return handlers;
}
