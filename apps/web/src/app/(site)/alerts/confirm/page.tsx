import type { Metadata } from 'next';
import { confirmAlertsAction } from '@/actions/alerts';
import { linkPageParams, NewsletterLinkPage } from '@/components/newsletter-link-page';

export const metadata: Metadata = { title: 'Confirm your alerts', description: 'Confirm your VTrans locality alerts.' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ConfirmAlertsPage({ searchParams }: Props) {
  const { token, status } = await linkPageParams(searchParams);
  return (
    <NewsletterLinkPage
      heading="Confirm your locality alerts"
      token={token}
      status={status}
      action={confirmAlertsAction}
      explanation="One more step: confirm that you want VTrans locality alerts at this address."
      buttonLabel="Confirm my alerts"
      doneMessage="Thank you — your alerts are on. Each one has a link to change or stop them."
      signUpPath="/alerts"
    />
  );
}
