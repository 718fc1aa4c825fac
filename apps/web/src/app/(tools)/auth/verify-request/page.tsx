import type { Metadata } from 'next';
import Link from 'next/link';
import { authMessages } from '@vtrans/contracts/auth';
import { AuthPage } from '@/components/auth-page';

export const metadata: Metadata = { title: 'Check your email', description: 'A sign-in link is on its way.' };

export default function VerifyRequestPage() {
  return (
    <AuthPage heading="Check your email">
      <p role="status">{authMessages.linkSent}</p>
      <p>Open the link on this device. If nothing arrives within a few minutes, check your spam folder or ask for a new link.</p>
      <p>
        <Link href="/auth/signin">Back to sign in</Link> · <Link href="/">VTrans home page</Link>
      </p>
    </AuthPage>
  );
}
