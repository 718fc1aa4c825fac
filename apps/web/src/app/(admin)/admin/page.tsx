import type { Metadata } from 'next';
import Link from 'next/link';
import { commentPeriodRoles, roleShortNames, staffRoles } from '@vtrans/contracts/auth';
import { campaignRoles } from '@vtrans/contracts/campaigns';
import { type ContentKind, contentKinds, contentRoles } from '@vtrans/contracts/content-editing';
import { csrfToken } from '@/server/auth/session';
import { adminFrontPageData } from '@/server/domain/restricted/account';

export const metadata: Metadata = { title: 'Admin', description: 'VTrans staff area.' };

type Waiting = Awaited<ReturnType<typeof adminFrontPageData>>['waiting'];

/** “Question (FAQ)” → “question (FAQ)”: a label within a sentence, its acronyms kept. */
const lowerFirst = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The work waiting for this role, each count linked to where it is done; only counts above zero. */
function waitingWork(waiting: Waiting, can: (roles: readonly string[]) => boolean, isAdmin: boolean) {
  const items: { href: string; text: string; urgent?: boolean }[] = [];
  if (can(staffRoles)) {
    if (waiting.overdueRequests)
      items.push({
        href: '/admin/documents/accessibility',
        text: `${count(waiting.overdueRequests, 'request for an accessible format is', 'requests for an accessible format are')} past due`,
        urgent: true,
      });
    if (waiting.openRequests - waiting.overdueRequests) {
      items.push({
        href: '/admin/documents/accessibility',
        text: `${count(waiting.openRequests - waiting.overdueRequests, 'request for an accessible format is', 'requests for an accessible format are')} open`,
      });
    }
    if (waiting.submissionsToReview)
      items.push({
        href: '/admin/spatial-data/review',
        text: `${count(waiting.submissionsToReview, 'spatial data submission waits', 'spatial data submissions wait')} for review`,
      });
    if (waiting.unansweredMapComments)
      items.push({ href: '/admin/comments', text: `${count(waiting.unansweredMapComments, 'map comment has', 'map comments have')} no response` });
    if (waiting.gapTaToDecide)
      items.push({ href: '/admin/gap-ta', text: `${count(waiting.gapTaToDecide, 'GAP-TA application waits', 'GAP-TA applications wait')} for a decision` });
    if (waiting.documentsPublishedWithoutReview)
      items.push({
        href: '/admin/documents#waiting-for-review',
        text: `${count(waiting.documentsPublishedWithoutReview, 'document was published without review and waits', 'documents were published without review and wait')} for approval afterwards`,
        urgent: true,
      });
    if (waiting.documentsToReview)
      items.push({
        href: '/admin/documents#waiting-for-review',
        text: `${count(waiting.documentsToReview, 'uploaded document waits', 'uploaded documents wait')} for a second pair of eyes`,
      });
    if (waiting.documentsPastReviewBy)
      items.push({
        href: '/admin/documents#due-for-review',
        text: count(waiting.documentsPastReviewBy, 'document in the library is past its review date', 'documents in the library are past their review date'),
      });
    if (waiting.unreadableDocuments)
      items.push({ href: '/admin/documents', text: `${count(waiting.unreadableDocuments, 'document’s text', 'documents’ text')} could not be read` });
  }
  if (can(contentRoles)) {
    if (waiting.publishedWithoutReview)
      items.push({
        href: '/admin/content/reviews',
        text: `${count(waiting.publishedWithoutReview, 'item was published without review and waits', 'items were published without review and wait')} for approval afterwards`,
        urgent: true,
      });
    if (waiting.pastReviewBy)
      items.push({
        href: '/admin/content/owners',
        text: count(waiting.pastReviewBy, 'item on the site is past its review date', 'items on the site are past their review date'),
        urgent: true,
      });
    if (waiting.flaggedForReview)
      items.push({ href: '/admin/content/owners', text: `${count(waiting.flaggedForReview, 'item is', 'items are')} flagged as needing review` });
    if (waiting.withoutOwner)
      items.push({ href: '/admin/content/owners', text: `${count(waiting.withoutOwner, 'item on the site has', 'items on the site have')} no owner` });
    if (waiting.brokenExternalLinks)
      items.push({
        href: '/admin/content/links',
        text: `${count(waiting.brokenExternalLinks, 'link to another site is', 'links to other sites are')} broken`,
      });
    if (waiting.contentToReview)
      items.push({
        href: '/admin/content/reviews',
        text: `${count(waiting.contentToReview, 'version of content waits', 'versions of content wait')} for a second pair of eyes`,
      });
    if (waiting.translationsToReview)
      items.push({
        href: '/admin/content/reviews',
        text: `${count(waiting.translationsToReview, 'Spanish version waits', 'Spanish versions wait')} for a second pair of eyes`,
      });
    if (waiting.campaignsToReview)
      items.push({
        href: '/admin/content/reviews',
        text: `${count(waiting.campaignsToReview, 'newsletter campaign waits', 'newsletter campaigns wait')} for a second pair of eyes`,
      });
    for (const [status, counts, one, many] of [
      ['scheduled', waiting.scheduledContent, 'is scheduled to be published', 'are scheduled to be published'],
      ['draft', waiting.draftContent, 'is a draft, not yet published', 'are drafts, not yet published'],
    ] as const) {
      for (const [kind, n] of Object.entries(counts ?? {})) {
        if (!(kind in contentKinds)) continue;
        const spec = contentKinds[kind as ContentKind];
        items.push({
          href: `/admin/content?kind=${kind}&status=${status}`,
          text: count(n, `${lowerFirst(spec.label)} ${one}`, `${lowerFirst(spec.plural)} ${many}`),
        });
      }
    }
  }
  if (isAdmin && waiting.failedJobs)
    items.push({
      href: '/admin/queues?state=failed',
      text: `${count(waiting.failedJobs, 'background job', 'background jobs')} failed for good in the last 7 days`,
      urgent: true,
    });
  return items;
}

