import { virginiaDate, virginiaDateTime } from '@vtrans/contracts/dates';
import { FRESH_PROOF_MINUTES } from '@vtrans/contracts/second-factor';
import type { Metadata } from 'next';
import Link from 'next/link';
import {
  AddPasskeyForm,
  ChangePasswordForm,
  NewRecoveryCodesForm,
  ProveIdentityForms,
  RemovePasskeyForm,
  RemoveTotpForm,
  TotpSetupForm,
} from '@/components/account-security-forms';
import { ArrivingStatus } from '@/components/arriving-status';
import { callbackPath } from '@/server/auth/callback';
import { proofOpenUntil, provedRecently } from '@/server/auth/fresh-proof';
import { totpSetupFor } from '@/server/auth/second-factor';
import { ownSecurityData } from '@/server/domain/restricted/account';

export const metadata: Metadata = { title: 'Your account’s security', description: 'Your password, second factors, recovery codes and sessions.' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminAccountPage({ searchParams }: Props) {
  const [{ viewer, factors, hasFactor, hasPassword }, params] = await Promise.all([ownSecurityData(), searchParams]);
  // Arrived from a sign-in with a recovery code: how many are left, and the way on to where they were going.
  const afterRecoveryCode = params.signedInWith === 'recovery-code' ? callbackPath(typeof params.next === 'string' ? params.next : undefined) : null;
  // Credentials change only shortly after their owner proved who they are (issue 54): until then
  // the page lists them and asks for that proof, and makes no app key.
  const open = provedRecently(viewer);
  const totpSetup = open && !factors.totp ? await totpSetupFor({ userId: viewer.user.id, email: viewer.user.email }) : null;
  return (
    <div className="container content-page">
      <h1>Your account’s security</h1>
      {afterRecoveryCode && (
        <ArrivingStatus>
          You signed in with a recovery code. It will not work again: you have{' '}
          {factors.recoveryCodesLeft === 1 ? '1 recovery code' : `${factors.recoveryCodesLeft} recovery codes`} left
          {factors.recoveryCodesLeft <= 3 ? ' — make new ones below once you have confirmed it is you' : ''}.{' '}
          {afterRecoveryCode !== '/admin/account' && <Link href={afterRecoveryCode}>Continue to where you were going</Link>}
        </ArrivingStatus>
      )}
      <p>
        Signed in as {viewer.user.email}. We e-mail you whenever your password, second factors or role change, and when a new browser signs in.{' '}
        <Link href="/admin/account/sessions">See and end your sessions</Link>.
      </p>

      {open ? (
        <p className="form-status form-status--success" role="status">
          You proved it is you: you can change your password, second factors and recovery codes until {virginiaDateTime(proofOpenUntil(viewer))}.
        </p>
      ) : (
        <section aria-labelledby="prove-heading">
          <h2 id="prove-heading">Confirm it is you</h2>
          <p>
            To change your password, second factors or recovery codes, first confirm it is you. Changes are then open for {FRESH_PROOF_MINUTES} minutes, so
            someone who got hold of this browser’s session later cannot make your account theirs. Signing in again counts too.
          </p>
          {/* With a second factor, the proof is that factor: a password alone is not a whole sign-in. */}
          <ProveIdentityForms hasPassword={hasPassword && !hasFactor} hasApp={Boolean(factors.totp)} hasPasskey={factors.passkeys.length > 0} />
        </section>
      )}

      <h2>Second factor</h2>
      <p>
        {hasFactor
          ? 'After your password or an e-mail link, you are asked for one of these. Someone who has your password or reads your e-mail still cannot sign in as you.'
          : 'You have no second factor yet. Add one: then a password or an e-mail link alone is not enough to sign in as you.'}
      </p>
      <h3 id="totp-heading">Authenticator app</h3>
      {factors.totp ? (
        <>
          <p>Added {virginiaDate(factors.totp.addedAt)}.</p>
          {open && <RemoveTotpForm />}
        </>
      ) : totpSetup ? (
        <TotpSetupForm keyText={totpSetup.keyText} qrCode={totpSetup.qrCode} labelledBy="totp-heading" />
      ) : (
        <p>No authenticator app yet.</p>
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
              {open && <RemovePasskeyForm passkey={passkey} />}
            </li>
          ))}
        </ul>
      )}
      {open && <AddPasskeyForm />}
      {hasFactor && (
        <>
          <h3>Recovery codes</h3>
          <p>
            {factors.recoveryCodesLeft === 0
              ? 'You have no unused recovery codes. Make new ones, and keep them somewhere safe: each signs you in once when your app and passkeys are out of reach.'
              : `${factors.recoveryCodesLeft} of your recovery codes are unused. Each signs you in once when your app and passkeys are out of reach.`}{' '}
            If you lose those and your codes, an administrator must reset your account.
          </p>
          {open && <NewRecoveryCodesForm />}
        </>
      )}

      <h2>{hasPassword ? 'Change your password' : 'Set a password'}</h2>
      <p>
        {hasPassword
          ? 'Changing it signs you out everywhere else.'
          : 'Staff may sign in with a password as well as by e-mail link. Setting one signs you out everywhere else.'}
      </p>
      {open ? <ChangePasswordForm hasPassword={hasPassword} /> : <p>Confirm it is you, above, to {hasPassword ? 'change' : 'set'} it.</p>}
    </div>
  );
}
