import type { AlertTopic } from '@vtrans/contracts/alerts';
import type { EventName, EventPayload } from '@vtrans/contracts/events';
import { sitePaths } from '@vtrans/contracts/site-paths';
import {
  type AlertItem,
  alertItems,
  approvedLayerForAlert,
  claimAlertWindow,
  commentLocality,
  type Db,
  dueAlertSubscriptions,
  finishAlertWindow,
  immediateAlertRecipients,
  issueAlertToken,
  markAlertsDue,
  publishedContentForAlert,
  releaseAlertWindow,
} from '@vtrans/db';
import type { OutgoingEmail } from '../emails/deliver';
import { oneClickUnsubscribeHeaders, renderMessage } from '../emails/render';
import { LocalityAlert, type LocalityAlertItem } from '../emails/templates/locality-alert';
import { type NotificationSettings, siteLink } from './notification';

/** An item as the alert and the digest show it: its link absolute, and words that say where it goes. */
export function alertItem(
  settings: NotificationSettings,
  item: { topic: AlertTopic; locality: string; title: string; text: string; path: string },
): LocalityAlertItem {
  return {
    locality: item.locality,
    title: item.title,
    text: item.text,
    url: siteLink(settings, item.path),
    linkText: {
      comments: 'See the comment on the map',
      responses: 'See the comment on the map',
      layers: 'See the layers in the Map Explorer',
      updates: 'Read it on the VTrans website',
    }[item.topic],
  };
}

/**
 * One subscriber's e-mail of these items: their own manage link and one-click unsubscribe. The
 * link's token is issued when the e-mail is built, that is only when it goes: a retry that finds
 * it sent writes nothing.
 */
export function alertEmail(
  db: Db,
  settings: NotificationSettings,
  subscription: { id: string; email: string },
  subject: string,
  items: AlertItem[],
): OutgoingEmail {
  return {
    to: subscription.email,
    async build() {
      const token = await issueAlertToken(db, subscription.id);
      return renderMessage({
        subject,
        element: (
          <LocalityAlert
            heading={subject}
            items={items.map((item) => alertItem(settings, item))}
            manageUrl={siteLink(settings, sitePaths.alertsManage(token))}
          />
        ),
        headers: oneClickUnsubscribeHeaders(siteLink(settings, sitePaths.alertsOneClick(token))),
      });
    },
  };
}

/*
 * Which events concern locality followers, and where: an event names the localities and the
 * topic; the alert itself reads what happened from the database (alertItems), as the digest does.
 */
interface AlertSource<Name extends EventName> {
  event: Name;
  /** The localities and topic the event is news for; null when it is news for nobody (a hidden comment). */
  locate(payload: EventPayload<Name>, db: Db): Promise<{ fips: readonly string[]; topic: AlertTopic } | null>;
}

const defineAlertSource = <Name extends EventName>(source: AlertSource<Name>) => source;

export const alertSources = [
  defineAlertSource({
    event: 'comment.created',
    async locate({ commentId }, db) {
      const comment = await commentLocality(db, commentId);
      return comment && !comment.hidden ? { fips: [comment.fips], topic: 'comments' } : null;
    },
  }),
  defineAlertSource({
    event: 'comment.responded',
    async locate({ commentId }, db) {
      const comment = await commentLocality(db, commentId);
      return comment && !comment.hidden && comment.response ? { fips: [comment.fips], topic: 'responses' } : null;
    },
  }),
  defineAlertSource({
    event: 'submission.status-recorded',
    async locate({ statusRecordId }, db) {
      const layer = await approvedLayerForAlert(db, statusRecordId);
      return layer?.status === 'approved' ? { fips: [layer.fips], topic: 'layers' } : null;
    },
  }),
  defineAlertSource({
    event: 'content.published',
    async locate({ itemId, revision }, db) {
      const content = await publishedContentForAlert(db, itemId, revision);
      return content && content.localities.length > 0 ? { fips: content.localities, topic: 'updates' } : null;
    },
  }),
] as const;

export function alertSourceFor(event: EventName): AlertSource<EventName> | undefined {
  return (alertSources as readonly AlertSource<EventName>[]).find((source) => source.event === event);
}

/** One item keeps the subject it always had; several say how many. */
function alertSubject(items: AlertItem[]): string {
  if (items.length > 1) return `VTrans alerts: ${items.length} new items in the localities you follow`;
  const [item] = items as [AlertItem];
  return {
    comments: `New comment in ${item.locality}`,
    responses: `Staff responded to a comment in ${item.locality}`,
    layers: `New layer published for ${item.locality}`,
    updates: item.title,
  }[item.topic];
}

export type DeliverAlert = (email: OutgoingEmail, idempotencyKey: string) => Promise<unknown>;

/**
 * Sends a subscription's due alert, if it is still due: everything in its window as one e-mail
 * (nothing when the window holds nothing, say a comment hidden since). The key is the
 * subscription and the window's end, whichever job sends it, so a window cut off and taken up
 * again is never sent twice.
 */
export async function sendDueAlert(db: Db, settings: NotificationSettings, subscriptionId: string, deliver: DeliverAlert): Promise<boolean> {
  const window = await claimAlertWindow(db, subscriptionId);
  if (!window) return false;
  try {
    const items = await alertItems(db, window, window.since, window.until);
    if (items.length > 0) await deliver(alertEmail(db, settings, window, alertSubject(items), items), `alert.${window.id}.${window.until.getTime()}`);
    await finishAlertWindow(db, window.id, window.until);
    return items.length > 0;
  } catch (error) {
    // Best effort: when even this fails, the window is taken up again once its claim is 10 minutes old.
    await releaseAlertWindow(db, window.id, window.until, window.claimedAt).catch(() => undefined);
    throw error;
  }
}

/** An event's followers: their alerts are marked due, and those due now go now. */
export async function alertFollowers(
  db: Db,
  settings: NotificationSettings,
  windowMinutes: number,
  located: { fips: readonly string[]; topic: AlertTopic },
  deliver: DeliverAlert,
): Promise<number> {
  const recipients = (await immediateAlertRecipients(db, located.fips, located.topic)).map((subscription) => subscription.id);
  await markAlertsDue(db, recipients, windowMinutes);
  return sendDueAlerts(db, settings, deliver, recipients);
}

/** The sweep (a schedule, every minute): the alerts whose window has ended since, and sends cut off. */
export async function sendDueAlerts(db: Db, settings: NotificationSettings, deliver: DeliverAlert, among?: readonly string[]): Promise<number> {
  let sent = 0;
  for (const id of await dueAlertSubscriptions(db, among)) if (await sendDueAlert(db, settings, id, deliver)) sent += 1;
  return sent;
}
