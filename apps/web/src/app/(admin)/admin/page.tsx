import type { Metadata } from 'next';
import Link from 'next/link';
import { commentPeriodRoles, staffRoles } from '@vtrans/contracts/auth';
import { campaignRoles } from '@vtrans/contracts/campaigns';
import { contentRoles } from '@vtrans/contracts/content-editing';
import { adminFrontPageData } from '@/server/restricted/account';

export const metadata: Metadata = { title: 'Admin', description: 'VTrans staff area.' };

export default async function AdminPage() {
  const { viewer: session, hasFactor } = await adminFrontPageData();
  const can = (roles: readonly string[]) => roles.includes(session.user.role);
  return (
    <div className="container content-page">
      <h1>VTrans admin</h1>
      <p>
        Signed in as {session.user.email} ({session.user.role}).
      </p>
      {!hasFactor && (
        <p className="callout" role="note">
          Your account has no second factor: anyone who learns your password or reads your e-mail can sign in as you.{' '}
          <Link href="/admin/account">Add an authenticator app or a passkey</Link>.
        </p>
      )}
      <ul>
        {session.user.role === 'admin' && (
          <>
            <li>
              <Link href="/admin/users">Users and roles</Link>
            </li>
            <li>
              <Link href="/admin/queues">Job queues</Link>
            </li>
            <li>
              <Link href="/admin/suppressions">Suppressed e-mail addresses</Link>
            </li>
            <li>
              <Link href="/admin/audit">Audit log: what staff deleted, published and e-mailed</Link>
            </li>
          </>
        )}
        {can(contentRoles) && (
          <>
            <li>
              <Link href="/admin/content">Content: updates, meetings, announcements, FAQs and page text</Link>
            </li>
            <li>
              <Link href="/admin/search">Site search: synonyms and abbreviations</Link>
            </li>
          </>
        )}
        {can(commentPeriodRoles) && (
          <li>
            <Link href="/admin/comment-periods">
              {can(staffRoles) ? 'Comment periods: schedule them, enter, tag and answer their comments' : 'Comment periods: schedule them and set their dates and documents'}
            </Link>
          </li>
        )}
        {can(campaignRoles) && (
          <li>
            <Link href="/admin/newsletter">Newsletter: write and send campaigns</Link>
          </li>
        )}
        {can(staffRoles) && (
          <>
            <li>
              <Link href="/admin/comments">Map comments</Link>
            </li>
            <li>
              <Link href="/admin/spatial-data">Spatial data submissions</Link>
            </li>
            <li>
              <Link href="/admin/gap-ta">GAP-TA applications</Link>
            </li>
            <li>
              <Link href="/admin/documents">Documents</Link>
            </li>
          </>
        )}
        <li>
          <Link href="/admin/account">Your account’s security: password, second factor and sessions</Link>
        </li>
        <li>
          <Link href="/auth/signout">Sign out</Link>
        </li>
      </ul>
    </div>
  );
}
