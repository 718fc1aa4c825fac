'use client';

import { sitePaths } from '@vtrans/contracts/site-paths';
import { type CampaignProgress as Progress, campaignStatusLabels } from '@vtrans/contracts/campaigns';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

/** While these last, the page asks how far it has gone every second. */
const moving = new Set(['scheduled', 'sending', 'paused']);

const number = (value: number) => value.toLocaleString('en-US');

/**
 * A campaign's live progress: queued, sent, skipped, failed, remaining and the rate, read every
 * second from /api/admin/newsletter/progress while the campaign is moving (or its preview is
 * being rendered). A change of status, or a new preview, reloads the page's server parts, so its
 * buttons are the ones that now apply; the status line is a live region, the figures are not (a
 * screen reader would otherwise read them every second).
 */
export function CampaignProgress({ campaignId, initial }: { campaignId: string; initial: Progress }) {
  const [progress, setProgress] = useState(initial);
  const router = useRouter();
  const shown = useRef(initial);

  useEffect(() => {
    const watching = moving.has(progress.status) || progress.renderedVersion !== progress.version;
    if (!watching) return;
    const timer = setInterval(() => {
      fetch(sitePaths.campaignProgress(campaignId), { cache: 'no-store' })
        .then((response) => (response.ok ? response.json() : null))
        .then((answer: { data: Progress } | null) => {
          if (!answer) return;
          const next = answer.data;
          setProgress(next);
          if (next.status !== shown.current.status || next.renderedVersion !== shown.current.renderedVersion) router.refresh();
          shown.current = next;
        })
        .catch(() => undefined); // the next tick tries again
    }, 1000);
    return () => clearInterval(timer);
  }, [campaignId, progress.status, progress.renderedVersion, progress.version, router]);

  if (progress.status === 'draft' || progress.status === 'scheduled') return null;
  const handled = progress.sent + progress.skipped + progress.failed;
  const percent = progress.total === 0 ? (progress.status === 'sent' ? 100 : 0) : Math.floor((handled / progress.total) * 100);
  return (
    <section aria-labelledby="campaign-progress-heading" className="campaign-progress">
      <h2 id="campaign-progress-heading">Progress</h2>
      <p role="status">
        {campaignStatusLabels[progress.status]}: {percent}% done ({number(handled)} of {number(progress.total)})
      </p>
      <progress max={100} value={percent} aria-labelledby="campaign-progress-heading" />
      <dl className="facts">
        <dt>Recipients</dt>
        <dd>{number(progress.total)}</dd>
        <dt>Sent</dt>
        <dd data-figure="sent">{number(progress.sent)}</dd>
        <dt>Not sent: unsubscribed or suppressed since</dt>
        <dd data-figure="skipped">{number(progress.skipped)}</dd>
        <dt>Failed</dt>
        <dd data-figure="failed">{number(progress.failed)}</dd>
        <dt>Remaining</dt>
        <dd data-figure="remaining">{number(progress.queued)}</dd>
        <dt>{progress.status === 'sending' ? 'E-mails per second' : 'E-mails per second (average)'}</dt>
        <dd data-figure="rate">{progress.perSecond.toLocaleString('en-US', { maximumFractionDigits: 1 })}</dd>
      </dl>
    </section>
  );
}
