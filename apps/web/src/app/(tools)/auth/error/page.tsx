import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthPage, param } from '@/components/auth-page';

export const metadata: Metadata = { title: 'Sign-in problem', description: 'Something went wrong while signing in.' };

const explanations: Record<string, { heading: string; text: string }> = {
  Verification: {
    heading: 'This sign-in link no longer works',
    text: 'Sign-in links work once, for 15 minutes. This one has been used or has expired. Ask for a new one.',
  },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AuthErrorPage({ searchParams }: Props) {
  const error = await param(searchParams, 'error');
  const explanation = (error && explanations[error]) || {
    heading: 'We could not sign you in',
    text: 'Something went wrong on our side. Please try again in a few minutes.',
  };
  return (
    <AuthPage heading={explanation.heading}>
      <p role="alert">{explanation.text}</p>
      <p>
        <Link href="/auth/signin">Get a new sign-in link</Link> · <Link href="/get-involved/contact-us">Contact us</Link>
      </p>
    </AuthPage>
  );
}
