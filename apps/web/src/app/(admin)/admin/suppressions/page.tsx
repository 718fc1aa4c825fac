import { SuppressionQuery } from '@vtrans/contracts/suppressions';
import { virginiaDate } from '@vtrans/contracts/dates';
import type { Metadata } from 'next';
import { removeSuppressionAction } from '@/actions/suppressions';
import { ActionForm } from '@/components/action-form';
import { AddSuppressionForm } from '@/components/suppression-form';
import { suppressionsData } from '@/server/restricted/users';

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
        No e-mail of any kind — notices, alerts, newsletters — goes to these addresses. A mail server that refuses an address for good (an SMTP
        5xx answer) adds it here by itself.
      </p>
      <h2>Suppress an address</h2>
      <AddSuppressionForm />
      <h2>Suppressed</h2>
      <form method="get" className="filter-form" aria-label="Search suppressed addresses">
        <div>
          <label htmlFor="suppression-q">Address contains</label>
          <input id="suppression-q" name="q" type="search" defaultValue={q} maxLength={254} />
        </div>
        <button type="submit" className="button button--small">
          Search
        </button>
      </form>
      {suppressions.length === 0 ? (
        <p>No address{q ? ` containing “${q}”` : ''} is suppressed.</p>
      ) : (
        <div className="table-scroll" role="region" aria-label="Suppressed addresses" tabIndex={0}>
        <table className="data-table">
          <caption>{suppressions.length === 1 ? '1 address' : `${suppressions.length} addresses`}, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Address</th>
              <th scope="col">Why</th>
              <th scope="col">Since</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {suppressions.map((suppression) => (
              <tr key={suppression.email}>
                <td>{suppression.email}</td>
                <td>
                  {reasons[suppression.reason]}
                  {suppression.added_by ? ` (${suppression.added_by})` : ''}
                  {suppression.detail ? `: ${suppression.detail}` : ''}
                </td>
                <td>{virginiaDate(suppression.created_at)}</td>
                <td>
                  <ActionForm action={removeSuppressionAction}>
                    <input type="hidden" name="email" value={suppression.email} />
                    <button type="submit" className="button button--small button--outline">
                      Allow e-mail to {suppression.email}
                    </button>
                  </ActionForm>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      )}
    </div>
  );
}
