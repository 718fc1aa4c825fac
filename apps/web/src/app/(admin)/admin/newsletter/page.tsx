import { sitePaths } from '@vtrans/contracts/site-paths';
import { campaignStatusLabels } from '@vtrans/contracts/campaigns';
import type { Metadata } from 'next';
import Link from 'next/link';
import { campaignsData } from '@/server/domain/restricted/campaigns';
import { virginiaDateTime } from '@vtrans/contracts/dates';
import { DataTable } from '@/components/lists/data-table';

export const metadata: Metadata = { title: 'Newsletter campaigns', description: 'Write, test, schedule and send VTrans news to the newsletter’s subscribers.' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function NewsletterCampaignsPage({ searchParams }: Props) {
  const deleted = (await searchParams).deleted === '1';
  const campaigns = await campaignsData();
  return (
    <div className="container content-page">
      <h1>Newsletter campaigns</h1>
      {deleted && (
        <p className="form-status form-status--success" role="status">
          The draft was deleted.
        </p>
      )}
      <p>
        A campaign goes to everyone who signed up for VTrans news and confirmed their address, except addresses that are suppressed. Each e-mail carries its own
        one-click unsubscribe link.
      </p>
      <p>
        <Link href="/admin/newsletter/campaign" className="button">
          Write a new campaign
        </Link>
      </p>
      <DataTable
        label="Campaigns"
        caption={`${campaigns.length === 1 ? '1 campaign' : `${campaigns.length} campaigns`}, newest first`}
        rows={campaigns}
        rowKey={(campaign) => campaign.id}
        empty="No campaign has been written yet."
        columns={[
          { header: 'Subject', cell: (campaign) => <Link href={sitePaths.campaign(campaign.id)}>{campaign.subject}</Link> },
          {
            header: 'Status',
            cell: (campaign) =>
              `${campaignStatusLabels[campaign.status]}${campaign.status === 'scheduled' && campaign.send_at ? ` for ${virginiaDateTime(campaign.send_at)}` : ''}`,
          },
          { header: 'Sent', cell: (campaign) => (campaign.recipient_count === null ? '—' : `${campaign.sent ?? 0} of ${campaign.recipient_count}`) },
          { header: 'Last changed or finished', cell: (campaign) => virginiaDateTime(campaign.finished_at ?? campaign.updated_at) },
        ]}
      />
    </div>
  );
}
