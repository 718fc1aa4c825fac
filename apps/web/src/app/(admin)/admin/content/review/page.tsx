import { sitePaths } from '@vtrans/contracts/site-paths';
import { hasPublicHistory } from '@vtrans/contracts/change-notes';
import { contentKinds, versionNumber } from '@vtrans/contracts/content-editing';
import { virginiaDateTime } from '@vtrans/contracts/dates';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { decideReviewAction } from '@/actions/content-reviews';
import { ActionForm } from '@/components/action-form';
import { OutcomeGroup } from '@/components/outcome-group';
import { PublishForms } from '@/components/content/publish-forms';
import { ExternalLinkChecks } from '@/components/content/external-link-checks';
import { LinkChecks } from '@/components/content/link-checks';
import { ReviewHistory } from '@/components/content/review-history';
import { RevisionDiff } from '@/components/content/revision-diff';
import { diffRevisions } from '@/lib/content-revisions';
import { itemExternalLinksData, itemLinksData, reviewData } from '@/server/domain/restricted/content';

export const metadata: Metadata = {
  title: 'Review a version',
  description: 'What changed in a version of the site’s content, approved or sent back by a second editor.',
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const Address = z.object({ item: z.uuid().catch(''), revision: versionNumber.catch(0) });

/**
 * A second pair of eyes on one version (issue 63): every change since the version on the site,
 * word by word and open, its preview, and the decision — approve it as it is, or send it back with
 * a note. Once approved, publishing it is one more confirmed step, here or on the item's page.
 */
export default async function ReviewPage({ searchParams }: Props) {
  const address = Address.parse(await searchParams);
  // Read (and the role checked) first: the signed-out are sent to sign in, not told it is not found.
  const review = await reviewData(address.item, address.revision);
  if (!review && !address.item)
    return (
      <div className="container content-page">
        <h1>Review a version</h1>
        <p>
          Choose a version from <Link href={sitePaths.contentReviews}>the list of what waits for review</Link>.
        </p>
      </div>
    );
  if (!review) notFound();
  const { item, waiting, onTheSite, reviews, viewer, authors, excluded, latest, title, history } = review;
  const [links, externalLinks] = await Promise.all([itemLinksData(item.id), itemExternalLinksData(item.id)]);
  const spec = contentKinds[item.kind];
  const current = reviews.find((row) => row.revision === waiting.number && row.decision === null) ?? null;
  const decided = reviews.find((row) => row.revision === waiting.number && row.decision !== null) ?? null;
  const own = current && excluded.has(viewer.id);
  const changes = diffRevisions(item.kind, (onTheSite?.fields ?? {}) as Record<string, unknown>, waiting.fields as Record<string, unknown>);

  return (
    <OutcomeGroup>
      <div className="container content-page">
        <p>
          <Link href={sitePaths.contentReviews}>Waiting for review</Link> · <Link href={sitePaths.contentItem(item.id)}>The item’s page</Link>
        </p>
        <h1>
          Review {spec.label.toLowerCase()}: {title || '(untitled)'}, version {waiting.number}
        </h1>
        <dl className="facts">
          <dt>Written</dt>
          <dd>
            {virginiaDateTime(waiting.created_at)} by {authors.join(', ') || 'the seed'}
          </dd>
          {current && (
            <>
              <dt>{current.emergency ? 'Published without review' : 'Submitted'}</dt>
              <dd>
                {virginiaDateTime(current.submitted_at)} by {current.submitter ?? 'a former user'}
                {current.note ? `: “${current.note}”` : ''}
              </dd>
            </>
          )}
          <dt>On the site now</dt>
          <dd>{item.published_revision === null ? 'Nothing: this is its first publication.' : `Version ${item.published_revision}.`}</dd>
          {hasPublicHistory(item.kind) && (
            <>
              <dt>Readers are told</dt>
              <dd>{history.first ? 'The day it was first published.' : history.note ? `“${history.note}”` : 'Nothing: a minor change.'}</dd>
            </>
          )}
        </dl>
        <p>
          <Link href={sitePaths.contentPreview(item.id, waiting.number)}>Preview version {waiting.number} as the public would read it</Link>
        </p>

        <h2>What changed</h2>
        <RevisionDiff older={onTheSite ? onTheSite.number : null} newer={waiting.number} changes={changes} open />

        <h2>Links</h2>
        <LinkChecks itemId={item.id} problems={links} />
        <h3>Links to other sites</h3>
        <ExternalLinkChecks links={externalLinks} />

        <h2>Your decision</h2>
        {!current && (
          <p>
            {decided
              ? `Version ${waiting.number} was ${decided.decision === 'approved' ? 'approved' : 'sent back'} by ${decided.decider ?? 'a former user'} at ${virginiaDateTime(decided.decided_at!)}.`
              : `Version ${waiting.number} is not waiting for review.`}
          </p>
        )}
        {current && own && (
          <p>
            {current.emergency ? 'You published or wrote this version' : 'You wrote or submitted these changes'}: someone else with an editor’s or an
            administrator’s role decides on them.
          </p>
        )}
        {/* The form stays once it has answered, so its answer does too (issue 56). */}
        <ActionForm action={decideReviewAction}>
          <input type="hidden" name="itemId" value={item.id} />
          <input type="hidden" name="version" value={item.version} />
          <input type="hidden" name="revision" value={waiting.number} />
          {current && !own && (
            <>
              <label htmlFor="review-note">Note to the editor {current.emergency ? '(optional)' : '(needed to send it back)'}</label>
              <textarea id="review-note" name="note" rows={3} maxLength={2000} />
              <p className="button-row">
                <button type="submit" name="decision" value="approved" className="button">
                  {current.emergency ? `Approve version ${waiting.number} afterwards` : `Approve version ${waiting.number}`}
                </button>
                {!current.emergency && (
                  <button type="submit" name="decision" value="returned" className="button button--outline">
                    Send it back
                  </button>
                )}
              </p>
            </>
          )}
        </ActionForm>
        {decided?.decision === 'approved' && !decided.emergency && waiting.number === latest && (
          <>
            <h2>Publish</h2>
            <PublishForms item={item} latest={waiting.number} />
          </>
        )}

        <h2>Reviews of this item</h2>
        <ReviewHistory reviews={reviews} />
      </div>
    </OutcomeGroup>
  );
}
