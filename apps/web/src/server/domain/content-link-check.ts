import 'server-only';
import { type ContentLink, contentLinks, isSiteLink } from '@vtrans/contracts/content-links';
import { englishPathOf } from '@vtrans/contracts/languages';
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
  /** A broken link that is relative (“about/x”): it leads to different places from different pages. */
  relative?: boolean;
  document?: { id: string; title: string };
  /** For an inaccessible document: the reason staff recorded for linking it anyway. */
  exception?: { reason: string; decider: string | null; decidedAt: Date };
};

const site = 'https://site.invalid';

/** An address with a scheme (https:, mailto:, tel:), or one within the page (#…, ?…): not a path on this site to check. */
const notAPath = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href) || /^[#?]/.test(href);

/**
 * What a link of content leads to on this site: the route of the app that answers it (for a
 * Spanish address, `/es/<path>`, the English page's where the Spanish stands for it: the catch-all
 * answers every English page and only those); `relative` for a path not from the site's root, which leads somewhere
 * different from the list, the page and an e-mail; null for what is not a path on this site.
 */
/**
 * The Spanish routes a link is checked as the English page's: the catch-all, and the Spanish page
 * of a program update, which shows the English update's record (its `?id=` is checked as the English).
 */
const spanishOfEnglish = new Set(['/es/[...path]', '/es/get-involved/program-updates/update']);

export function siteLinkRoute(href: string): { url: URL; route: string | undefined } | 'relative' | null {
  if (isSiteLink(href)) {
    const url = new URL(href, site);
    const route = findRoute(url.pathname);
    if (!spanishOfEnglish.has(route?.pattern ?? '')) return { url, route: route?.pattern };
    const english = new URL(`${englishPathOf(url.pathname)}${url.search}`, site);
    const page = findRoute(english.pathname);
    return { url: english, route: page?.kind === 'page' && !page.pattern.startsWith('/es') ? page.pattern : undefined };
  }
  return href.startsWith('/') || notAPath(href) ? null : 'relative';
}

/** Every link of the item's latest version that is broken or leads to an inaccessible document, with any exception recorded. */
export async function itemLinkProblems(db: DbOrTrx, itemId: string): Promise<LinkProblem[]> {
  const latest = await latestContentFields(db, itemId);
  if (!latest) throw new AppError('not-found', 'No such item: it may have been removed.');
  const relative: LinkProblem[] = [];
  const routed = contentLinks(latest.kind, latest.fields).flatMap((link): (ContentLink & { url: URL | null; route: string | undefined })[] => {
    if (link.documentId) return [{ ...link, url: null, route: undefined }];
    const target = siteLinkRoute(link.href);
    if (target === 'relative') relative.push({ field: link.field, href: link.href, problem: 'broken', relative: true });
    return target && target !== 'relative' ? [{ ...link, ...target }] : [];
  });
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
  return [...relative, ...problems].filter(
    (problem, index) => !problem.document || problems.findIndex((other) => other.document?.id === problem.document!.id) === index,
  );
}

/** The sentence naming one problem, as the refusal and the item's page say it. */
export function linkProblemSentence(problem: LinkProblem): string {
  if (problem.relative)
    return `${problem.field}: the link to ${problem.href} does not start from the site’s root, so it leads somewhere different from each page that shows it; write it starting with / (or in full, for another site).`;
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
