import { sitePaths } from '@vtrans/contracts/site-paths';
import { ContentKindName, contentKindNames, contentKinds, fixedKinds, meetingTimeZones, publicPath } from '@vtrans/contracts/content-editing';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { restoreContentAction, unpublishContentAction } from '@/actions/content';
import { ActionForm } from '@/components/action-form';
import { ConsequentialForm } from '@/components/consequential-form';
import { OutcomeGroup } from '@/components/outcome-group';
import { ContentEditor } from '@/components/content/content-editor';
import { ItemAt } from '@/components/content/publish-forms';
import { PublishStep } from '@/components/content/publish-step';
import { ExternalLinkChecks } from '@/components/content/external-link-checks';
import { LinkChecks } from '@/components/content/link-checks';
import { FactChecks } from '@/components/content/fact-checks';
import { ReviewPlanForms } from '@/components/content/review-plan';
import { ReviewHistory } from '@/components/content/review-history';
import { RevisionDiff } from '@/components/content/revision-diff';
import { diffRevisions, statusLabel } from '@/lib/content-revisions';
import {
  contentAuditData,
  contentItemData,
  editorChoicesData,
  itemExternalLinksData,
  itemFactChecksData,
  itemLinksData,
  itemReviewsData,
  ownerGroupsData,
} from '@/server/domain/restricted/content';
import { virginiaDateTime, virginiaToday } from '@vtrans/contracts/dates';
import { asksForChangeNote } from '@vtrans/contracts/change-notes';

