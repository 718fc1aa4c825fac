import type { Metadata } from 'next';
import { InviteUserForm, UserRoleForm } from '@/components/admin-forms';
import { requirePageRole } from '@/server/auth/guard';
import { usersData } from '@/server/admin';
import { localityNamesData } from '@/server/places';

export const metadata: Metadata = { title: 'Users and roles', description: 'Invite people and set their roles.' };

export default async function AdminUsersPage() {
  await requirePageRole(['admin'], '/admin/users');
  const [users, localities] = await Promise.all([usersData(), localityNamesData()]);
  return (
    <div className="container content-page">
      <h1>Users and roles</h1>
      <h2>Invite someone</h2>
      <InviteUserForm localities={localities} />
      <h2>Everyone with an account</h2>
      <table className="data-table">
        <caption className="visually-hidden">Users, their roles and localities</caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Name</th>
            <th scope="col">Role and locality</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <th scope="row">{user.email}</th>
              <td>{user.name}</td>
              <td>
                <UserRoleForm user={user} localities={localities} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
