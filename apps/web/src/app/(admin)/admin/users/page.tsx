import { type Role, roleShortNames } from '@vtrans/contracts/auth';
import { virginiaDateTime } from '@vtrans/contracts/dates';
import type { Metadata } from 'next';
import { ResetSecondFactorsForm, SecondFactorPolicyForm } from '@/components/account-security-forms';
import { InviteUserForm, UserAccountForms, UserRoleForm } from '@/components/admin-forms';
import { viewerWith } from '@/server/viewer';
import { secondFactorPolicyData, usersData } from '@/server/restricted/users';
import { localityNamesData } from '@/server/places';

export const metadata: Metadata = { title: 'Users and roles', description: 'Invite people, set their roles, disable or remove accounts.' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminUsersPage({ searchParams }: Props) {
  const search = await searchParams;
  const words = typeof search.q === 'string' ? search.q.slice(0, 200) : '';
  const [users, session, localities, policy] = await Promise.all([usersData(words), viewerWith(['admin']), localityNamesData(), secondFactorPolicyData()]);
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
        sign-in, and a session that signed in without one ends. Every staff and locality role requires one unless two administrators agree otherwise: one
        asks, another confirms within a day. Every administrator is e-mailed at each step.
      </p>
      <div className="table-scroll" role="region" aria-label="Who must have a second factor" tabIndex={0}>
      <table className="data-table">
        <caption>Who must have a second factor</caption>
        <thead>
          <tr>
            <th scope="col">Role</th>
            <th scope="col">Second factor</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {policy.map((row) => {
            const request = row.required && row.off_requested_by && row.off_request_live ? { mine: row.off_requested_by === session.user.id } : null;
            return (
              <tr key={row.role}>
                <th scope="row">{roleShortNames[row.role as Role] ?? row.role}</th>
                <td>
                  {row.required ? 'Required' : 'Optional'}
                  {request && row.off_requested_at && (
                    <>
                      {' '}
                      ({request.mine ? 'you' : row.off_requested_by_email} asked to make it optional, {virginiaDateTime(row.off_requested_at)})
                    </>
                  )}
                </td>
                <td>
                  <SecondFactorPolicyForm role={row.role} required={row.required} request={request} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      </div>
      <h2>Everyone with an account</h2>
      <form method="get" className="filter-form" role="search" aria-label="Find people">
        <div>
          <label htmlFor="user-search">Address or name</label>
          <input id="user-search" name="q" type="search" defaultValue={words} maxLength={200} />
        </div>
        <button type="submit" className="button button--small">
          Find
        </button>
      </form>
      <div className="table-scroll" role="region" aria-label="Accounts" tabIndex={0}>
        <table className="data-table">
          <caption>{words ? `Accounts whose address or name holds “${words}”: ${users.length}` : `${users.length} accounts`}</caption>
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Name</th>
              <th scope="col">Last sign-in</th>
              <th scope="col">Second factor</th>
              <th scope="col">Role and locality</th>
              <th scope="col">Account</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id}>
                <th scope="row">
                  {user.email}
                  {user.disabled_at && <span className="account-disabled"> (disabled {virginiaDateTime(user.disabled_at)})</span>}
                </th>
                <td>{user.name}</td>
                <td>{user.last_sign_in_at ? virginiaDateTime(user.last_sign_in_at) : 'never'}</td>
                <td>{user.has_second_factor ? 'Yes' : 'No'}</td>
                <td>
                  <UserRoleForm user={user} localities={localities} />
                </td>
                <td>
                  <UserAccountForms user={user} self={user.id === session.user.id} />
                  {user.has_second_factor && user.id !== session.user.id && <ResetSecondFactorsForm user={user} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
