import { callbackPath } from '@/server/auth/callback';
import { authMessages } from '@vtrans/contracts/auth';
import { secondFactorMessages } from '@vtrans/contracts/second-factor';
import type { Metadata } from 'next';
import Link from 'next/link';
import { ArrivingAlert } from '@/components/arriving-status';
import { PasskeyFirstSignIn } from '@/components/account-security-forms';
import { AuthPage, param } from '@/components/auth-page';
import { retriedEmail } from '@/server/auth/sign-in';

export const metadata: Metadata = { title: 'Sign in', description: 'Sign in to VTrans by e-mail link, or with a staff password.' };

const errors: Record<string, string> = {
  TooManyAttempts: authMessages.tooManyAttempts,
  CredentialsSignin: authMessages.badCredentials,
  SecondFactorExpired: secondFactorMessages.expired,
  InvalidInput: 'Please provide a valid email (and, for a password sign-in, your password).',
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Both forms post to the auth API, so they work without JavaScript. */
export default async function SignInPage({ searchParams }: Props) {
  const error = await param(searchParams, 'error');
  const callbackUrl = callbackPath(await param(searchParams, 'callbackUrl'));
  // After a refused password, the address is filled in again (only the password is asked anew).
  const keptEmail = error ? await retriedEmail() : undefined;
  return (
    <AuthPage heading="Sign in to VTrans">
      {!error && callbackUrl !== '/' && <p>The page you asked for is for signed-in users: sign in and we will take you back to it.</p>}
      {error && <ArrivingAlert key={error}>{errors[error] ?? 'We could not sign you in. Please try again.'}</ArrivingAlert>}
      <h2>Sign in with an email link</h2>
      <p>We will email you a link that signs you in. It works once, for 15 minutes.</p>
      <form className="stacked-form" method="post" action="/api/auth/signin/email" aria-label="Email link sign-in">
        <input type="hidden" name="callbackUrl" value={callbackUrl} />
        <label htmlFor="link-email">Email</label>
        <input id="link-email" name="email" type="email" autoComplete="email" required />
        <button type="submit" className="button">
          Email me a sign-in link
        </button>
      </form>
      <h2>Staff: sign in with a password</h2>
      <form className="stacked-form" method="post" action="/api/auth/callback/credentials" aria-label="Password sign-in">
        <input type="hidden" name="callbackUrl" value={callbackUrl === '/' ? '/admin' : callbackUrl} />
        <label htmlFor="password-email">Email</label>
        <input id="password-email" name="email" type="email" autoComplete="username" required defaultValue={keptEmail} />
        <label htmlFor="password">Password</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required />
        <button type="submit" className="button">
          Sign in
        </button>
      </form>
      <h2>Or sign in with a passkey</h2>
      <PasskeyFirstSignIn callbackUrl={callbackUrl === '/' ? '/admin' : callbackUrl} />
      <p>
        Trouble signing in? <Link href="/get-involved/contact-us">Contact us</Link>.
      </p>
    </AuthPage>
  );
}
