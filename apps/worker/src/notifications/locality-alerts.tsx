import type { AlertTopic } from '@vtrans/contracts';
import { publicPath } from '@vtrans/contracts/content-editing';
import { alertLinks, approvedLayerForAlert, commentLocality, type Db, immediateAlertRecipients, issueAlertToken, localitiesNamed, publishedContentForAlert } from '@vtrans/db';
import { oneClickUnsubscribeHeaders } from '../emails/render';
import { LocalityAlert, type LocalityAlertItem } from '../emails/templates/locality-alert';
import { defineNotification, type NotificationSettings, type OutgoingEmail, siteLink } from './notification';

/** An item as the alert and the digest show it: its link absolute, and words that say where it goes. */
export function alertItem(settings: NotificationSettings, item: { topic: AlertTopic; locality: string; title: string; text: string; path: string }): LocalityAlertItem {
  return {
    locality: item.locality,
    title: item.title,
    text: item.text,
    url: siteLink(settings, item.path),
    linkText: { comments: 'See the comment on the map', responses: 'See the comment on the map', layers: 'See the layers in the Map Explorer', updates: 'Read it on the VTrans website' }[item.topic],
  };
}

/** One subscriber's e-mail: their own manage link and one-click unsubscribe. */
export async function alertEmail(db: Db, settings: NotificationSettings, subscription: { id: string; email: string }, subject: string, items: LocalityAlertItem[], key: string): Promise<OutgoingEmail> {
  const links = alertLinks(settings.siteUrl, { manage: await issueAlertToken(db, subscription.id) });
  return {
    to: subscription.email,
    key,
    subject,
    element: <LocalityAlert heading={subject} items={items} manageUrl={links.manageUrl} />,
    headers: oneClickUnsubscribeHeaders(links.oneClickUrl),
  };
}

/** Everyone following one of the localities and the topic at once gets the item (once), each keyed by their subscription. */
async function immediateAlerts(db: Db, settings: NotificationSettings, fips: readonly string[], topic: AlertTopic, subject: string, item: LocalityAlertItem): Promise<OutgoingEmail[]> {
  const recipients = await immediateAlertRecipients(db, fips, topic);
  return Promise.all(recipients.map((subscription) => alertEmail(db, settings, subscription, subject, [item], subscription.id)));
}

/** A new public comment, to those following its locality's comments. */
export const commentLocalityAlert = defineNotification({
  name: 'locality-alert-comment',
  event: 'comment.created',
  async compose({ commentId }, { db, settings }) {
    const comment = await commentLocality(db, commentId);
    if (!comment || comment.hidden) return null;
    const item = alertItem(settings, { topic: 'comments', locality: comment.locality, title: `New comment (${comment.category})`, text: comment.text, path: `/interactvtrans/map-explorer?comment=${commentId}` });
    return immediateAlerts(db, settings, [comment.fips], 'comments', `New comment in ${comment.locality}`, item);
  },
});

/** Staff's response to a public comment, to those following its locality's responses. */
export const responseLocalityAlert = defineNotification({
  name: 'locality-alert-response',
  event: 'comment.responded',
  async compose({ commentId }, { db, settings }) {
    const comment = await commentLocality(db, commentId);
    if (!comment || comment.hidden || !comment.response) return null;
    const item = alertItem(settings, {
      topic: 'responses',
      locality: comment.locality,
      title: `Staff responded to a comment (${comment.category})`,
      text: comment.response,
      path: `/interactvtrans/map-explorer?comment=${commentId}`,
    });
    return immediateAlerts(db, settings, [comment.fips], 'responses', `Staff responded to a comment in ${comment.locality}`, item);
  },
});

/** A layer approved (so published), to those following its locality's layers. */
export const layerLocalityAlert = defineNotification({
  name: 'locality-alert-layer',
  event: 'submission.status-recorded',
  async compose({ statusRecordId }, { db, settings }) {
    const layer = await approvedLayerForAlert(db, statusRecordId);
    if (!layer || layer.status !== 'approved') return null;
    const item = alertItem(settings, { topic: 'layers', locality: layer.locality, title: `Layer published: ${layer.title}`, text: layer.description, path: '/interactvtrans/map-explorer' });
    return immediateAlerts(db, settings, [layer.fips], 'layers', `New layer published for ${layer.locality}`, item);
  },
});

/** An update or a meeting published with locality tags, to those following any of them. */
export const contentLocalityAlert = defineNotification({
  name: 'locality-alert-content',
  event: 'content.published',
  async compose({ itemId, revision }, { db, settings }) {
    const content = await publishedContentForAlert(db, itemId, revision);
    const path = content && publicPath(content.kind, content.key);
    if (!content || !path || content.localities.length === 0) return null;
    const title = `${content.kind === 'meetings' ? 'Meeting' : 'Program update'}: ${content.title}`;
    const item = alertItem(settings, { topic: 'updates', locality: await localitiesNamed(db, content.localities), title, text: content.intro, path });
    return immediateAlerts(db, settings, content.localities, 'updates', title, item);
  },
});
