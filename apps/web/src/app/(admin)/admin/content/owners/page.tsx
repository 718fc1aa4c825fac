import { contentKinds } from '@vtrans/contracts/content-editing';
import { isoToUsDate, virginiaDateTime, virginiaToday } from '@vtrans/contracts/dates';
import { sitePaths } from '@vtrans/contracts/site-paths';
import type { Metadata } from 'next';
import Link from 'next/link';
import { ContentDeskPage } from '@/components/content/content-desk-page';
import { ownerGroupAction } from '@/actions/content-ownership';
import { ActionForm } from '@/components/action-form';
import { DataTable } from '@/components/lists/data-table';
import { reviewWorkData } from '@/server/domain/restricted/content';

export const metadata: Metadata = { title: 'Owners and review dates', description: 'Who owns the site’s content, and what is due or past due for review.' };

type Row = Awaited<ReturnType<typeof reviewWorkData>>['work']['overdue'][number];

const itemCell = (row: Row) => <Link href={sitePaths.contentItem(row.id)}>{row.title || '(untitled)'}</Link>;
const kindCell = (row: Row) => contentKinds[row.kind].label;
const ownerCell = (row: Row) => row.owner ?? 'Nobody';

/**
 * Owners and review dates of content (issue 63): what is past its date, flagged by staff, due
 * within two weeks, or owned by nobody; and the owner groups, which an administrator adds.
 */
export default async function OwnersPage() {
  const { groups, work, viewer } = await reviewWorkData(virginiaToday());
  return (
    <ContentDeskPage heading="Owners and review dates">
      <p>
        An item’s owner group is reminded two weeks before its review-by date and on it; a week after the date, the administrators are told too (and they alone
        for an item nobody owns). Mark an item reviewed on its page when it is still right, or change it.
      </p>

      <h2>Past their review date</h2>
      <DataTable
        label="Past their review date"
        caption={`${work.overdue.length} on the site past their review date, the longest past first`}
        rows={work.overdue}
        rowKey={(row) => row.id}
        empty="None: everything on the site is within its review date."
        columns={[
          { header: 'Item', cell: itemCell },
          { header: 'Kind', cell: kindCell },
          { header: 'Review by', cell: (row) => isoToUsDate(row.review_by!) },
          { header: 'Owner', cell: ownerCell },
        ]}
      />

      <h2>Flagged as needing review</h2>
      <DataTable
        label="Flagged as needing review"
        caption={`${work.flagged.length} flagged`}
        rows={work.flagged}
        rowKey={(row) => row.id}
        empty="Nothing is flagged."
        columns={[
          { header: 'Item', cell: itemCell },
          { header: 'Why', cell: (row) => row.needs_review_note },
          { header: 'Flagged', cell: (row) => `${virginiaDateTime(row.needs_review_at!)} by ${row.flagged_by ?? 'a former user'}` },
          { header: 'Owner', cell: ownerCell },
        ]}
      />

      <h2>Due within two weeks</h2>
      <DataTable
        label="Due for review within two weeks"
        caption={`${work.dueSoon.length} due within two weeks, soonest first`}
        rows={work.dueSoon}
        rowKey={(row) => row.id}
        empty="Nothing is due within two weeks."
        columns={[
          { header: 'Item', cell: itemCell },
          { header: 'Kind', cell: kindCell },
          { header: 'Review by', cell: (row) => isoToUsDate(row.review_by!) },
          { header: 'Owner', cell: ownerCell },
        ]}
      />

      <h2>Without an owner</h2>
      <DataTable
        label="On the site without an owner"
        caption={`${work.unowned.length} on the site reviewed on a period but owned by nobody`}
        rows={work.unowned}
        rowKey={(row) => row.id}
        empty="Every item reviewed on a period has an owner."
        columns={[
          { header: 'Item', cell: itemCell },
          { header: 'Kind', cell: kindCell },
          { header: 'Review by', cell: (row) => (row.review_by ? isoToUsDate(row.review_by) : 'No date') },
        ]}
      />

      <h2>Owner groups</h2>
      <DataTable
        label="Owner groups"
        caption={`${groups.length} ${groups.length === 1 ? 'group' : 'groups'}`}
        rows={groups}
        rowKey={(group) => group.id}
        empty="No groups yet."
        columns={[
          { header: 'Group', cell: (group) => group.name },
          { header: 'Reminders go to', cell: (group) => group.email },
          { header: 'Items', cell: (group) => group.items },
        ]}
      />
      {viewer.role === 'admin' ? (
        <ActionForm action={ownerGroupAction}>
          <fieldset>
            <legend>Add an owner group</legend>
            <label htmlFor="group-name">Name</label>
            <input id="group-name" name="name" required minLength={2} maxLength={100} />
            <label htmlFor="group-email">Address its reminders go to</label>
            <input id="group-email" name="email" type="email" required maxLength={254} autoComplete="off" />
          </fieldset>
          <p>
            <button type="submit" className="button">
              Add the group
            </button>
          </p>
        </ActionForm>
      ) : (
        <p>An administrator adds groups; each is in the audit log.</p>
      )}
    </ContentDeskPage>
  );
}
