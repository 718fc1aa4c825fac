import { type Kysely, sql } from 'kysely';

/*
 * Issue 63: every item has an owner and a date by which someone looks at it again. An owner group
 * is a team with an address (“Planning team”, planning@…): the reminders go there before and on
 * the date, and to the administrators too once it is a week past. An item with no group says so
 * on the admin home rather than pretend someone owns it. Staff can also flag a live item “needs
 * review” without writing a draft; the next publication, or someone marking it reviewed, clears it.
 *
 * Each reminder is recorded (item, date, stage) when its event is written, in one transaction, so
 * a sweep run twice, or by two workers, sends it once; a new date starts a new set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table owner_groups (
      id uuid primary key default gen_random_uuid(),
      name text not null unique check (length(name) between 2 and 100),
      email text not null check (length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`comment on table owner_groups is ${sql.lit('Teams that own content: review-by reminders go to their address (issue 63).')}`.execute(db);
  await sql`
    alter table content_items
      add column owner_group_id uuid references owner_groups (id) on delete restrict,
      add column review_by date,
      add column needs_review_at timestamptz,
      add column needs_review_by uuid references users (id) on delete set null,
      add column needs_review_note text not null default '' check (length(needs_review_note) <= 2000)`.execute(db);
  await sql`create index content_items_review_by on content_items (review_by) where review_by is not null`.execute(db);
  // What is on the site already is due a period from today, by kind, as the code's reviewMonths
  // said when this was written: none of it goes unreminded until its next publication.
  await sql`
    update content_items set review_by = (now() at time zone 'America/New_York')::date + make_interval(months => m.months)
      from (values ('faqs', 12), ('pages', 12), ('risk-register', 12), ('did-you-know', 12), ('strategic-actions', 6), ('by-the-numbers', 6)) as m (kind, months)
      where content_items.kind = m.kind and content_items.published_revision is not null and content_items.review_by is null`.execute(db);
  await sql`
    create table review_reminders (
      item_id uuid not null references content_items (id) on delete cascade,
      review_by date not null,
      stage text not null check (stage in ('before', 'due', 'overdue')),
      sent_at timestamptz not null default now(),
      primary key (item_id, review_by, stage)
    )`.execute(db);
  await sql`comment on table review_reminders is ${sql.lit('Review-by reminders written, one per item, date and stage: a sweep run again sends none twice (issue 63).')}`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table review_reminders`.execute(db);
  await sql`alter table content_items drop column owner_group_id, drop column review_by, drop column needs_review_at, drop column needs_review_by, drop column needs_review_note`.execute(
    db,
  );
  await sql`drop table owner_groups`.execute(db);
}