export const metadata: Metadata = { title: 'Edit content', description: 'Edit, preview, publish and schedule one item of the site’s content.' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const Address = z.object({
  item: z.uuid().optional().catch(undefined),
  kind: ContentKindName.optional().catch(undefined),
  saved: z.literal('1').optional().catch(undefined),
});

/** What a new item starts with: today's date, a meeting in Richmond's time zone. */
function blankValues(): Record<string, unknown> {
  return { date: virginiaToday(), timeZone: meetingTimeZones[0], position: 0 };
}

/** The bare address: what can be written new, each kind a link. */
function ChooseKind() {
  return (
    <div className="container content-page">
      <h1>New content</h1>
      <p>What would you like to write?</p>
      <ul>
        {contentKindNames
          .filter((kind) => !fixedKinds.includes(kind))
          .map((kind) => (
            <li key={kind}>
              <Link href={`/admin/content/edit?kind=${kind}`}>A new {contentKinds[kind].label.toLowerCase()}</Link>
            </li>
          ))}
      </ul>
      <p>
        To change an item that exists, or a page’s text, choose it from <Link href="/admin/content">the content lists</Link>.
      </p>
    </div>
  );
}

export default async function EditContentPage({ searchParams }: Props) {
  const address = Address.parse(await searchParams);
  const choices = await editorChoicesData();

  if (!address.item) {
    if (!address.kind) return <ChooseKind />;
    if (fixedKinds.includes(address.kind)) notFound();
    const spec = contentKinds[address.kind];
    return (
      <div className="container content-page">
        <p>
          <Link href={`/admin/content?kind=${address.kind}`}>All {spec.plural.toLowerCase()}</Link>
        </p>
        <h1>New {spec.label.toLowerCase()}</h1>
        <p>It is saved as a draft: nobody outside the admin area sees it until it is published.</p>
        <ContentEditor kind={address.kind} values={blankValues()} choices={choices} />
      </div>
    );
  }

  const [item, audit] = await Promise.all([contentItemData(address.item), contentAuditData(address.item)]);
  if (!item) notFound();
  const [review, links, externalLinks, groups, factChecks] = await Promise.all([
    itemReviewsData(item.id, item.kind),
    itemLinksData(item.id),
    itemExternalLinksData(item.id),
    ownerGroupsData(),
    itemFactChecksData(item.id),
  ]);
  const spec = contentKinds[item.kind];
  const latest = item.revisions[0]!;
  const where = item.status === 'published' && item.public_key ? publicPath(item.kind, item.public_key) : null;
  const itemAt = <ItemAt item={item} />;

  return (
    <OutcomeGroup>
      <div className="container content-page">
        <p>
          <Link href={`/admin/content?kind=${item.kind}`}>All {spec.plural.toLowerCase()}</Link>
        </p>
        <h1>
          {spec.label}: {item.title || '(untitled)'}
        </h1>
        {/* Said on arrival, while it is still true: not once the item has moved on (issue 56). */}
        {address.saved && item.status === 'draft' && latest.number === 1 && (
          <p className="form-status form-status--success" role="status">
            Saved as a draft (version 1). Preview it, then publish it when it is ready.
          </p>
        )}
        <dl className="facts">
          <dt>Status</dt>
          <dd>{statusLabel({ ...item, latest_revision: latest.number })}</dd>
          <dt>Version</dt>
          <dd>
            {latest.number}
            {item.published_revision ? ` (version ${item.published_revision} is published)` : ''}
          </dd>
          <dt>Last changed</dt>
          <dd>
            {virginiaDateTime(item.updated_at)} by {item.editor ?? 'the seed'}
          </dd>
          {where && (
            <>
              <dt>On the site</dt>
              <dd>
                <Link href={where}>{where}</Link>
              </dd>
            </>
          )}
        </dl>

        <h2>Text</h2>
        <ContentEditor
          kind={item.kind}
          itemId={item.id}
          version={item.version}
          revision={latest.number}
          values={latest.fields}
          choices={choices}
          asksChangeNote={asksForChangeNote(item)}
          pendingNote={latest.number === item.published_revision ? null : latest.change_note}
        />

        <h2>Preview and publish</h2>
        <p>
          <Link href={sitePaths.contentPreview(item.id)}>Preview version {latest.number}</Link> (opens here; only staff can see it)
        </p>
        <h3>Links</h3>
        <LinkChecks itemId={item.id} problems={links} />
        <h3>Links to other sites</h3>
        <ExternalLinkChecks links={externalLinks} />
        <h3>Fact-checking</h3>
        <FactChecks item={item} latest={latest.number} checks={factChecks} />
        <h3>Review and publication</h3>
        <PublishStep item={item} latest={latest.number} review={review} />
        {!fixedKinds.includes(item.kind) && (
          <ConsequentialForm action={unpublishContentAction} opener={item.published_revision !== null ? 'Unpublish (take it off the site)…' : null}>
            {itemAt}
          </ConsequentialForm>
        )}

        <h2>Owner and review date</h2>
        <ReviewPlanForms item={item} groups={groups} today={virginiaToday()} />

        <h2>History</h2>
        <ol className="item-list" reversed>
          {item.revisions.map((revision, index) => {
            const previous = item.revisions[index + 1];
            return (
              <li key={revision.number}>
                <h3>
                  Version {revision.number}
                  {revision.number === item.published_revision ? ' (published)' : ''}
                </h3>
                <p>
                  {virginiaDateTime(revision.created_at)} · {revision.author ?? 'the seed'} · {revision.note}
                </p>
                {revision.change_note && <p>For readers: “{revision.change_note}”</p>}
                {previous && (
                  <RevisionDiff older={previous.number} newer={revision.number} changes={diffRevisions(item.kind, previous.fields, revision.fields)} />
                )}
                {revision.number !== latest.number && (
                  <ActionForm action={restoreContentAction}>
                    {itemAt}
                    <input type="hidden" name="number" value={revision.number} />
                    <button type="submit" className="button button--small button--outline">
                      Restore version {revision.number}
                    </button>
                  </ActionForm>
                )}
              </li>
            );
          })}
        </ol>

        <h2>Reviews</h2>
        <ReviewHistory reviews={review.reviews} />

        <h2>Audit</h2>
        {audit.length === 0 ? (
          <p>Not yet published, unpublished, scheduled, restored or reviewed.</p>
        ) : (
          <ul>
            {audit.map((entry) => (
              <li key={`${entry.action}-${entry.created_at.toISOString()}`}>
                {virginiaDateTime(entry.created_at)}: {entry.action.replace('content.', '')} by {entry.actor ?? 'the schedule'}
              </li>
            ))}
          </ul>
        )}
      </div>
    </OutcomeGroup>
  );
}