export default async function AdminPage() {
  const [{ viewer: session, hasFactor, waiting }, csrf] = await Promise.all([adminFrontPageData(), csrfToken()]);
  const can = (roles: readonly string[]) => roles.includes(session.user.role);
  const work = waitingWork(waiting, can, session.user.role === 'admin');
  return (
    <div className="container content-page">
      <h1>VTrans admin</h1>
      <p>
        Signed in as {session.user.email} ({roleShortNames[session.user.role]}).
      </p>
      {!hasFactor && (
        <p className="callout" role="note">
          Your account has no second factor: anyone who learns your password or reads your e-mail can sign in as you.{' '}
          <Link href="/admin/account">Add an authenticator app or a passkey</Link>.
        </p>
      )}
      <h2>Waiting for you</h2>
      {work.length === 0 ? (
        <p>Nothing is waiting for you.</p>
      ) : (
        <ul className="waiting-work">
          {work.map((item) => (
            <li key={item.text}>
              <Link href={item.href}>{item.urgent ? <strong>{item.text}</strong> : item.text}</Link>
            </li>
          ))}
        </ul>
      )}
      <h2>Everything in the admin area</h2>
      <ul>
        {session.user.role === 'admin' && (
          <>
            <li>
              <Link href="/admin/users">Users and roles</Link>
            </li>
            <li>
              <Link href="/admin/queues">Job queues</Link>
            </li>
            <li>
              <Link href="/admin/suppressions">Suppressed e-mail addresses</Link>
            </li>
            <li>
              <Link href="/admin/audit">Audit log: what staff deleted, published and e-mailed</Link>
            </li>
          </>
        )}
        {can(contentRoles) && (
          <>
            <li>
              <Link href="/admin/content">Content: updates, meetings, announcements, FAQs and page text</Link>
            </li>
            <li>
              <Link href="/admin/search">Site search: synonyms and abbreviations</Link>
            </li>
          </>
        )}
        {can(commentPeriodRoles) && (
          <li>
            <Link href="/admin/comment-periods">
              {can(staffRoles)
                ? 'Comment periods: schedule them, enter, tag and answer their comments'
                : 'Comment periods: schedule them and set their dates and documents'}
            </Link>
          </li>
        )}
        {can(campaignRoles) && (
          <li>
            <Link href="/admin/newsletter">Newsletter: write and send campaigns</Link>
          </li>
        )}
        {can(staffRoles) && (
          <>
            <li>
              <Link href="/admin/comments">Map comments</Link>
            </li>
            <li>
              <Link href="/admin/spatial-data">Spatial data submissions</Link>
            </li>
            <li>
              <Link href="/admin/gap-ta">GAP-TA applications</Link>
            </li>
            <li>
              <Link href="/admin/documents">Documents</Link>
            </li>
          </>
        )}
        <li>
          <Link href="/admin/account">Your account’s security: password, second factor and sessions</Link>
        </li>
        <li>
          {/* Signs out at once, as the header's button does (issue 59: a link led to a page asking again). */}
          <form method="post" action="/api/auth/signout">
            <input type="hidden" name="csrfToken" value={csrf ?? ''} />
            <button type="submit" className="link-button">
              Sign out
            </button>
          </form>
        </li>
      </ul>
    </div>
  );
}
