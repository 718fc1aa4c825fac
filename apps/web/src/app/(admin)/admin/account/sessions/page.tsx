import { virginiaDateTime } from '@vtrans/contracts/dates';
import { deviceName } from '@vtrans/contracts/second-factor';
import type { Metadata } from 'next';
import Link from 'next/link';
import { EndOtherSessionsForm, EndSessionForm } from '@/components/account-security-forms';
import { ownSessionsData } from '@/server/restricted/account';

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
        Every browser where your account is signed in now. If you do not recognise one, sign it out and{' '}
        <Link href="/admin/account">change your password</Link>.
      </p>
      <div className="table-scroll" role="region" aria-label="Sessions" tabIndex={0}>
        <table className="data-table">
          <caption>{sessions.length === 1 ? '1 session' : `${sessions.length} sessions`}</caption>
          <thead>
            <tr>
              <th scope="col">Browser</th>
              <th scope="col">Address</th>
              <th scope="col">Signed in</th>
              <th scope="col">Last seen</th>
              <th scope="col">Sign out</th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => {
              const device = deviceName(session.user_agent);
              return (
                <tr key={session.id}>
                  <th scope="row">
                    {device}
                    {session.current && <strong> (this browser)</strong>}
                  </th>
                  <td>{session.client_address || 'unknown'}</td>
                  <td>
                    {virginiaDateTime(session.created_at)}
                    {session.second_factor && `, ${howSignedIn[session.second_factor]}`}
                  </td>
                  <td>{virginiaDateTime(session.last_seen_at)}</td>
                  <td>{session.current ? 'This is you' : <EndSessionForm session={{ id: session.id, device: `${device}, signed in ${virginiaDateTime(session.created_at)}` }} />}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {sessions.length > 1 && <EndOtherSessionsForm />}
    </div>
  );
}
