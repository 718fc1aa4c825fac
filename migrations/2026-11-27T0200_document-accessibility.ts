import { type Kysely, sql } from 'kysely';

// Issue 37: every PDF checked for accessibility by the worker (its findings kept), staff's
// verification and the rule's exceptions recorded with who decided, a web version of every PDF,
// downloads counted per day (to fix the most read files first), and requests for an accessible
// format tracked to a due date.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table documents
      add column accessibility_check text not null default 'pending' check (accessibility_check in ('pending', 'passed', 'failed', 'none')),
      add column accessibility_findings jsonb not null default '[]',
      add column accessibility_checked_at timestamptz,
      add column verified_by uuid references users(id) on delete set null,
      add column verified_at timestamptz,
      add column accessibility_exception text check (accessibility_exception in ('archived', 'preexisting')),
      add column exception_reason text not null default '',
      add column exception_decided_by uuid references users(id) on delete set null,
      add column exception_decided_at timestamptz`.execute(db);
  await sql`update documents set accessibility_check = case when file_type = 'pdf' then 'pending' else 'none' end`.execute(db);
  await sql`
    create table document_web_versions (
      document_id uuid primary key references documents(id) on delete cascade,
      version jsonb not null,
      made_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table document_downloads (
      document_id uuid not null references documents(id) on delete cascade,
      day date not null,
      downloads integer not null default 0,
      primary key (document_id, day)
    )`.execute(db);
  await sql`
    create table accessibility_requests (
      id uuid primary key default gen_random_uuid(),
      document_id uuid not null references documents(id) on delete cascade,
      name text not null,
      email text not null,
      phone text not null default '',
      format text not null check (format in ('accessible-pdf', 'web-page', 'large-print', 'braille', 'audio', 'other')),
      details text not null default '',
      status text not null default 'received' check (status in ('received', 'in-progress', 'sent', 'closed')),
      received_at timestamptz not null default now(),
      due_on date not null,
      reminded_at timestamptz,
      closed_at timestamptz,
      staff_note text not null default '',
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index accessibility_requests_open on accessibility_requests (due_on) where status in ('received', 'in-progress')`.execute(db);
  // A document's page and its web version are cached public pages: a new web version refreshes
  // them like any content (decision 012). Downloads and requests are staff's, and not on those pages.
  for (const [event, rows] of Object.entries({ insert: 'new', update: 'new', delete: 'old' })) {
    await sql`
      create trigger ${sql.id(`document_web_versions_${event}_touch_page_cache`)}
      after ${sql.raw(event)} on document_web_versions
      referencing ${sql.raw(rows)} table as changed_rows
      for each statement execute function touch_cache_tag_if_changed('page-content')`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table accessibility_requests`.execute(db);
  await sql`drop table document_downloads`.execute(db);
  await sql`drop table document_web_versions`.execute(db);
  await sql`
    alter table documents
      drop column accessibility_check, drop column accessibility_findings, drop column accessibility_checked_at,
      drop column verified_by, drop column verified_at, drop column accessibility_exception,
      drop column exception_reason, drop column exception_decided_by, drop column exception_decided_at`.execute(db);
}
