import { virginiaDateTime } from '@vtrans/contracts/dates';
import { deviceName } from '@vtrans/contracts/second-factor';
import type { Metadata } from 'next';
import Link from 'next/link';
import { EndOtherSessionsForm, EndSessionForm } from '@/components/account-security-forms';
import { ownSessionsData } from '@/server/domain/restricted/account';
import { DataTable } from '@/components/lists/data-table';

export const metadata: Metadata = { title: 'Your sessions', description: 'Where your account is signed in, and signing out there.' };

const howSignedIn = { totp: 'with an authenticator app', passkey: 'with a passkey', 'recovery-code': 'with a recovery code' } as const;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function OwnSessionsPage({ searchParams }: Props) {
  const [sessions, search] = await Promise.all([ownSessionsData(), searchParams]);
  return (
    <div className="container content-page">
      <h1>Your sessions</h1>
      {search.ended === '1' && (
        <p className="form-status form-status--success" role="status">
          That session is signed out.
        </p>
      )}
      <p>
        Every browser where your account is signed in now. If you do not recognise one, sign it out and <Link href="/admin/account">change your password</Link>.
      </p>
      <DataTable
        label="Sessions"
        caption={sessions.length === 1 ? '1 session' : `${sessions.length} sessions`}
        rows={sessions.map((session) => ({ ...session, device: deviceName(session.user_agent) }))}
        rowKey={(session) => session.id}
        empty="No session is signed in."
        columns={[
          {
            header: 'Browser',
            rowHeader: true,
            cell: (session) => (
              <>
                {session.device}
                {session.current && <strong> (this browser)</strong>}
              </>
            ),
          },
          { header: 'Address', cell: (session) => session.client_address || 'unknown' },
          {
            header: 'Signed in',
            cell: (session) => `${virginiaDateTime(session.created_at)}${session.second_factor ? `, ${howSignedIn[session.second_factor]}` : ''}`,
          },
          { header: 'Last seen', cell: (session) => virginiaDateTime(session.last_seen_at) },
          {
            header: 'Sign out',
            cell: (session) =>
              session.current ? (
                'This is you'
              ) : (
                <EndSessionForm session={{ id: session.id, device: `${session.device}, signed in ${virginiaDateTime(session.created_at)}` }} />
              ),
          },
        ]}
      />
      {sessions.length > 1 && <EndOtherSessionsForm />}
    </div>
  );
}
