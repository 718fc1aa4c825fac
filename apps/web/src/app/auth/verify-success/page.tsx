import { safeCallbackPath } from '@vtrans/contracts';
import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthPage, param } from '@/components/auth-page';
import { currentSession } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Signed in', description: 'You are signed in to VTrans.' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function VerifySuccessPage({ searchParams }: Props) {
  const session = await currentSession();
  const callbackUrl = safeCallbackPath(await param(searchParams, 'callbackUrl'));
  return (
    <AuthPage heading="You are signed in">
      <p role="status">{session ? `Signed in as ${session.user.email}.` : 'Your sign-in link worked.'}</p>
      <p>
        <Link href={callbackUrl}>Continue</Link>
      </p>
    </AuthPage>
  );
}
