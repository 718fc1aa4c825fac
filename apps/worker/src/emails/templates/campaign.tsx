import { EmailLayout, EmailLink, textStyle } from './layout';

export interface CampaignProps {
  subject: string;
  /** The body's HTML (Markdown rendered by the contracts' renderer: no raw HTML, only safe links), links absolute. */
  bodyHtml: string;
  /** The preview line mail clients show after the subject. */
  preview: string;
  unsubscribeUrl: string;
}

/**
 * A newsletter campaign: the subject as its heading, the body staff wrote, and a footer that says
 * why it came and how to stop it. Rendered once per campaign version; each recipient's copy differs
 * only in its unsubscribe link (processors/campaign.ts).
 */
export function Campaign({ subject, bodyHtml, preview, unsubscribeUrl }: CampaignProps) {
  return (
    <EmailLayout
      preview={preview}
      heading={subject}
      footer={
        <>
          You receive this because you signed up for VTrans news on the VTrans website.{' '}
          {/* No full stop after the link: the text part puts its address there, and a client would take the stop into it. */}
          <EmailLink href={unsubscribeUrl}>Unsubscribe from VTrans news</EmailLink>
        </>
      }
    >
      <div style={textStyle} dangerouslySetInnerHTML={{ __html: bodyHtml }} />
    </EmailLayout>
  );
}
