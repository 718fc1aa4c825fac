import { Text } from '@react-email/components';
import type { EmailJob } from '@vtrans/contracts';
import { EmailButton, EmailLayout, textStyle } from './layout';

type Props = Extract<EmailJob, { template: 'system-notice' }>['data'];

/** A plain notice from the site: heading, paragraphs, and at most one button. */
export function SystemNotice({ heading, paragraphs, action }: Props) {
  return (
    <EmailLayout preview={paragraphs[0] ?? heading} heading={heading}>
      {paragraphs.map((paragraph, index) => (
        <Text key={index} style={textStyle}>
          {paragraph}
        </Text>
      ))}
      {action && <EmailButton href={action.url}>{action.label}</EmailButton>}
    </EmailLayout>
  );
}
