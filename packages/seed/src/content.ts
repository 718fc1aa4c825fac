import { updateId, usDateToIso } from '@vtrans/contracts/content';
import { sql } from 'kysely';
import type { ContentKind } from '@vtrans/contracts/content-editing';
import { adoptPublishedContent, type Db, kindsWithItems } from '@vtrans/db';
import * as data from './data/datasets';
import { pages } from './data/pages';
import { spanishPageTranslations } from './data/translations';
import { upsertRows } from './upsert';

const positioned = <T extends object>(rows: readonly T[]) => rows.map((row, index) => ({ ...row, position: index + 1 }));

/**
 * A GAP-TA study area: the part of its locality within 3 km of the locality's centre, standing
 * in for the study boundary a locality would submit.
 */
async function seedGapTaStudies(db: Db) {
  for (const study of data.gapTaStudies) {
    await sql`
      insert into gap_ta_studies (id, title, locality_fips, fiscal_year, component, summary, status, area)
      select ${study.id}, ${study.title}, fips, ${study.fiscalYear}, ${study.component}, ${study.summary}, ${study.status},
             st_multi(st_collectionextract(st_intersection(geom, st_buffer(label_point::geography, 3000)::geometry), 3))
      from localities where fips = ${study.localityFips}
      on conflict (id) do update
        set title = excluded.title, locality_fips = excluded.locality_fips, fiscal_year = excluded.fiscal_year,
            component = excluded.component, summary = excluded.summary, status = excluded.status, area = excluded.area
        where (gap_ta_studies.title, gap_ta_studies.locality_fips, gap_ta_studies.fiscal_year, gap_ta_studies.component,
               gap_ta_studies.summary, gap_ta_studies.status, st_asewkb(gap_ta_studies.area))
          is distinct from (excluded.title, excluded.locality_fips, excluded.fiscal_year, excluded.component,
               excluded.summary, excluded.status, st_asewkb(excluded.area))
    `.execute(db);
  }
}

/** Paragraphs as a Markdown body: the same words, a blank line between them. */
const markdownOf = (paragraphs: readonly string[]) => paragraphs.join('\n\n');

/**
 * The team's Spanish of the vital pages whose English is page text (issue 62), as translations of
 * the English each page has when first seeded. Once: a page that has its Spanish already keeps
 * it — after the first seed it is staff's to keep current, like any translation.
 */
async function seedSpanishTranslations(db: Db) {
  for (const { route, body, ...fields } of spanishPageTranslations) {
    await sql`
      insert into content_translations (item_id, language, fields, translates_revision)
      select id, 'es', ${JSON.stringify({ ...fields, body: markdownOf(body) })}::jsonb, published_revision
      from content_items where kind = 'pages' and public_key = ${route} and published_revision is not null
      on conflict (item_id, language) do nothing
    `.execute(db);
  }
}

/**
 * Upserts every content dataset; rows whose values already match are not rewritten. A kind that
 * staff edit in /admin/content (issue 20) is seeded once: after that its rows are theirs, and a
 * later seed (every `npm start`) must not undo their work. Pages are the one exception: a page
 * the code gained since gets its row, as the route cannot render without one.
 */
