import type { Metadata } from 'next';
import { linkPageParams, NewsletterLinkPage } from '@/components/newsletter-link-page';
import { confirmSubscription } from '@/actions/newsletter';

export const metadata: Metadata = {
  title: 'Confirm your subscription',
  description: 'Confirm your sign-up for VTrans news by email.',
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ConfirmSubscriptionPage({ searchParams }: Props) {
  const { token, status } = await linkPageParams(searchParams);
  return (
    <NewsletterLinkPage
      heading="Confirm your subscription"
      token={token}
      status={status}
      action={confirmSubscription}
      explanation="One more step: confirm that you want VTrans news at this address, four to six times a year."
      buttonLabel="Confirm my subscription"
      doneMessage="Thank you — your subscription is confirmed. Our next update will reach your inbox."
    />
  );
}
