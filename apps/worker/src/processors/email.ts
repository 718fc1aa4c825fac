import type { EventName } from '@vtrans/contracts/events';
import { virginiaToday } from '@vtrans/contracts/dates';
import { allLocalityCodes, noteCommentPeriodMoment, remindContentReviews, remindDocumentReviews, remindDueAccessibilityRequests } from '@vtrans/db';
import { deliverOnce, type SendingDeps } from '../emails/deliver';
import type { EventHandler, EventHandlers, JobContext } from '../jobs/run-job';
import { notifications, notificationsFor } from '../notifications';
import { sendAlertDigests } from '../notifications/alert-digest';
import { alertFollowers, alertSourceFor, alertSources, type DeliverAlert, sendDueAlerts } from '../notifications/locality-alerts';
import { loadOnce, type NotificationSettings } from '../notifications/notification';

export interface EmailDeps extends SendingDeps {
  notificationSettings: NotificationSettings;
  /** A follower of a locality gets at most one immediate alert per this many minutes (0: one per event). */
  alertWindowMinutes: number;
}

/**
 * The e-mail queue's handlers. Every event is a fact, and each notification listening to it
 * (notifications/) decides whether to write; its key is the job id and the notification's name,
 * so a retry after one of an event's e-mails went out sends only the rest. An event that is news for a locality's followers also
 * marks their alerts due and sends those due now; the sweep sends the rest as their windows end.
 */
export function createEmailHandlers(deps: EmailDeps): EventHandlers {
  const { db, notificationSettings: settings } = deps;
  const deliverAlert =
    (context: JobContext): DeliverAlert =>
    (email, idempotencyKey) =>
      deliverOnce(deps, email, { idempotencyKey, template: 'locality-alert' }, context);
  const handlers: EventHandlers = {
    'alerts.digest': (_payload, context) =>
      sendAlertDigests({ db, settings }, context, (email, idempotencyKey) => deliverOnce(deps, email, { idempotencyKey, template: 'alert-digest' }, context)),
    'alerts.sweep': async (_payload, context) => ({ alerts: await sendDueAlerts(db, settings, deliverAlert(context)) }),
    // Writes one reminder event per request now due soon; the reminders' e-mails are those events' jobs.
    'accessibility-requests.sweep': async () => ({ reminders: await remindDueAccessibilityRequests(db) }),
    // One reminder event per item whose review-by stage is owed today in Virginia; the e-mails are those events' jobs.
    'content-reviews.sweep': async () => {
      const today = virginiaToday();
      return { reminders: await remindContentReviews(db, today), documentReminders: await remindDocumentReviews(db, today) };
    },
    // A period's opening: noted (the pages show it open from now) and news for the followers of
    // the localities it covers, or of every locality when it is statewide.
    'comment-period.opened': async ({ periodId, at }, context) => {
      const noted = await noteCommentPeriodMoment(db, periodId, 'opened', new Date(at));
      if (!noted) return { stale: true };
      const fips = noted.localities.length ? noted.localities : await allLocalityCodes(db);
      return { alerts: await alertFollowers(db, settings, deps.alertWindowMinutes, { fips, topic: 'updates' }, deliverAlert(context)) };
    },
    'comment-period.closed': async ({ periodId, at }) => ({ stale: !(await noteCommentPeriodMoment(db, periodId, 'closed', new Date(at))) }),
  };
  const events = new Set<EventName>([...notifications.map((notification) => notification.event), ...alertSources.map((source) => source.event)]);
  for (const event of events) {
    const handler: EventHandler<EventName> = async (payload, context) => {
      const sent: string[] = [];
      const composing = { db, settings, once: loadOnce() };
      for (const notification of notificationsFor(event)) {
        const email = await notification.compose(payload as never, composing);
        if (!email) continue;
        const { messageId } = await deliverOnce(deps, email, { idempotencyKey: `${context.jobId}.${notification.name}`, template: notification.name }, context);
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
