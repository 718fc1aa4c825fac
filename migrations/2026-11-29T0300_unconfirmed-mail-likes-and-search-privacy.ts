import { type Kysely, sql } from 'kysely';

/*
 * Issue 54 (a security review), three findings about what the public can make us send or keep.
 *
 * 1. Receipts to addresses nobody has confirmed: each address gets at most a few a Virginia day,
 *    counted under a digest of the day and the lower-cased address, not the address in clear; rows older
 *    than yesterday are deleted as new ones are written (packages/db, unconfirmed-mail.ts).
 * 2. Likes: at most one per client address for a comment. A like keeps a digest of the comment and
 *    the address key the rate limits count by, not the address in clear; likes from before have none.
 * 3. Search insights: a query is counted under a digest of its week and words; its text is kept only
 *    once it has been searched 3 times that week (the admin lists read only rows with text), and
 *    anything shaped like an e-mail address or a phone number is never kept, not even counted. Once
 *    a week is over, what is left of its rarer queries is one row of counts (digest ''), so the week's
 *    total stays right. Existing rows are converted the same way.
 */

/** The searches a query needs in a week before its words are kept: SEARCH_INSIGHT_MIN_SEARCHES then. */
const MIN_SEARCHES = 3;
/** An e-mail address or a phone number, as contracts' looksLikeContactDetails says them. */
const contactDetails = sql`(query ~ '[^[:space:]]@[^[:space:]]' or query ~ '[0-9]([[:space:]().+/-]*[0-9]){9,}'
  or query ~ '(^|[^0-9])[0-9]{3}[[:space:].-][0-9]{4}([^0-9]|$)' or query ~ '[0-9]{7,}')`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table unconfirmed_mail_allowances (
      recipient text not null check (recipient ~ '^[0-9a-f]{64}$'),
      day date not null,
      sent integer not null check (sent > 0),
      primary key (recipient, day)
    )`.execute(db);
  await sql`create index unconfirmed_mail_allowances_day on unconfirmed_mail_allowances (day)`.execute(db);

  await sql`alter table comment_likes add column address_digest text check (address_digest ~ '^[0-9a-f]{64}$')`.execute(db);
  await sql`alter table comment_likes add constraint comment_likes_once_per_address unique (comment_id, address_digest)`.execute(db);

  await sql`delete from search_query_weeks where ${contactDetails}`.execute(db);
  await sql`alter table search_query_weeks add column digest text`.execute(db);
  await sql`update search_query_weeks set digest = encode(sha256(convert_to(to_char(week, 'YYYY-MM-DD') || chr(10) || query, 'UTF8')), 'hex')`.execute(db);
  await sql`alter table search_query_weeks drop constraint search_query_weeks_pkey`.execute(db);
  await sql`alter table search_query_weeks alter column query drop not null, alter column digest set not null`.execute(db);
  await sql`alter table search_query_weeks add primary key (week, digest)`.execute(db);
  // Queries searched fewer times than the minimum: only their counts stay, in their week's remainder row.
  await sql`
    with rare as (delete from search_query_weeks where searches < ${sql.lit(MIN_SEARCHES)} returning week, searches, found_nothing)
    insert into search_query_weeks (week, digest, query, searches, found_nothing)
    select week, '', null, sum(searches)::int, sum(found_nothing)::int from rare group by week`.execute(db);
  await sql`
    alter table search_query_weeks
      add constraint search_query_weeks_digest check (digest = '' or digest ~ '^[0-9a-f]{64}$'),
      add constraint search_query_weeks_text_when_common check (query is null or (digest <> '' and searches >= ${sql.lit(MIN_SEARCHES)}))`.execute(db);
  // The rows an ended week's remainder takes in, found at once by the first search of a new week.
  await sql`create index search_query_weeks_textless on search_query_weeks (week) where query is null and digest <> ''`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index search_query_weeks_textless`.execute(db);
  await sql`delete from search_query_weeks where query is null`.execute(db);
  await sql`alter table search_query_weeks drop constraint search_query_weeks_text_when_common, drop constraint search_query_weeks_digest`.execute(db);
  await sql`alter table search_query_weeks drop constraint search_query_weeks_pkey`.execute(db);
  await sql`alter table search_query_weeks drop column digest, alter column query set not null`.execute(db);
  await sql`alter table search_query_weeks add primary key (week, query)`.execute(db);

  await sql`alter table comment_likes drop constraint comment_likes_once_per_address`.execute(db);
  await sql`alter table comment_likes drop column address_digest`.execute(db);

  await sql`drop table unconfirmed_mail_allowances`.execute(db);
}
