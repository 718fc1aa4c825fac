import { sitePaths } from '@vtrans/contracts/site-paths';
import { contentKinds } from '@vtrans/contracts/content-editing';
import { publishingRuleKinds, publishingRuleLabel } from '@vtrans/contracts/publishing-rules';
import { virginiaDateTime } from '@vtrans/contracts/dates';
import type { Metadata } from 'next';
import Link from 'next/link';
import { ContentDeskPage } from '@/components/content/content-desk-page';
import { publishingRulesAction } from '@/actions/content-reviews';
import { ActionForm } from '@/components/action-form';
import { DataTable } from '@/components/lists/data-table';
import { waitingReviewsData } from '@/server/domain/restricted/content';

export const metadata: Metadata = { title: 'Waiting for review', description: 'Versions of the site’s content waiting for a second pair of eyes.' };

/**
 * What waits for a second pair of eyes (issue 63): admins' publications without review first (they
 * are on the site already), then submitted versions, oldest first; and which kinds need a review,
 * which an admin changes.
 */
export default async function ReviewsPage() {
  const { waiting, spanish, campaigns, rules, viewer } = await waitingReviewsData();
  const emergencies = waiting.filter((row) => row.emergency);
  const submitted = waiting.filter((row) => !row.emergency);
  const link = (row: (typeof waiting)[number]) => (
    <Link href={sitePaths.contentReview(row.item_id, row.revision)}>
      {row.title || '(untitled)'}, version {row.revision}
    </Link>
  );
  return (
    <ContentDeskPage heading="Waiting for review">
      <p>
        A version goes on the site once someone other than its writers approves it. Open one to see what changed since the version on the site, then approve it
        or send it back with a note.
      </p>

      <h2>Published without review</h2>
      <DataTable
        label="Published without review, waiting for approval afterwards"
        caption={`${emergencies.length} on the site, waiting for approval afterwards`}
        rows={emergencies}
        rowKey={(row) => `${row.item_id}-${row.revision}`}
        empty="None: every publication was reviewed."
        columns={[
          { header: 'Item', cell: link },
          { header: 'Kind', cell: (row) => contentKinds[row.kind].label },
          { header: 'Published', cell: (row) => `${virginiaDateTime(row.submitted_at)} by ${row.submitter ?? 'a former user'}` },
          { header: 'Reason given', cell: (row) => row.note },
        ]}
      />

      <h2>Submitted for review</h2>
      <DataTable
        label="Submitted for review"
        caption={`${submitted.length} waiting, oldest first`}
        rows={submitted}
        rowKey={(row) => `${row.item_id}-${row.revision}`}
        empty="Nothing is waiting for review."
        columns={[
          { header: 'Item', cell: link },
          { header: 'Kind', cell: (row) => contentKinds[row.kind].label },
          { header: 'Submitted', cell: (row) => `${virginiaDateTime(row.submitted_at)} by ${row.submitter ?? 'a former user'}` },
          { header: 'Note', cell: (row) => row.note },
        ]}
      />

      <h2>Spanish versions submitted for review</h2>
      <DataTable
        label="Spanish versions submitted for review"
        caption={`${spanish.length} waiting, oldest first`}
        rows={spanish}
        rowKey={(row) => row.id}
        empty="No Spanish is waiting for review."
        columns={[
          { header: 'Title', cell: (row) => <Link href={sitePaths.translation(row.item_id)}>{row.title}</Link> },
          { header: 'Kind', cell: (row) => contentKinds[row.kind].label },
          { header: 'What', cell: (row) => (row.fields ? 'New Spanish' : 'The Spanish still says the same') },
          { header: 'Submitted', cell: (row) => `${virginiaDateTime(row.submitted_at)} by ${row.submitter ?? 'a former user'}` },
          { header: 'Note', cell: (row) => row.note },
        ]}
      />

      <h2>Newsletter campaigns submitted for review</h2>
      <DataTable
        label="Newsletter campaigns submitted for review"
        caption={`${campaigns.length} waiting, oldest first`}
        rows={campaigns}
        rowKey={(row) => row.campaign_id}
        empty="No campaign is waiting for review."
        columns={[
          { header: 'Campaign', cell: (row) => <Link href={sitePaths.campaign(row.campaign_id)}>{row.subject}</Link> },
          { header: 'Submitted', cell: (row) => `${virginiaDateTime(row.submitted_at)} by ${row.submitter ?? 'a former user'}` },
          { header: 'Note', cell: (row) => row.note },
        ]}
      />

      <h2>Which kinds need a second pair of eyes</h2>
      {viewer.role === 'admin' ? (
        <ActionForm action={publishingRulesAction}>
          <fieldset>
            <legend>Someone else approves each version of these before it goes to the public</legend>
            {publishingRuleKinds.map((kind) => (
              <div key={kind} className="checkbox-field">
                <input type="checkbox" id={`rule-${kind}`} name="secondEyes" value={kind} defaultChecked={rules[kind]} />
                <label htmlFor={`rule-${kind}`}>{publishingRuleLabel(kind)}</label>
              </div>
            ))}
          </fieldset>
          <p>
            <button type="submit" className="button">
              Save the rules
            </button>
          </p>
        </ActionForm>
      ) : (
        <ul>
          {publishingRuleKinds.map((kind) => (
            <li key={kind}>
              {publishingRuleLabel(kind)}:{' '}
              {rules[kind]
                ? `approved by ${kind === 'documents' ? 'another member of staff' : 'another editor'} before publication`
                : 'published by whoever wrote or uploaded them'}
            </li>
          ))}
        </ul>
      )}
      <p>Only an administrator changes these; each change is in the audit log.</p>
    </ContentDeskPage>
  );
}
