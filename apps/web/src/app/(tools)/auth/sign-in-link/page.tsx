import { callbackPath } from '@/server/auth/callback';
import { LinkToken } from '@vtrans/contracts/newsletter';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthPage, param } from '@/components/auth-page';

export const metadata: Metadata = { title: 'Finish signing in', description: 'Sign in to VTrans with the link we e-mailed you.', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Where an e-mailed sign-in link lands. Opening it spends nothing: mail scanners that open every
 * link would otherwise use it up before its owner could. The button POSTs the token, and only
 * that signs in (once).
 */
export default async function SignInLinkPage({ searchParams }: Props) {
  const token = LinkToken.safeParse(await param(searchParams, 'token'));
  if (!token.success) redirect('/auth/error?error=Verification');
  const callbackUrl = callbackPath(await param(searchParams, 'callbackUrl'));
  return (
    <AuthPage heading="Finish signing in">
      <p>Press the button to sign in to VTrans on this device. The link works once.</p>
      <form method="post" action="/api/auth/callback/email" aria-label="Finish signing in">
        <input type="hidden" name="token" value={token.data} />
        <input type="hidden" name="callbackUrl" value={callbackUrl} />
        <button type="submit" className="button">
          Sign in
        </button>
      </form>
    </AuthPage>
  );
}
