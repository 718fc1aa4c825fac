import { LinkToken } from '@vtrans/contracts/newsletter';
import type { Metadata } from 'next';
import Link from 'next/link';
import { z } from 'zod';
import { unsubscribeFromAlertsAction } from '@/actions/alerts';
import { AlertForm } from '@/components/alerts/alert-form';
import { alertSubscriptionData } from '@/server/domain/alerts';
import { localityNamesData } from '@/server/domain/places';

export const metadata: Metadata = { title: 'Your alerts', description: 'Change or stop your VTrans locality alerts.' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const Address = z.object({ token: LinkToken.optional().catch(undefined), status: z.enum(['stopped', 'invalid']).optional().catch(undefined) });

export default async function ManageAlertsPage({ searchParams }: Props) {
  const { token, status } = Address.parse(await searchParams);
  const subscription = token ? await alertSubscriptionData(token) : undefined;
  if (status === 'stopped') {
    return (
      <div className="container content-page">
        <h1>Your alerts are stopped</h1>
        <p className="form-status form-status--success" role="status">
          We will send you no more locality alerts. You can <Link href="/alerts">ask for them again</Link> at any time.
        </p>
      </div>
    );
  }
  if (!token || !subscription || status === 'invalid') {
    return (
      <div className="container content-page">
        <h1>Your alerts</h1>
        <p className="field-error" role="alert">
          This link is not known. Use the link in your most recent alert, or <Link href="/alerts">ask for alerts again</Link>.
        </p>
      </div>
    );
  }
  const localities = await localityNamesData();
  return (
    <div className="container content-page">
      <h1>Your alerts</h1>
      <p>
        Alerts to {subscription.email}
        {subscription.status === 'unsubscribed'
          ? ' are stopped. Save your choices to start them again.'
          : subscription.status === 'pending'
            ? ' are waiting for you to confirm: follow the link in the confirmation e-mail.'
            : `, for ${subscription.localityNames.join(', ')}.`}
      </p>
      <AlertForm
        localities={localities}
        manage={{ token, localities: subscription.localities, topics: subscription.topics, frequency: subscription.frequency }}
      />
      {subscription.status !== 'unsubscribed' && (
        <form action={unsubscribeFromAlertsAction}>
          <h2>Stop all alerts</h2>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button button--outline">
            Stop all my alerts
          </button>
        </form>
      )}
    </div>
  );
}
