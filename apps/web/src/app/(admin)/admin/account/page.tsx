import { virginiaDate } from '@vtrans/contracts/dates';
import type { Metadata } from 'next';
import Link from 'next/link';
import { AddPasskeyForm, ChangePasswordForm, NewRecoveryCodesForm, RemovePasskeyForm, RemoveTotpForm, TotpSetupForm } from '@/components/account-security-forms';
import { totpSetupFor } from '@/server/auth/second-factor';
import { ownSecurityData } from '@/server/restricted/account';

export const metadata: Metadata = { title: 'Your account’s security', description: 'Your password, second factors, recovery codes and sessions.' };

export default async function AdminAccountPage() {
  const { viewer, factors, hasFactor, hasPassword } = await ownSecurityData();
  const totpSetup = factors.totp ? null : await totpSetupFor({ userId: viewer.user.id, email: viewer.user.email });
  return (
    <div className="container content-page">
      <h1>Your account’s security</h1>
      <p>
        Signed in as {viewer.user.email}. We e-mail you whenever your password, second factors or role change, and when a new browser signs in.{' '}
        <Link href="/admin/account/sessions">See and end your sessions</Link>.
      </p>

      <h2>Second factor</h2>
      <p>
        {hasFactor
          ? 'After your password or an e-mail link, you are asked for one of these. Someone who has your password or reads your e-mail still cannot sign in as you.'
          : 'You have no second factor yet. Add one: then a password or an e-mail link alone is not enough to sign in as you.'}
      </p>
      <h3>Authenticator app</h3>
      {factors.totp ? (
        <>
          <p>Added {virginiaDate(factors.totp.addedAt)}.</p>
          <RemoveTotpForm />
        </>
      ) : (
        totpSetup && <TotpSetupForm keyText={totpSetup.keyText} qrCode={totpSetup.qrCode} />
      )}
      <h3>Passkeys</h3>
      {factors.passkeys.length === 0 ? (
        <p>No passkeys yet.</p>
      ) : (
        <ul className="passkey-list">
          {factors.passkeys.map((passkey) => (
            <li key={passkey.id}>
              <strong>{passkey.label}</strong>, added {virginiaDate(passkey.created_at)}
              {passkey.last_used_at ? `, last used ${virginiaDate(passkey.last_used_at)}` : ', not used yet'}
              <RemovePasskeyForm passkey={passkey} />
            </li>
          ))}
        </ul>
      )}
      <AddPasskeyForm />
      {hasFactor && (
        <>
          <h3>Recovery codes</h3>
          <p>
            {factors.recoveryCodesLeft} of your recovery codes are unused. Each signs you in once when your app and passkeys are out of reach. If you lose
            those and your codes, an administrator must reset your account.
          </p>
          <NewRecoveryCodesForm />
        </>
      )}

      <h2>{hasPassword ? 'Change your password' : 'Set a password'}</h2>
      <p>
        {hasPassword
          ? 'Give your current password first. Changing it signs you out everywhere else.'
          : 'Staff may sign in with a password as well as by e-mail link. Setting one signs you out everywhere else.'}
      </p>
      <ChangePasswordForm hasPassword={hasPassword} hasApp={Boolean(factors.totp)} />
    </div>
  );
}
