import { callbackPath } from '@/server/auth/callback';
import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthPage, param } from '@/components/auth-page';
import { currentSession } from '@/server/auth/session';

export async function generateMetadata(): Promise<Metadata> {
  return (await currentSession())
    ? { title: 'Signed in', description: 'You are signed in to VTrans.' }
    : { title: 'Not signed in', description: 'You are not signed in to VTrans.' };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Where a sign-in link lands. Only a session says it worked: opened again later, after signing
 * out, or in another browser, the page says so rather than claiming a sign-in that did not happen.
 */
export default async function VerifySuccessPage({ searchParams }: Props) {
  const session = await currentSession();
  const callbackUrl = callbackPath(await param(searchParams, 'callbackUrl'));
  if (!session) {
    return (
      <AuthPage heading="You are not signed in">
        <p role="status">This browser is not signed in. A sign-in link works once, in the browser it was asked for, and you may have signed out since.</p>
        <p>
          <Link href={`/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`}>Sign in</Link>
        </p>
      </AuthPage>
    );
  }
  return (
    <AuthPage heading="You are signed in">
      <p role="status">Signed in as {session.user.email}.</p>
      <p>
        <Link href={callbackUrl}>Continue</Link>
      </p>
    </AuthPage>
  );
}
