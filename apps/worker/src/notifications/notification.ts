import { siteAddress } from '@vtrans/contracts/site-paths';
import type { EventName, EventPayload } from '@vtrans/contracts/events';
import type { Db } from '@vtrans/db';
import type { OutgoingEmail } from '../emails/deliver';

/** Where notifications go and what their links point at: the worker's env (env.ts). */
export interface NotificationSettings {
  siteUrl: string;
  commentAlertTo: string;
  spatialDataAlertTo: string;
  contactTo: string;
  gapTaAlertTo: string;
}

export interface NotificationContext {
  db: Db;
  settings: NotificationSettings;
  /**
   * Loads something once for all the notifications of one event (staff's alert and the
   * applicant's receipt read the same application): the first call loads, later ones share it.
   */
  once<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** A fresh `once` for one event's notifications. */
export function loadOnce(): NotificationContext['once'] {
  const loaded = new Map<string, Promise<unknown>>();
  return <T>(key: string, load: () => Promise<T>) => {
    if (!loaded.has(key)) loaded.set(key, load());
    return loaded.get(key) as Promise<T>;
  };
}

/**
 * An e-mail the site sends because something happened. `name` is stable: with the job id it makes
 * the idempotency key, so a retried job never sends the same notification twice, and it is the
 * `template` recorded in `email_deliveries`.
 */
export interface Notification<Name extends EventName = EventName> {
  name: string;
  event: Name;
  /**
   * The e-mail to send now; null when the event concerns nobody. One e-mail to one recipient (or
   * one staff mailbox): what writes to many, the locality alerts, is not a notification
   * (locality-alerts.tsx).
   */
  compose(payload: EventPayload<Name>, context: NotificationContext): Promise<OutgoingEmail | null>;
}

/** Keeps each notification file's payload typed by its event. */
export function defineNotification<Name extends EventName>(notification: Notification<Name>): Notification<Name> {
  return notification;
}

/** An absolute link into the site, for e-mails: a path of @vtrans/contracts/site-paths at SITE_URL. */
export function siteLink(settings: NotificationSettings, path: string): string {
  return siteAddress(settings.siteUrl, path);
}
