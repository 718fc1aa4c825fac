import type { EventName, EventPayload } from '@vtrans/contracts';
import type { Db } from '@vtrans/db';
import type { ReactElement } from 'react';

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
}

/** One e-mail a notification sends; the delivery (emails/deliver.ts) renders and sends it once. */
export interface OutgoingEmail {
  to: string;
  replyTo?: string;
  subject: string;
  element: ReactElement;
}

/**
 * An e-mail the site sends because something happened. `name` is stable: with the job id it makes
 * the idempotency key, so a retried job never sends the same notification twice, and it is the
 * `template` recorded in `email_deliveries`.
 */
export interface Notification<Name extends EventName = EventName> {
  name: string;
  event: Name;
  /** The e-mail to send now, or null when the event concerns nobody (no address, a status nobody is told about). */
  compose(payload: EventPayload<Name>, context: NotificationContext): Promise<OutgoingEmail | null>;
}

/** Keeps each notification file's payload typed by its event. */
export function defineNotification<Name extends EventName>(notification: Notification<Name>): Notification<Name> {
  return notification;
}

/** An absolute link into the site, for e-mails. */
export function siteLink(settings: NotificationSettings, path: string): string {
  return new URL(path, settings.siteUrl).toString();
}
