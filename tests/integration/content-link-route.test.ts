import { createContentItem } from '@vtrans/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { itemLinkProblems, linkProblemSentence, siteLinkRoute } from '@/server/domain/content-link-check';
import { cloneDatabase, type TestDatabase } from '../support/databases';

// What a link of content leads to on this site (issue 63): its route before any record is looked up,
// then the findings for an item of a database of the test's own.

const routeOf = (href: string) => {
  const target = siteLinkRoute(href);
  return target && target !== 'relative' ? target.route : target;
};

describe('siteLinkRoute', () => {
  it('finds the route of a page, a record’s page and a library file', () => {
    expect(routeOf('/about/about-vtrans')).toBe('/about/about-vtrans');
    expect(routeOf('/get-involved/program-updates/update?id=x')).toBe('/get-involved/program-updates/update');
    expect(routeOf('/resources/plan.pdf')).toBe('/resources/[...path]');
    expect(routeOf('/plans/no-such-plan')).toBeUndefined();
  });

  it('reads a Spanish address as the English page it stands for: one the English site lacks leads nowhere', () => {
    expect(routeOf('/es/about/privacy')).toBe('/es/about/privacy');
    expect(routeOf('/es/about/about-vtrans')).toBe('/about/about-vtrans');
    expect(routeOf('/es/plans/no-such-plan')).toBeUndefined();
    // The record is still checked: the English update page, with the Spanish address's query.
    const update = siteLinkRoute('/es/get-involved/program-updates/update?id=abc');
    expect(update !== 'relative' && update?.url.searchParams.get('id')).toBe('abc');
    expect(update !== 'relative' && update?.route).toBe('/get-involved/program-updates/update');
  });

  it('calls a path not from the root relative, and leaves other sites, e-mail, phone and anchors alone', () => {
    expect(siteLinkRoute('about/about-vtrans')).toBe('relative');
    expect(siteLinkRoute('../resources/plan.pdf')).toBe('relative');
    for (const href of ['https://www.vdot.virginia.gov/', 'mailto:info@oipi.virginia.gov', 'tel:+18045551212', '#contents', '?page=2', '//elsewhere.example'])
      expect(siteLinkRoute(href), href).toBeNull();
    expect(linkProblemSentence({ field: 'Body', href: 'about/x', problem: 'broken', relative: true })).toBe(
      'Body: the link to about/x does not start from the site’s root, so it leads somewhere different from each page that shows it; write it starting with / (or in full, for another site).',
    );
  });
});

describe('the link check of an item', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await cloneDatabase(inject('serverUrl'), inject('seededTemplate'));
  });
  afterAll(() => database.drop());

  it('names a Spanish address the English site lacks and a relative link, and passes a Spanish page that exists', async () => {
    const { db } = database;
    const { id: editor } = await db.insertInto('users').values({ email: 'links@example.org', role: 'editor' }).returning('id').executeTakeFirstOrThrow();
    const body = 'See [la privacidad](/es/about/privacy), [VTrans](/es/about/about-vtrans), [nada](/es/plans/none) and [the study](studies/old.pdf).';
    const itemId = await db
      .transaction()
      .execute((trx) => createContentItem(trx, 'updates', { date: '2026-11-30', title: 'Links', intro: 'Links.', body, localities: [] }, editor));
    expect((await itemLinkProblems(db, itemId)).map(linkProblemSentence)).toEqual([
      'Body: the link to studies/old.pdf does not start from the site’s root, so it leads somewhere different from each page that shows it; write it starting with / (or in full, for another site).',
      'Body: the link to /es/plans/none leads nowhere on this site.',
    ]);
  });
});
