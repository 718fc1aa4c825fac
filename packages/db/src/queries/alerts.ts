import { type AlertPreferences, type AlertSignup, type AlertTopic, alertFrequencyLabels, alertTopicLabels } from '@vtrans/contracts/alerts';
import { AppError } from '@vtrans/contracts/errors';
import { type ContentKind, publicPath } from '@vtrans/contracts/content-editing';
import { commentOnMapPrefix, commentPeriodPrefix } from '@vtrans/contracts/site-paths';
import { sql } from 'kysely';
import type { DbOrTrx, Trx } from '../db';
import { confirmSignup, issueLinkToken, lockedSignup, newConfirmation, rowOfLinkToken, type SignupOutcome, stopSignup } from './double-opt-in';
import { enqueue } from './outbox';

/*
 * Locality alerts (issue 21): a subscription per address, confirmed by e-mail; the worker's alert
 * notifications and the daily digest read who follows a locality and topic here.
 */

/** Each e-mail to a subscription carries a token of its own to change or stop it; only its hash is kept. */
export const issueAlertToken = (db: DbOrTrx, subscriptionId: string) => issueLinkToken(db, 'alert_subscriptions', subscriptionId);

async function localityNames(db: DbOrTrx, fips: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('localities')
    .select('full_name')
    .where(sql<string>`fips::text`, 'in', [...fips])
    .orderBy('full_name')
    .execute();
  return rows.map((row) => row.full_name);
}

/** The localities' names; an unknown code is the form's mistake, answered naming the field. */
async function knownLocalityNames(db: DbOrTrx, fips: readonly string[]): Promise<string[]> {
  const names = await localityNames(db, fips);
  if (names.length !== fips.length) {
    throw new AppError('invalid', 'Please choose localities from the list.', { fields: { localities: 'Please choose localities from the list.' } });
  }
  return names;
}

/**
 * Asks for alerts (double opt-in). A new, pending or unsubscribed address takes the choices and
 * gets a confirmation (at most one every few minutes); a confirmed one is left alone (its owner
 * changes it from the link in any alert), so nobody can change another person's alerts. The
 * e-mail is queued in the caller's transaction.
 */
export async function subscribeToAlerts(trx: Trx, signup: AlertSignup): Promise<SignupOutcome> {
  await knownLocalityNames(trx, signup.localities);
  await trx
    .insertInto('alert_subscriptions')
    .values({ email: signup.email, localities: signup.localities, topics: signup.topics, frequency: signup.frequency, status: 'pending' })
    .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
    .execute();
  const subscription = await lockedSignup(trx, 'alert_subscriptions', signup.email);
  if (subscription.status === 'confirmed') return 'already-subscribed';
  const choices = { localities: signup.localities, topics: signup.topics, frequency: signup.frequency };
  if (subscription.status === 'pending' && subscription.recently_sent) {
    await trx.updateTable('alert_subscriptions').set(choices).where('id', '=', subscription.id).execute();
    return 'confirmation-recently-sent';
  }
  await trx.updateTable('alert_subscriptions').set(choices).where('id', '=', subscription.id).execute();
  const confirmToken = await newConfirmation(trx, 'alert_subscriptions', subscription.id);
  await enqueue(trx, {
    name: 'alerts.confirm-requested',
    payload: { subscriptionId: subscription.id, confirmToken, manageToken: await issueAlertToken(trx, subscription.id) },
  });
  return 'confirmation-sent';
}

/** Confirms the subscription a link was sent for; the digest starts from now. Null when the link is unknown, used or too old. */
export async function confirmAlerts(db: DbOrTrx, token: string): Promise<{ email: string } | null> {
  const confirmed = await confirmSignup(db, 'alert_subscriptions', token);
  if (!confirmed) return null;
  await db
    .updateTable('alert_subscriptions')
    .set({ digest_through: sql`now()` })
    .where('id', '=', confirmed.id)
    .execute();
  return { email: confirmed.email };
}

/** The subscription a link's token is for, as a subquery. */
const byToken = (token: string) => rowOfLinkToken('alert_subscriptions', token);

/** The subscription a manage link is for, with its localities' names; undefined when the link is unknown. */
export async function findAlertSubscription(db: DbOrTrx, token: string) {
  const subscription = await db
    .selectFrom('alert_subscriptions')
    .select(['id', 'email', 'localities', 'topics', 'frequency', 'status'])
    .where('id', '=', byToken(token))
    .executeTakeFirst();
  return subscription && { ...subscription, localityNames: await localityNames(db, subscription.localities) };
}

