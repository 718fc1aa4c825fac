import { adminAreaRoles } from '@vtrans/contracts/auth';
import type { Metadata } from 'next';
import { OwnPasswordForm } from '@/components/admin-forms';
import { viewerWith } from '@/server/viewer';

export const metadata: Metadata = { title: 'Your password', description: 'Set the password you sign in with.' };

export default async function AdminAccountPage() {
  const session = await viewerWith(adminAreaRoles);
  return (
    <div className="container content-page">
      <h1>Your password</h1>
      <p>Staff may sign in with a password as well as by email link. This sets the password for {session.user.email}.</p>
      <OwnPasswordForm />
    </div>
  );
}
