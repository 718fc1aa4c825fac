import type { Metadata } from 'next';
import { linkPageParams, NewsletterLinkPage } from '@/components/newsletter-link-page';
import { unsubscribe } from '@/actions/newsletter';

export const metadata: Metadata = {
  title: 'Unsubscribe',
  description: 'Stop receiving VTrans news by email.',
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function UnsubscribePage({ searchParams }: Props) {
  const { token, status } = await linkPageParams(searchParams);
  return (
    <NewsletterLinkPage
      heading="Unsubscribe from VTrans news"
      token={token}
      status={status}
      action={unsubscribe}
      explanation="Press the button and we will stop sending VTrans news to this address."
      buttonLabel="Unsubscribe"
      doneMessage="You have been unsubscribed. We will not send you VTrans news again unless you sign up anew."
    />
  );
}