/** Changes what a confirmed (or unsubscribed: it comes back) subscription asks for, from its manage link. */
export async function updateAlertPreferences(db: DbOrTrx, token: string, preferences: AlertPreferences): Promise<boolean> {
  await knownLocalityNames(db, preferences.localities);
  const result = await db
    .updateTable('alert_subscriptions')
    .set({
      localities: preferences.localities,
      topics: preferences.topics,
      frequency: preferences.frequency,
      status: sql`case when status = 'unsubscribed' then 'confirmed' else status end`,
      unsubscribed_at: null,
      digest_through: sql`coalesce(digest_through, now())`,
    })
    .where('id', '=', byToken(token))
    .where('status', 'in', ['confirmed', 'unsubscribed'])
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Stops every alert to the address. Repeating it is harmless; null when the link is unknown. */
export const unsubscribeFromAlerts = (db: DbOrTrx, token: string) => stopSignup(db, 'alert_subscriptions', token);

/** Who hears at once about `topic` in any of these localities (once each): confirmed, immediate, not suppressed. */
export async function immediateAlertRecipients(db: DbOrTrx, fips: readonly string[], topic: AlertTopic) {
  return db
    .selectFrom('alert_subscriptions as a')
    .select(['a.id', 'a.email'])
    .where('a.status', '=', 'confirmed')
    .where('a.frequency', '=', 'immediate')
    .where(sql<boolean>`a.localities && ${[...fips]}::text[]`)
    .where(sql<boolean>`${topic} = any(a.topics)`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('suppressions')
            .select('email')
            .whereRef('suppressions.email', '=', sql`lower(a.email)`),
        ),
      ),
    )
    .orderBy('a.id')
    .execute();
}

/**
 * Who hears of something about these localities (or the whole state) under `topic`, at once or in
 * a daily digest: how many people (confirmed, not suppressed), and the localities by name. What
 * staff are told before an action that alerts them (issue 56).
 */
export async function alertReach(db: DbOrTrx, where: readonly string[] | 'statewide', topic: AlertTopic): Promise<{ people: number; places: string[] }> {
  if (where !== 'statewide' && where.length === 0) return { people: 0, places: [] };
  let followers = db
    .selectFrom('alert_subscriptions as a')
    .select(sql<number>`count(distinct lower(a.email))::int`.as('people'))
    .where('a.status', '=', 'confirmed')
    .where(sql<boolean>`${topic} = any(a.topics)`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('suppressions')
            .select('email')
            .whereRef('suppressions.email', '=', sql`lower(a.email)`),
        ),
      ),
    );
  if (where !== 'statewide') followers = followers.where(sql<boolean>`a.localities && ${[...where]}::text[]`);
  const [{ people }, places] = await Promise.all([
    followers.executeTakeFirstOrThrow(),
    where === 'statewide'
      ? []
      : db
          .selectFrom('localities')
          .select('full_name')
          .where(sql<boolean>`fips::text = any(${[...where]}::text[])`)
          .orderBy('full_name')
          .execute(),
  ]);
  return { people, places: places.map((place) => place.full_name) };
}

/*
 * Immediate alerts coalesce (issue 35): an event marks its followers' alerts due, at once when
 * their last alert is older than the window, else when the window ends; whoever finds an alert
 * due claims the window up to now, sends everything in it as one e-mail, and moves the
 * subscription on. Someone posting thirty comments in a minute costs a follower two e-mails.
 */

/**
 * An alert to send: due and not being sent, or claimed so long ago (10 minutes) that its send was
 * cut off (a worker killed mid-send) and is taken up again, with the same window. In parentheses:
 * it is ANDed with other conditions.
 */
const alertToSend = sql<boolean>`((alert_sending_until is null and alert_due_at <= now()) or (alert_sending_until is not null and last_alert_at < now() - interval '10 minutes'))`;
const NOW_MS = sql<Date>`date_trunc('milliseconds', now())`;

/** Marks these subscriptions' next alert due: now, or when their window since the last one ends; never later than already due. */
export async function markAlertsDue(db: DbOrTrx, subscriptionIds: readonly string[], windowMinutes: number): Promise<void> {
  if (subscriptionIds.length === 0) return;
  await db
    .updateTable('alert_subscriptions')
    .set({ alert_due_at: sql`coalesce(alert_due_at, greatest(now(), last_alert_at + make_interval(mins => ${windowMinutes})))` })
    .where('id', 'in', [...subscriptionIds])
    .execute();
}

/** Confirmed subscriptions (of these, when given) whose alert is due now, or whose send was cut off long ago. */
export async function dueAlertSubscriptions(db: DbOrTrx, among?: readonly string[]): Promise<string[]> {
  if (among?.length === 0) return [];
  let query = db.selectFrom('alert_subscriptions').select('id').where('status', '=', 'confirmed').where(alertToSend);
  if (among) query = query.where('id', 'in', [...among]);
  return (await query.orderBy('alert_due_at').execute()).map((row) => row.id);
}

