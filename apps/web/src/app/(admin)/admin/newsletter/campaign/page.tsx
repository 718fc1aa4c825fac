import { CONFIRM_BY_TYPING_ABOVE, campaignStatusLabels } from '@vtrans/contracts/campaigns';
import { publicPath } from '@vtrans/contracts/content-editing';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { changeCampaignAction, deleteCampaignDraftAction, scheduleCampaignAction, sendCampaignNowAction, testCampaignAction } from '@/actions/campaigns';
import { ActionForm } from '@/components/action-form';
import { type CampaignLinkChoice, CampaignEditor } from '@/components/campaign/campaign-editor';
import { CampaignProgress } from '@/components/campaign/campaign-progress';
import { CampaignReview } from '@/components/campaign/campaign-review';
import { ConsequentialForm } from '@/components/consequential-form';
import { ScheduleFields } from '@/components/schedule-fields';
import { campaignData, campaignLinkChoicesData } from '@/server/domain/restricted/campaigns';
import { virginiaDateTime } from '@vtrans/contracts/dates';

export const metadata: Metadata = { title: 'Newsletter campaign', description: 'Write, preview, test and send one newsletter campaign.' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const Address = z.object({ id: z.uuid().optional().catch(undefined), saved: z.literal('1').optional().catch(undefined) });

async function linkChoices(): Promise<CampaignLinkChoice[]> {
  const { updates, meetings } = await campaignLinkChoicesData();
  return [
    ...updates.map((update) => ({ title: update.title, path: publicPath('updates', update.id)!, group: 'Program updates' as const })),
    ...meetings.map((meeting) => ({ title: meeting.title, path: publicPath('meetings', meeting.name)!, group: 'Meetings' as const })),
  ];
}

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

export default async function CampaignPage({ searchParams }: Props) {
  const address = Address.parse(await searchParams);
  const links = await linkChoices();
  const back = (
    <p>
      <Link href="/admin/newsletter">All campaigns</Link>
    </p>
  );

  if (!address.id) {
    return (
      <div className="container content-page">
        {back}
        <h1>New campaign</h1>
        <p>It is saved as a draft. Nothing is sent until you send it or schedule it, and you can send yourself a test first.</p>
        <CampaignEditor values={{ subject: '', body: '' }} links={links} />
      </div>
    );
  }

  const campaign = await campaignData(address.id);
  if (!campaign) notFound();
  const editable = campaign.status === 'draft' || campaign.status === 'scheduled';
  const at = (
    <>
      <input type="hidden" name="campaignId" value={campaign.id} />
      <input type="hidden" name="version" value={campaign.version} />
    </>
  );
  // Pausing acts at once; resuming and cancelling say first what they do (issue 56).
  const change = (what: 'pause' | 'resume' | 'cancel', label: string) => (
    <ConsequentialForm action={changeCampaignAction} opener={label}>
      {at}
      <input type="hidden" name="change" value={what} />
    </ConsequentialForm>
  );
  const recipients = plural(campaign.audience, 'subscriber', 'subscribers');
  const previewReady = campaign.rendered_version === campaign.version || (!editable && campaign.rendered_html !== null);

  return (
    <div className="container content-page">
      {back}
      <h1>Campaign: {campaign.subject}</h1>
      {/* Said on arrival, while it is still true: not once it is sent or saved again (issue 56). */}
      {address.saved && campaign.status === 'draft' && campaign.version === 1 && (
        <p className="form-status form-status--success" role="status">
          Saved as a draft. Its preview is below; send yourself a test before sending it.
        </p>
      )}
      <dl className="facts">
        <dt>Status</dt>
        <dd>
          {campaignStatusLabels[campaign.status]}
          {campaign.status === 'scheduled' && campaign.send_at ? ` for ${virginiaDateTime(campaign.send_at)}` : ''}
        </dd>
        <dt>Last changed</dt>
        <dd>{virginiaDateTime(campaign.updated_at)}</dd>
        {campaign.started_at && (
          <>
            <dt>Started</dt>
            <dd>{virginiaDateTime(campaign.started_at)}</dd>
          </>
        )}
        {campaign.finished_at && (
          <>
            <dt>{campaign.status === 'cancelled' ? 'Cancelled' : 'Finished'}</dt>
            <dd>{virginiaDateTime(campaign.finished_at)}</dd>
          </>
        )}
      </dl>

      {/* Keyed by version, which every change of status moves on: the poller starts afresh from what the server says. */}
      {/* The versions this page was drawn from, not the progress read beside them: the worker may
          finish the preview between the two reads, and the progress would then say there is
          nothing to wait for while the page still shows "being prepared". */}
      <CampaignProgress
        key={campaign.version}
        campaignId={campaign.id}
        initial={{ ...campaign.progress, version: campaign.version, renderedVersion: campaign.rendered_version }}
      />

      {campaign.status === 'sending' && (
        <div className="button-row">
          {change('pause', 'Pause sending')}
          {change('cancel', 'Cancel the rest of the campaign…')}
        </div>
      )}
      {campaign.status === 'paused' && (
        <div className="button-row">
          {change('resume', 'Resume sending…')}
          {change('cancel', 'Cancel the rest of the campaign…')}
        </div>
      )}

      {editable && (
        <>
          <h2>Text</h2>
          <CampaignEditor campaignId={campaign.id} version={campaign.version} values={{ subject: campaign.subject, body: campaign.body }} links={links} />
        </>
      )}

      <h2>Preview</h2>
      {previewReady ? (
        <>
          <p>This is the e-mail each subscriber gets; only the unsubscribe link differs, as each is their own.</p>
          <h3>As HTML</h3>
          {/* Not sandboxed, so axe (and assistive technology) can read it. It holds only the worker's
              rendering (markdown-it drops raw HTML), and a srcdoc frame keeps this page's
              Content-Security-Policy, under which no script without the page's nonce runs. */}
          <iframe className="email-preview" title={`Preview of the e-mail “${campaign.subject}” as HTML`} srcDoc={campaign.rendered_html ?? ''} />
          <h3 id="campaign-text-heading">As plain text</h3>
          <pre className="email-preview-text" tabIndex={0} role="region" aria-labelledby="campaign-text-heading">
            {campaign.rendered_text}
          </pre>
        </>
      ) : (
        <p>The preview of this version is being prepared; it appears here in a moment.</p>
      )}

      {campaign.status !== 'cancelled' && (
        <>
          <h2>Test</h2>
          <ActionForm action={testCampaignAction}>
            <input type="hidden" name="campaignId" value={campaign.id} />
            <button type="submit" className="button button--outline">
              Send a test to me
            </button>
          </ActionForm>
        </>
      )}

      {editable && <CampaignReview review={campaign.review} at={at} previewReady={previewReady} />}

      {editable && !campaign.review.cleared && (
        <>
          <h2>Send</h2>
          <p>
            {campaign.status === 'scheduled'
              ? 'Its words have changed since they were approved (or campaigns now need a review): unless another editor approves these words before its time, it is not sent then, and goes back to a draft.'
              : 'It can be sent or scheduled once another editor approves its words.'}
          </p>
          {campaign.status === 'scheduled' && change('cancel', 'Cancel the scheduled send…')}
        </>
      )}
      {editable && campaign.review.cleared && (
        <>
          <h2>Send</h2>
          <p>
            It will go to {plural(campaign.audience, 'confirmed subscriber', 'confirmed subscribers')} (those who confirm before it starts are included;
            suppressed addresses are not).
          </p>
          <ConsequentialForm action={sendCampaignNowAction} opener={`Send now to ${recipients}…`}>
            {at}
            {campaign.audience > CONFIRM_BY_TYPING_ABOVE ? (
              <>
                <label htmlFor="campaign-confirm-count">Type {campaign.audience.toLocaleString('en-US')} (the number of subscribers) to confirm</label>
                <input id="campaign-confirm-count" name="confirmCount" type="text" inputMode="numeric" autoComplete="off" required aria-required size={10} />
              </>
            ) : (
              <input type="hidden" name="confirmCount" value={campaign.audience} />
            )}
          </ConsequentialForm>
          <ConsequentialForm action={scheduleCampaignAction} opener={campaign.status === 'scheduled' ? 'Schedule for another time…' : 'Schedule…'}>
            {at}
            <ScheduleFields legend="Send later" label="Send at" name="sendAt" id="campaign-send" />
          </ConsequentialForm>
          {campaign.status === 'scheduled' && change('cancel', 'Cancel the scheduled send…')}
        </>
      )}

      {campaign.status === 'draft' && (
        <>
          <h2>Delete</h2>
          <ConsequentialForm action={deleteCampaignDraftAction} opener="Delete this draft…">
            {at}
          </ConsequentialForm>
        </>
      )}
    </div>
  );
}
