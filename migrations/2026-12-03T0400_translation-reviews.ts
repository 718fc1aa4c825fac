import { type Kysely, sql } from 'kysely';

/*
 * Issue 63 (decision 055): a page's Spanish goes on the site only after another editor approves
 * it, as the English does. A translation is one row replaced in place (content_translations), so
 * a submission keeps the Spanish it was asked about — or, for "the Spanish still says the same",
 * no words (`fields` null) — with the English revision it says. Approval writes it to the
 * translation; the review keeps who wrote, who approved, and why one was sent back. A submission
 * that newer Spanish took the place of is 'replaced', by whoever submitted that: kept, because its
 * writer is one of the Spanish's writers, who do not approve it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table translation_reviews (
      id uuid primary key default gen_random_uuid(),
      item_id uuid not null references content_items (id) on delete restrict,
      language text not null check (language in ('es')),
      fields jsonb,
      translates_revision integer not null check (translates_revision > 0),
      submitted_by uuid references users (id) on delete set null,
      submitted_at timestamptz not null default now(),
      note text not null default '' check (length(note) <= 2000),
      decision text check (decision in ('approved', 'returned', 'replaced')),
      decided_by uuid references users (id) on delete set null,
      decided_at timestamptz,
      decision_note text not null default '' check (length(decision_note) <= 2000),
      check ((decision is null) = (decided_at is null))
    )`.execute(db);
  await sql`comment on table translation_reviews is ${sql.lit(
    'A page’s Spanish (or a confirmation that it still says the same, fields null) submitted for a second pair of eyes, and the decision (issue 63).',
  )}`.execute(db);
  await sql`create unique index translation_reviews_one_open on translation_reviews (item_id, language) where decision is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table translation_reviews`.execute(db);
}