/**
 * Claims a due alert: the window (since, until] from what the subscriber was last told up to now,
 * or the cut-off window again. Null when it is not due, or another worker has it (the update's
 * condition is checked again under the row's lock, so only one claims it).
 */
export async function claimAlertWindow(db: DbOrTrx, subscriptionId: string) {
  const row = await db
    .updateTable('alert_subscriptions')
    // To the millisecond: the window's end goes through JavaScript's Date and must compare equal when it comes back.
    // last_alert_at is when it was claimed: a window taken up again is not stale again for another 10 minutes.
    .set({ alert_sending_until: sql`coalesce(alert_sending_until, ${NOW_MS})`, last_alert_at: NOW_MS, alert_due_at: null })
    .where('id', '=', subscriptionId)
    .where('status', '=', 'confirmed')
    .where(alertToSend)
    .returning([
      'id',
      'email',
      'localities',
      'topics',
      sql<Date>`coalesce(digest_through, confirmed_at)`.as('since'),
      sql<Date>`alert_sending_until`.as('until'),
      // When this claim was made: what a release of it names, so it never releases a later one's.
      sql<Date>`last_alert_at`.as('claimedAt'),
    ])
    .executeTakeFirst();
  return row ?? null;
}

/**
 * The claimed window's send failed (SMTP refused for now, a query failed): it is stale at once, so
 * the job's retry or the next sweep takes up the same window, with the same key, instead of
 * leaving it to the 10 minutes kept for a worker that died mid-send.
 */
export async function releaseAlertWindow(db: DbOrTrx, subscriptionId: string, until: Date, claimedAt: Date): Promise<void> {
  await db
    .updateTable('alert_subscriptions')
    .set({ last_alert_at: sql`now() - interval '11 minutes'` })
    .where('id', '=', subscriptionId)
    // This claim's only: if another worker took the window up since, its send is left alone.
    .where('last_alert_at', '=', claimedAt)
    .where('alert_sending_until', '=', until)
    .execute();
}

/** The claimed window went (or held nothing): the next one starts after `until`. */
export async function finishAlertWindow(db: DbOrTrx, subscriptionId: string, until: Date): Promise<void> {
  await db
    .updateTable('alert_subscriptions')
    .set({ digest_through: until, alert_sending_until: null })
    .where('id', '=', subscriptionId)
    .where('alert_sending_until', '=', until)
    .execute();
}

/** The locality a comment lies in (for a line or an area, the one holding a point on it). */
export async function commentLocality(db: DbOrTrx, commentId: string) {
  return (
    db
      .selectFrom('comments as c')
      .innerJoin('localities as l', (join) => join.on(sql<boolean>`st_intersects(l.geom, st_pointonsurface(c.geom))`))
      // A comment its author asked not to publish is, for followers, as good as hidden.
      .select([
        'c.id',
        'c.category',
        'c.text',
        'c.response',
        sql<boolean>`c.hidden or c.kept_private`.as('hidden'),
        sql<string>`l.fips::text`.as('fips'),
        'l.full_name as locality',
      ])
      .where('c.id', '=', commentId)
      .limit(1)
      .executeTakeFirst()
  );
}

/** Confirmed daily subscriptions, for the digest. */
export async function dailyAlertSubscriptions(db: DbOrTrx) {
  return db
    .selectFrom('alert_subscriptions')
    .select(['id', 'email', 'localities', 'topics', 'digest_through'])
    .where('status', '=', 'confirmed')
    .where('frequency', '=', 'daily')
    .orderBy('id')
    .execute();
}

export interface AlertItem {
  topic: AlertTopic;
  locality: string;
  title: string;
  text: string;
  /** A path on the site. */
  path: string;
  at: Date;
}

/**
 * What happened in a subscription's localities and topics in (since, until]: public comments
 * made, responses given (to comments still public), layers approved, updates and meetings
 * published with a followed locality's tag. Oldest first.
 */
