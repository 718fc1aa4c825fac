import 'server-only';
import { contentLinks, isSiteLink } from '@vtrans/contracts/content-links';
import { AppError } from '@vtrans/contracts/errors';
import { type DbOrTrx, latestContentFields, listLinkExceptions, resolveSiteLinks } from '@vtrans/db';
import { findRoute } from '../http/routes/find-route';

/*
 * The link check that blocks publishing (issue 63, decision 048): every link of an item's latest
 * version to this site must lead somewhere — a page of the app, an update, a meeting, a document of
 * the library — and a linked library document that fails the site's accessibility checks needs
 * staff's recorded reason. Run when a version is submitted, approved, published or scheduled; the
 * item's page shows the same list before anyone asks. Links to other sites are the worker's.
 */

export type LinkProblem = {
  /** The field's label (“Body”, “Documents from the library”). */
  field: string;
  href: string;
  problem: 'broken' | 'inaccessible';
  document?: { id: string; title: string };
  /** For an inaccessible document: the reason staff recorded for linking it anyway. */
  exception?: { reason: string; decider: string | null; decidedAt: Date };
};

const site = 'https://site.invalid';

/** Every link of the item's latest version that is broken or leads to an inaccessible document, with any exception recorded. */
export async function itemLinkProblems(db: DbOrTrx, itemId: string): Promise<LinkProblem[]> {
  const latest = await latestContentFields(db, itemId);
  if (!latest) throw new AppError('not-found', 'No such item: it may have been removed.');
  const links = contentLinks(latest.kind, latest.fields)
    .filter((link) => link.documentId || isSiteLink(link.href))
    .map((link) => ({ ...link, url: link.documentId ? null : new URL(link.href, site) }));
  const routed = links.map((link) => ({ ...link, route: link.url ? findRoute(link.url.pathname)?.pattern : undefined }));
  const fileOf = (url: URL) => decodeURIComponent(url.pathname.slice('/resources/'.length));
  const names = {
    updateIds: routed.flatMap((link) => (link.route === '/get-involved/program-updates/update' ? [link.url!.searchParams.get('id') ?? ''] : [])),
    articleNames: routed.flatMap((link) => (link.route === '/get-involved/meetings/meeting' ? [link.url!.searchParams.get('article') ?? ''] : [])),
    fileNames: routed.flatMap((link) => (link.route === '/resources/[...path]' ? [fileOf(link.url!)] : [])),
    documentIds: routed.flatMap((link) => (link.documentId ? [link.documentId] : [])),
  };
  const [found, exceptions] = await Promise.all([resolveSiteLinks(db, names), listLinkExceptions(db, itemId)]);
  const problems = routed.flatMap((link): LinkProblem[] => {
    const broken = [{ field: link.field, href: link.href, problem: 'broken' as const }];
    if (!link.documentId && !link.route) return broken;
    if (link.route === '/get-involved/program-updates/update') return found.updates.has(link.url!.searchParams.get('id') ?? '') ? [] : broken;
    if (link.route === '/get-involved/meetings/meeting') return found.articles.has(link.url!.searchParams.get('article') ?? '') ? [] : broken;
    if (link.route !== '/resources/[...path]' && !link.documentId) return [];
    const document = found.documents.find((row) => (link.documentId ? row.id === link.documentId : row.file_name === fileOf(link.url!)));
    if (!document) return broken;
    // Failed the checks, and no exception under the ADA rule recorded for the document itself.
    if (document.accessibility_check !== 'failed' || document.accessibility_exception) return [];
    const exception = exceptions.get(document.id);
    return [
      {
        field: link.field,
        href: link.documentId ? `/resources/${document.file_name}` : link.href,
        problem: 'inaccessible',
        document: { id: document.id, title: document.title },
        ...(exception ? { exception: { reason: exception.reason, decider: exception.decider, decidedAt: exception.decided_at } } : {}),
      },
    ];
  });
  // A document linked twice (in the body and among the chosen documents) is one finding, with one reason form.
  return problems.filter((problem, index) => !problem.document || problems.findIndex((other) => other.document?.id === problem.document!.id) === index);
}

/** The sentence naming one problem, as the refusal and the item's page say it. */
export function linkProblemSentence(problem: LinkProblem): string {
  return problem.problem === 'broken'
    ? `${problem.field}: the link to ${problem.href} leads nowhere on this site.`
    : `${problem.field}: “${problem.document!.title}” (${problem.href}) fails the accessibility checks.`;
}

/** Refuses to let a version with a broken link, or an inaccessible document nobody gave a reason for, go further. */
export async function assertLinksPublishable(db: DbOrTrx, itemId: string): Promise<void> {
  const blocking = (await itemLinkProblems(db, itemId)).filter((problem) => problem.problem === 'broken' || !problem.exception);
  if (!blocking.length) return;
  throw new AppError(
    'invalid',
    `Not yet: ${blocking.map(linkProblemSentence).join(' ')} Fix ${blocking.length === 1 ? 'it' : 'them'}${
      blocking.some((problem) => problem.problem === 'inaccessible') ? ', or record why an inaccessible document is linked anyway,' : ''
    } on the item’s page.`,
  );
}
