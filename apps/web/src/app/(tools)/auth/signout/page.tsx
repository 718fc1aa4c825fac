import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthPage } from '@/components/auth-page';
import { csrfToken, currentSession } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Sign out', description: 'Sign out of VTrans.' };

export default async function SignOutPage() {
  const session = await currentSession();
  if (!session) {
    return (
      <AuthPage heading="You are signed out">
        <p>
          <Link href="/auth/signin">Sign in</Link> · <Link href="/">VTrans home page</Link>
        </p>
      </AuthPage>
    );
  }
  return (
    <AuthPage heading="Sign out">
      <p>You are signed in as {session.user.email}.</p>
      <form method="post" action="/api/auth/signout" aria-label="Sign out">
        <input type="hidden" name="csrfToken" value={(await csrfToken()) ?? ''} />
        <button type="submit" className="button">
          Sign out
        </button>
      </form>
    </AuthPage>
  );
}