export async function seedContent(db: Db) {
  const owned = await kindsWithItems(db);
  const pageRows = pages.map((page) => ({ ...page, body: markdownOf(page.body) }));
  if (owned.has('pages')) {
    for (const page of pageRows)
      await db
        .insertInto('pages')
        .values(page)
        .onConflict((conflict) => conflict.column('route').doNothing())
        .execute();
  } else {
    await upsertRows(db, 'pages', ['route'], pageRows);
  }
  const seedUnlessOwned = async (kind: Parameters<typeof owned.has>[0], seed: () => Promise<void>) => {
    if (!owned.has(kind)) await seed();
  };
  await seedUnlessOwned('updates', () =>
    upsertRows(
      db,
      'updates',
      ['id'],
      data.updates.map((update) => ({
        id: updateId(update.date, update.title),
        published_on: usDateToIso(update.date),
        title: update.title,
        intro: update.intro,
        body: update.intro,
      })),
    ),
  );
  await seedUnlessOwned('meetings', () =>
    upsertRows(
      db,
      'articles',
      ['name'],
      data.articles.map(({ startsAt, body, ...article }) => ({
        ...article,
        body: markdownOf(body),
        starts_at: sql`${startsAt}::timestamp at time zone 'America/New_York'`,
        meeting_on: startsAt.slice(0, 10),
      })),
    ),
  );
  await seedUnlessOwned('events', () =>
    upsertRows(
      db,
      'events',
      ['title'],
      data.events.map(({ startsAt, articleName, ...event }) => ({ ...event, starts_at: startsAt, article_name: articleName })),
    ),
  );
  await seedUnlessOwned('announcements', () =>
    upsertRows(
      db,
      'announcements',
      ['message'],
      data.announcements.map(({ date, showUntil, ...announcement }) => ({
        ...announcement,
        published_on: usDateToIso(date),
        show_until: showUntil ? usDateToIso(showUntil) : null,
      })),
    ),
  );
  await seedUnlessOwned('faqs', () => upsertRows(db, 'faqs', ['question'], positioned(data.faqs)));
  await upsertRows(db, 'statutory_requirements', ['citation'], positioned(data.statutoryRequirements));
  await seedUnlessOwned('strategic-actions', () => upsertRows(db, 'strategic_actions', ['code'], positioned(data.strategicActions)));
  await upsertRows(
    db,
    'survey_timeline',
    ['title'],
    data.surveyTimeline.map(({ date, ...milestone }) => ({ ...milestone, milestone_on: usDateToIso(date) })),
  );
  await seedGapTaStudies(db);
  await seedUnlessOwned('risk-register', () => upsertRows(db, 'risk_register', ['macrotrend'], positioned(data.riskRegister)));
  await seedUnlessOwned('by-the-numbers', () => upsertRows(db, 'by_the_numbers', ['label'], positioned(data.byTheNumbers)));
  await seedUnlessOwned('did-you-know', () => upsertRows(db, 'did_you_know', ['fact'], data.didYouKnow));
  await upsertRows(
    db,
    'whats_new',
    ['title'],
    data.whatsNew.map(({ date, ...item }) => ({ ...item, published_on: usDateToIso(date) })),
  );
  const adopted = await adoptPublishedContent(db);
  await seedOwnerGroups(db);
  await seedSpanishTranslations(db);
  return { pages: pages.length, updates: data.updates.length, articles: data.articles.length, contentItemsAdopted: adopted };
}

/** The office's teams that own content (issue 63), and which kinds each owns by default. */
const ownerGroups: { name: string; email: string; kinds: ContentKind[] }[] = [
  { name: 'Communications', email: 'vtrans-communications@oipi.example.gov', kinds: ['pages', 'faqs', 'updates', 'announcements', 'meetings', 'events'] },
  { name: 'Statewide planning', email: 'vtrans-planning@oipi.example.gov', kinds: ['strategic-actions', 'risk-register'] },
  { name: 'Data and GIS', email: 'vtrans-data@oipi.example.gov', kinds: ['did-you-know', 'by-the-numbers'] },
];

/** Adds the teams (a name in use is left alone) and gives the seed's own items (nobody has changed them) their kind's team when they have none; staff's choices stay. */
async function seedOwnerGroups(db: Db) {
  for (const group of ownerGroups) {
    await db
      .insertInto('owner_groups')
      .values({ name: group.name, email: group.email })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    await db
      .updateTable('content_items')
      .set({ owner_group_id: db.selectFrom('owner_groups').select('id').where('name', '=', group.name) })
      .where('owner_group_id', 'is', null)
      .where('updated_by', 'is', null)
      .where('kind', 'in', group.kinds)
      .execute();
  }
}
