import { authMessages } from '@vtrans/contracts/auth';
import { secondFactorMessages } from '@vtrans/contracts/second-factor';
import type { Metadata } from 'next';
import Link from 'next/link';
import { AddPasskeyForm, PasskeySignIn, TotpSetupForm } from '@/components/account-security-forms';
import { ArrivingAlert } from '@/components/arriving-status';
import { AuthPage, param } from '@/components/auth-page';
import { totpSetupFor, waitingSignInWithFactors } from '@/server/auth/second-factor';

export const metadata: Metadata = {
  title: 'Second step of signing in',
  description: 'Confirm it is you with your authenticator app, a passkey or a recovery code.',
};

const errors: Record<string, string> = {
  WrongCode: secondFactorMessages.wrongCode,
  WrongRecoveryCode: secondFactorMessages.wrongRecoveryCode,
  PasskeyFailed: secondFactorMessages.passkeyFailed,
  TooManyAttempts: authMessages.tooManyAttempts,
  InvalidInput: 'Enter the 6-digit code from your app, or a recovery code like abcdef-234567-ghijkl-mnopqr.',
  NotSetUp: 'Set up an authenticator app or a passkey first.',
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The second step of a staff sign-in (issue 38): the forms post to the auth API, so codes work
 * without JavaScript; a passkey needs the browser's WebAuthn. An account whose role needs a second
 * factor and has none sets one up here, and is then signed in.
 */
export default async function SecondFactorPage({ searchParams }: Props) {
  const step = await waitingSignInWithFactors();
  if (!step) {
    return (
      <AuthPage heading="Sign in again">
        <p role="alert">{secondFactorMessages.expired}</p>
        <p>
          <Link href="/auth/signin">Sign in</Link>
        </p>
      </AuthPage>
    );
  }
  const error = await param(searchParams, 'error');
  const { waiting, factors, hasFactor } = step;
  const alert = error && <ArrivingAlert key={error}>{errors[error] ?? 'We could not sign you in. Please try again.'}</ArrivingAlert>;
  if (!hasFactor) {
    const totpSetup = await totpSetupFor({ userId: waiting.user_id, email: waiting.email });
    return (
      <AuthPage heading="Set up a second factor">
        {alert}
        <p>
          Your role on this site needs a second factor: something only you have, asked for after your password or e-mail link. Set up one now (you can add more
          later from your account page); then you are signed in.
        </p>
        {totpSetup && <TotpSetupForm keyText={totpSetup.keyText} qrCode={totpSetup.qrCode} heading="h2" />}
        <AddPasskeyForm heading="h2" />
      </AuthPage>
    );
  }
  return (
    <AuthPage heading="Confirm it is you">
      {alert}
      <p>{waiting.first_factor === 'link' ? 'Your e-mail link worked.' : 'Your password was right.'} One more step: use your second factor.</p>
      {factors.passkeys.length > 0 && (
        <>
          <h2>Passkey</h2>
          <PasskeySignIn />
        </>
      )}
      {factors.totp && (
        <>
          <h2>Authenticator app</h2>
          <form className="stacked-form" method="post" action="/api/auth/second-factor" aria-label="Code from your authenticator app">
            <input type="hidden" name="method" value="totp" />
            <label htmlFor="second-factor-code">6-digit code from your app</label>
            <input
              id="second-factor-code"
              type="text"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]{6,7}"
              maxLength={7}
              required
            />
            <button type="submit" className="button">
              Sign in
            </button>
          </form>
        </>
      )}
      <details className="recovery-code-step">
        <summary>Use a recovery code</summary>
        <form className="stacked-form" method="post" action="/api/auth/second-factor" aria-label="Recovery code">
          <input type="hidden" name="method" value="recovery-code" />
          <label htmlFor="recovery-code">Recovery code</label>
          <input id="recovery-code" type="text" name="code" autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={40} required />
          <button type="submit" className="button">
            Sign in with the code
          </button>
        </form>
      </details>
      <p>Lost your app, passkeys and recovery codes? An administrator can reset your account: reply to any e-mail from us, or contact us.</p>
    </AuthPage>
  );
}
