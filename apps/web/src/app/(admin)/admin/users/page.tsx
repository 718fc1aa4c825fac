import { type Role, roleShortNames } from '@vtrans/contracts/auth';
import { virginiaDateTime } from '@vtrans/contracts/dates';
import type { Metadata } from 'next';
import { ResetSecondFactorsForm, SecondFactorPolicyForm } from '@/components/account-security-forms';
import { InviteUserForm, UserAccountForms, UserRoleForm } from '@/components/admin-forms';
import { viewerWith } from '@/server/auth/viewer';
import { secondFactorPolicyData, usersData } from '@/server/domain/restricted/users';
import { localityNamesData } from '@/server/domain/places';
import { DataTable } from '@/components/lists/data-table';
import { WorkItem, WorkList } from '@/components/lists/work-item';
import { FilterForm, FilterText } from '@/components/lists/filter-form';

export const metadata: Metadata = { title: 'Users and roles', description: 'Invite people, set their roles, disable or remove accounts.' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminUsersPage({ searchParams }: Props) {
  const search = await searchParams;
  const words = typeof search.q === 'string' ? search.q.slice(0, 200) : '';
  const [users, session, localities, policy] = await Promise.all([usersData(words), viewerWith(['admin']), localityNamesData(), secondFactorPolicyData()]);
  const accountsSummary = words ? `Accounts whose address or name holds “${words}”: ${users.length}` : `${users.length} accounts`;
  return (
    <div className="container content-page">
      <h1>Users and roles</h1>
      {search.removed === '1' && (
        <p className="form-status form-status--success" role="status">
          The account was removed.
        </p>
      )}
      <h2>Invite someone</h2>
      <InviteUserForm localities={localities} />
      <h2>Second factor</h2>
      <p>
        A role that requires a second factor (an authenticator app or a passkey) cannot sign in without one: someone without one sets it up at their next
        sign-in, and a session that signed in without one ends. Every staff and locality role requires one unless two administrators agree otherwise: one asks,
        another confirms within a day. Every administrator is e-mailed at each step.
      </p>
      <DataTable
        label="Who must have a second factor"
        caption="Who must have a second factor"
        rows={policy.map((row) => ({
          ...row,
          request: row.required && row.off_requested_by && row.off_request_live ? { mine: row.off_requested_by === session.user.id } : null,
        }))}
        rowKey={(row) => row.role}
        empty="No role is listed."
        columns={[
          { header: 'Role', rowHeader: true, cell: (row) => roleShortNames[row.role as Role] ?? row.role },
          {
            header: 'Second factor',
            cell: (row) => (
              <>
                {row.required ? 'Required' : 'Optional'}
                {row.request && row.off_requested_at && (
                  <>
                    {' '}
                    ({row.request.mine ? 'you' : row.off_requested_by_email} asked to make it optional, {virginiaDateTime(row.off_requested_at)})
                  </>
                )}
              </>
            ),
          },
          { header: 'Change', cell: (row) => <SecondFactorPolicyForm role={row.role} required={row.required} request={row.request} /> },
        ]}
      />
      <h2>Everyone with an account</h2>
      <FilterForm label="Find people" submit="Find" search>
        <FilterText id="user-search" name="q" label="Address or name" value={words} maxLength={200} />
      </FilterForm>
      {/* An account is a record with work on it (its role, its access): each its own item, its forms at the page's width (issue 59: the role's select ran past a tablet's edge). */}
      <p id="accounts-summary" className="list-summary">
        {accountsSummary}
      </p>
      {users.length > 0 && (
        <WorkList labelledBy="accounts-summary">
          {users.map((user) => (
            <WorkItem
              key={user.id}
              heading={
                <>
                  {user.email}
                  {user.disabled_at && <span className="account-disabled"> (disabled {virginiaDateTime(user.disabled_at)})</span>}
                </>
              }
              facts={[
                ['Name', user.name || '—'],
                ['Last sign-in', user.last_sign_in_at ? virginiaDateTime(user.last_sign_in_at) : 'never'],
                ['Second factor', user.has_second_factor ? 'Yes' : 'No'],
              ]}
            >
              <UserRoleForm user={user} localities={localities} />
              <UserAccountForms user={user} self={user.id === session.user.id} />
              {user.has_second_factor && user.id !== session.user.id && <ResetSecondFactorsForm user={user} />}
            </WorkItem>
          ))}
        </WorkList>
      )}
    </div>
  );
}