export async function alertItems(db: DbOrTrx, subscription: { localities: string[]; topics: AlertTopic[] }, since: Date, until: Date): Promise<AlertItem[]> {
  const { rows } = await sql<AlertItem & { kind: ContentKind | null; key: string | null }>`
    with located as (
      select c.*, l.full_name as locality
      from comments c
      join lateral (select full_name, fips from localities l where st_intersects(l.geom, st_pointonsurface(c.geom)) limit 1) l on true
      where not c.hidden and not c.kept_private and l.fips::text = any(${subscription.localities}::text[])
    )
    select 'comments' as topic, locality, 'New comment (' || category || ')' as title, text,
           ${commentOnMapPrefix}::text || id as path, created_at as at, null as kind, null as key
      from located where 'comments' = any(${subscription.topics}::text[]) and created_at > ${since} and created_at <= ${until}
    union all
    select 'responses', locality, 'Staff responded to a comment (' || category || ')', response,
           ${commentOnMapPrefix}::text || id, responded_at, null, null
      from located where 'responses' = any(${subscription.topics}::text[]) and response is not null and responded_at > ${since} and responded_at <= ${until}
    union all
    select 'layers', l.full_name, 'Layer published: ' || s.title, s.description,
           '/interactvtrans/map-explorer', r.created_at, null, null
      from submission_status_records r
      join spatial_submissions s on s.id = r.submission_id
      join localities l on l.fips = s.locality_fips
      where r.status = 'approved' and 'layers' = any(${subscription.topics}::text[]) and l.fips::text = any(${subscription.localities}::text[])
        and r.created_at > ${since} and r.created_at <= ${until}
    union all
    -- Updates and meetings published (the audit says when, and which revision) tagged with a followed locality.
    select 'updates', (select string_agg(l.full_name, ', ' order by l.full_name) from localities l where l.fips::text = any(${subscription.localities}::text[])
                         and l.fips::text in (select jsonb_array_elements_text(v.fields->'localities'))),
           case i.kind when 'updates' then 'Program update: ' else 'Meeting: ' end || (v.fields->>'title'), v.fields->>'intro',
           null, a.created_at, i.kind, a.details->>'key'
      from audit_log a
      join content_items i on a.subject = 'content:' || i.id
      join content_revisions v on v.item_id = i.id and v.number = (a.details->>'revision')::int
      where a.action in ('content.publish', 'content.publish-scheduled') and i.kind in ('updates', 'meetings')
        and 'updates' = any(${subscription.topics}::text[]) and (v.fields->'localities') ?| ${subscription.localities}::text[]
        and a.created_at > ${since} and a.created_at <= ${until}
    union all
    -- Comment periods that opened (issue 41), for the localities they cover, or for all when statewide.
    select 'updates', coalesce((select string_agg(l.full_name, ', ' order by l.full_name) from localities l
                                where l.fips::text = any(${subscription.localities}::text[]) and l.fips::text = any(p.localities)), 'All of Virginia'),
           'Comment period open: ' || p.title,
           p.subject || '. Comments are taken until ' || to_char(p.closes_at at time zone 'America/New_York', 'MM/DD/YYYY HH12:MI AM') || ' Eastern time.',
           ${commentPeriodPrefix}::text || p.id, p.opens_at, null, null
      from comment_periods p
      where 'updates' = any(${subscription.topics}::text[]) and p.opening_noted_at is not null
        and (cardinality(p.localities) = 0 or p.localities && ${subscription.localities}::text[])
        and p.opens_at > ${since} and p.opens_at <= ${until}
    order by at`.execute(db);
  return rows.map(({ kind, key, ...item }) => (kind && key ? { ...item, path: publicPath(kind, key) ?? '/' } : item));
}

/** The digest went (or there was nothing): the next one lists what happens after `through`. */
export async function markDigestThrough(db: DbOrTrx, subscriptionId: string, through: Date): Promise<void> {
  await db.updateTable('alert_subscriptions').set({ digest_through: through }).where('id', '=', subscriptionId).execute();
}

/** A status record's status and its layer's locality: an approval is news for the locality's followers. */
export async function approvedLayerForAlert(db: DbOrTrx, statusRecordId: string) {
  return db
    .selectFrom('submission_status_records as r')
    .innerJoin('spatial_submissions as s', 's.id', 'r.submission_id')
    .innerJoin('localities as l', 'l.fips', 's.locality_fips')
    .select(['r.status', sql<string>`l.fips::text`.as('fips')])
    .where('r.id', '=', statusRecordId)
    .executeTakeFirst();
}

/** What a confirmation e-mail repeats of a sign-up: the address, and the localities, topics and frequency in words; null when the row is gone. */
export async function findAlertSignup(db: DbOrTrx, subscriptionId: string) {
  const row = await db
    .selectFrom('alert_subscriptions')
    .select(['email', 'localities', 'topics', 'frequency'])
    .where('id', '=', subscriptionId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    email: row.email,
    localities: await localityNames(db, row.localities),
    topics: row.topics.map((topic) => alertTopicLabels[topic]),
    frequency: alertFrequencyLabels[row.frequency],
  };
}
