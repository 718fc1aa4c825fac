import { SuppressionQuery } from '@vtrans/contracts/suppressions';
import { virginiaDate } from '@vtrans/contracts/dates';
import type { Metadata } from 'next';
import { removeSuppressionAction } from '@/actions/suppressions';
import { ActionForm } from '@/components/action-form';
import { AddSuppressionForm } from '@/components/suppression-form';
import { suppressionsData } from '@/server/domain/restricted/users';
import { DataTable } from '@/components/lists/data-table';
import { FilterForm, FilterText } from '@/components/lists/filter-form';

export const metadata: Metadata = { title: 'Suppressed addresses', description: 'Addresses no e-mail is sent to.' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const reasons = { bounce: 'refused by their mail server (5xx)', complaint: 'complaint', admin: 'added by an admin' } as const;

export default async function AdminSuppressionsPage({ searchParams }: Props) {
  const { q } = SuppressionQuery.parse(await searchParams);
  const suppressions = await suppressionsData(q);
  return (
    <div className="container content-page">
      <h1>Suppressed addresses</h1>
      <p>
        No e-mail of any kind — notices, alerts, newsletters — goes to these addresses. A mail server that refuses an address for good (an SMTP 5xx answer) adds
        it here by itself.
      </p>
      <h2>Suppress an address</h2>
      <AddSuppressionForm />
      <h2>Suppressed</h2>
      <FilterForm label="Search suppressed addresses" submit="Search">
        <FilterText id="suppression-q" name="q" label="Address contains" value={q} maxLength={254} />
      </FilterForm>
      <DataTable
        label="Suppressed addresses"
        caption={`${suppressions.length === 1 ? '1 address' : `${suppressions.length} addresses`}, newest first`}
        rows={suppressions}
        rowKey={(suppression) => suppression.email}
        empty={`No address${q ? ` containing “${q}”` : ''} is suppressed.`}
        columns={[
          { header: 'Address', cell: (suppression) => suppression.email },
          {
            header: 'Why',
            cell: (suppression) =>
              `${reasons[suppression.reason]}${suppression.added_by ? ` (${suppression.added_by})` : ''}${suppression.detail ? `: ${suppression.detail}` : ''}`,
          },
          { header: 'Since', cell: (suppression) => virginiaDate(suppression.created_at) },
          {
            header: 'Action',
            cell: (suppression) => (
              <ActionForm action={removeSuppressionAction}>
                <input type="hidden" name="email" value={suppression.email} />
                <button type="submit" className="button button--small button--outline">
                  Allow e-mail to {suppression.email}
                </button>
              </ActionForm>
            ),
          },
        ]}
      />
    </div>
  );
}
