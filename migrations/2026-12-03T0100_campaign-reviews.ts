import { type Kysely, sql } from 'kysely';

/*
 * Issue 63: a newsletter campaign goes to the public only after someone who wrote none of it
 * approves its exact words, as the site's content does (decision 048, 052). A campaign keeps no
 * history of its versions, so a review keeps the words it was asked about (subject and body) and
 * an approval counts only while the campaign still says them; `written_by` keeps everyone who
 * saved its words, who may not approve it. Whether campaigns need it is the same per-kind
 * setting as content's (`publishing_rules`, kind 'campaigns'; no row: they do).
 *
 * A draft deleted takes its reviews with it: nobody outside was sent it, and the audit log keeps
 * each step. A campaign that was sent cannot be deleted, so its reviews stay.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table campaigns add column written_by uuid[] not null default '{}'`.execute(db);
  await sql`update campaigns set written_by = array(select distinct w from unnest(array[created_by, updated_by]) as w where w is not null)`.execute(db);
  await sql`comment on column campaigns.written_by is ${sql.lit('Everyone who saved its subject or body (issue 63): none of them approves it.')}`.execute(db);

  await sql`
    create table campaign_reviews (
      id uuid primary key default gen_random_uuid(),
      campaign_id uuid not null references campaigns (id) on delete cascade,
      subject text not null,
      body text not null,
      submitted_by uuid references users (id) on delete set null,
      submitted_at timestamptz not null default now(),
      note text not null default '' check (length(note) <= 2000),
      decision text check (decision in ('approved', 'returned')),
      decided_by uuid references users (id) on delete set null,
      decided_at timestamptz,
      decision_note text not null default '' check (length(decision_note) <= 2000),
      check ((decision is null) = (decided_at is null))
    )`.execute(db);
  await sql`comment on table campaign_reviews is ${sql.lit(
    'The words of a newsletter campaign submitted for a second pair of eyes, and the decision on them (issue 63).',
  )}`.execute(db);
  // One open review per campaign: a second submission of the same words is the first one.
  await sql`create unique index campaign_reviews_one_open on campaign_reviews (campaign_id) where decision is null`.execute(db);
  // A campaign scheduled already was confirmed under the rules of its day: its words count as
  // approved, by whoever scheduled it, so it goes at its time rather than back to a draft.
  await sql`
    insert into campaign_reviews (campaign_id, subject, body, submitted_by, decision, decided_by, decided_at, decision_note)
    select id, subject, body, updated_by, 'approved', updated_by, now(), 'Scheduled before campaigns needed a second pair of eyes.'
    from campaigns where status = 'scheduled'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table campaign_reviews`.execute(db);
  await sql`alter table campaigns drop column written_by`.execute(db);
}
