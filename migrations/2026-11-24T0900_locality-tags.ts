import { type Kysely, sql } from 'kysely';

// Issue 21: editors tag program updates and meetings with the localities they concern, and people
// following a locality can ask to hear of them (the alert topic "updates").
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table updates add column localities text[] not null default '{}'`.execute(db);
  await sql`alter table articles add column localities text[] not null default '{}'`.execute(db);
  await sql`alter table alert_subscriptions drop constraint alert_subscriptions_topics_check`.execute(db);
  await sql`alter table alert_subscriptions add constraint alert_subscriptions_topics_check
    check (cardinality(topics) >= 1 and topics <@ array['comments', 'responses', 'layers', 'updates'])`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update alert_subscriptions set topics = array_remove(topics, 'updates')`.execute(db);
  await sql`delete from alert_subscriptions where cardinality(topics) = 0`.execute(db);
  await sql`alter table alert_subscriptions drop constraint alert_subscriptions_topics_check`.execute(db);
  await sql`alter table alert_subscriptions add constraint alert_subscriptions_topics_check
    check (cardinality(topics) >= 1 and topics <@ array['comments', 'responses', 'layers'])`.execute(db);
  await sql`alter table articles drop column localities`.execute(db);
  await sql`alter table updates drop column localities`.execute(db);
}
