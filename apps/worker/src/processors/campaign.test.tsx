import { RECIPIENT_TOKEN_PLACEHOLDER } from '@vtrans/contracts/campaigns';
import { describe, expect, it } from 'vitest';
import { campaignPacing, renderCampaign } from './campaign';

describe('campaignPacing', () => {
  it('never lets a second send more than the rate', () => {
    for (const rate of [1, 4, 20, 99, 100, 250, 1000, 100_000]) {
      const { batchSize, limiter } = campaignPacing(rate);
      expect(batchSize, `rate ${rate}`).toBeGreaterThanOrEqual(1);
      expect(batchSize, `rate ${rate}`).toBeLessThanOrEqual(100);
      expect(limiter.duration).toBe(1000);
      // Each job started in a second sends at most a batch.
      expect(limiter.max * batchSize, `rate ${rate}`).toBeLessThanOrEqual(Math.max(rate, 1));
    }
    expect(campaignPacing(100_000)).toEqual({ batchSize: 100, limiter: { max: 1000, duration: 1000 } });
    expect(campaignPacing(20)).toEqual({ batchSize: 2, limiter: { max: 10, duration: 1000 } });
  });
});

describe('renderCampaign', () => {
  it('renders the Markdown body once, with absolute site links, no raw HTML, and a place for each recipient’s token', async () => {
    const { html, text } = await renderCampaign(
      {
        subject: 'Winter news',
        body: '## The plan\n\nRead [the program updates](/get-involved/program-updates).\n\n<script>alert(1)</script><img src=x onerror=alert(1)>\n\n[bad](javascript:alert(1))',
      },
      'https://vtrans.example.gov',
    );
    expect(html).toMatch(/<html[^>]* lang="en"/);
    expect(html).toContain('<h2>The plan</h2>');
    expect(html).toContain('href="https://vtrans.example.gov/get-involved/program-updates"');
    // Raw HTML is dropped; a link to javascript: stays as words, never an address.
    expect(html).not.toMatch(/<script|<img|onerror=|href="javascript:/i);
    expect(html).toContain(`https://vtrans.example.gov/newsletter/unsubscribe?token=${RECIPIENT_TOKEN_PLACEHOLDER}`);
    expect(text).toContain('WINTER NEWS');
    expect(text).toContain('the program updates https://vtrans.example.gov/get-involved/program-updates');
    expect(text).toContain(`Unsubscribe from VTrans news https://vtrans.example.gov/newsletter/unsubscribe?token=${RECIPIENT_TOKEN_PLACEHOLDER}`);
  });
});
