import { Text } from '@react-email/components';
import { EmailButton, EmailLayout, textStyle } from './layout';

export interface NoticeProps {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}

/**
 * A plain notice: heading, paragraphs, and at most one button. The staff alerts and the
 * submitter's notices are written this way; each notification file (notifications/) fills it in.
 */
export function Notice({ heading, paragraphs, action }: NoticeProps) {
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
