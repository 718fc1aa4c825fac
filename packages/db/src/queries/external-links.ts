import { type ContentKind } from '@vtrans/contracts/content-editing';
import { contentLinks, isExternalLink } from '@vtrans/contracts/content-links';
import { sql } from 'kysely';
import type { DbOrTrx } from '../db';

/*
 * Links from content to other sites (issue 63): where each is used, read from the items' versions
 * on the site and their latest versions (a draft's new link is checked before anyone publishes it),
 * and how the worker last found each (external_links). The worker checks; the report and the
 * item's page read.
 */

export type ExternalLinkOutcome = 'ok' | 'broken' | 'unverified';

export type ExternalLinkUse = {
  itemId: string;
  title: string;
  kind: ContentKind;
  field: string;
  /** In the version on the site (else only in the latest, unpublished one). */
  onSite: boolean;
};

/** Every external address in content (of one item, when given), with where it is used. */
export async function externalLinkUses(db: DbOrTrx, itemId?: string): Promise<Map<string, ExternalLinkUse[]>> {
  let query = db
    .selectFrom('content_items as i')
    .innerJoin('content_revisions as r', 'r.item_id', 'i.id')
    .select(['i.id', 'i.title', 'i.kind', 'r.fields', sql<boolean>`coalesce(r.number = i.published_revision, false)`.as('on_site')])
    .where((eb) =>
      eb.or([
        eb('r.number', '=', eb.ref('i.published_revision')),
        eb(
          'r.number',
          '=',
          eb
            .selectFrom('content_revisions as l')
            .select(sql<number>`max(l.number)`.as('n'))
            .whereRef('l.item_id', '=', 'i.id'),
        ),
      ]),
    );
  if (itemId) query = query.where('i.id', '=', itemId);
  const uses = new Map<string, ExternalLinkUse[]>();
  for (const row of await query.orderBy('i.title').execute()) {
    const links = contentLinks(row.kind as ContentKind, row.fields as Record<string, unknown>).filter((link) => isExternalLink(link.href));
    for (const link of links) {
      const list = uses.get(link.href) ?? [];
      const same = list.find((use) => use.itemId === row.id && use.field === link.field);
      // The same link in the version on the site and the latest: one use, on the site.
      if (same) same.onSite ||= row.on_site;
      else list.push({ itemId: row.id, title: row.title, kind: row.kind as ContentKind, field: link.field, onSite: row.on_site });
      uses.set(link.href, list);
    }
  }
  return uses;
}

/** How the worker last found these addresses; an address never checked has no entry. */
export async function externalLinkStates(db: DbOrTrx, urls: readonly string[]) {
  if (!urls.length) return new Map<string, { outcome: ExternalLinkOutcome; answer: string; checked_at: Date; broken_since: Date | null }>();
  const rows = await db
    .selectFrom('external_links')
    .select(['url', 'outcome', 'answer', 'checked_at', 'broken_since'])
    .where('url', 'in', [...urls])
    .execute();
  return new Map(rows.map(({ url, outcome, ...state }) => [url, { ...state, outcome: outcome as ExternalLinkOutcome }]));
}

/** Of these addresses, those never checked or last checked before `checkedBefore`, oldest first, at most `limit`. */
export async function externalLinksDue(db: DbOrTrx, urls: readonly string[], checkedBefore: Date, limit: number): Promise<string[]> {
  const states = await externalLinkStates(db, urls);
  const age = (url: string) => states.get(url)?.checked_at.getTime() ?? -Infinity;
  return urls
    .filter((url) => age(url) < checkedBefore.getTime())
    .sort((a, b) => age(a) - age(b))
    .slice(0, limit);
}

/** What the worker found; a broken address keeps the time it was first found broken until it works again. */
export async function recordExternalLinkCheck(db: DbOrTrx, check: { url: string; outcome: ExternalLinkOutcome; answer: string }): Promise<void> {
  const brokenSince = check.outcome === 'broken' ? sql<Date>`now()` : null;
  await db
    .insertInto('external_links')
    .values({ url: check.url, outcome: check.outcome, answer: check.answer.slice(0, 300), checked_at: sql`now()`, broken_since: brokenSince })
    .onConflict((conflict) =>
      conflict.column('url').doUpdateSet({
        outcome: check.outcome,
        answer: check.answer.slice(0, 300),
        checked_at: sql`now()`,
        broken_since: check.outcome === 'broken' ? sql`coalesce(external_links.broken_since, now())` : null,
      }),
    )
    .execute();
}

export type ExternalLinkReportRow = {
  url: string;
  outcome: ExternalLinkOutcome;
  answer: string;
  checkedAt: Date;
  brokenSince: Date | null;
  uses: ExternalLinkUse[];
};

/** The report: links found broken or not verifiable, each with where it is used, and how many work or wait for a first check. */
export async function externalLinkReport(db: DbOrTrx) {
  const uses = await externalLinkUses(db);
  const states = await externalLinkStates(db, [...uses.keys()]);
  const problems: ExternalLinkReportRow[] = [];
  let working = 0;
  let waiting = 0;
  for (const [url, used] of uses) {
    const state = states.get(url);
    if (!state) waiting += 1;
    else if (state.outcome === 'ok') working += 1;
    else problems.push({ url, outcome: state.outcome, answer: state.answer, checkedAt: state.checked_at, brokenSince: state.broken_since, uses: used });
  }
  // Broken before unverified; the longest broken first.
  problems.sort((a, b) => (a.outcome === b.outcome ? (a.brokenSince?.getTime() ?? 0) - (b.brokenSince?.getTime() ?? 0) : a.outcome === 'broken' ? -1 : 1));
  const lastChecked = [...states.values()].reduce<Date | null>((latest, state) => (!latest || state.checked_at > latest ? state.checked_at : latest), null);
  return { problems, working, waiting, lastChecked };
}
