import { callbackPath } from '@/server/auth/callback';
import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthPage, param } from '@/components/auth-page';

export const metadata: Metadata = { title: 'Please sign in', description: 'This page needs you to be signed in.' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function UnauthenticatedPage({ searchParams }: Props) {
  const callbackUrl = callbackPath(await param(searchParams, 'callbackUrl'));
  return (
    <AuthPage heading="Please sign in">
      <p>The page you asked for is for signed-in users. Sign in and we will take you back to it.</p>
      <p>
        <Link className="button" href={`/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`}>
          Sign in
        </Link>
      </p>
      <p>
        <Link href="/">VTrans home page</Link>
      </p>
    </AuthPage>
  );
}
