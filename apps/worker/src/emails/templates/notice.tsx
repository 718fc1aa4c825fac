import { Text } from '@react-email/components';
import type { Language } from '@vtrans/contracts/languages';
import type { NoticeWords } from '@vtrans/contracts/notice-words';
import { composed, type OutgoingEmail } from '../deliver';
import { EmailButton, EmailLayout, textStyle } from './layout';

export interface NoticeProps {
  /** The language it is written in (NoticeWords.language): the e-mail's `lang`. */
  language?: Language;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}

/**
 * A plain notice: heading, paragraphs, and at most one button. The staff alerts and the
 * submitter's notices are written this way; each notification file (notifications/) fills it in.
 */
export function Notice({ language, heading, paragraphs, action }: NoticeProps) {
  return (
    <EmailLayout preview={paragraphs[0] ?? heading} heading={heading} language={language}>
      {paragraphs.map((paragraph, index) => (
        <Text key={index} style={textStyle}>
          {paragraph}
        </Text>
      ))}
      {action && <EmailButton href={action.url}>{action.label}</EmailButton>}
    </EmailLayout>
  );
}

/** A notice written in contracts' words (NoticeWords: what staff preview is what is sent), to one address. */
export const composedNotice = (to: string, words: NoticeWords, replyTo?: string): OutgoingEmail =>
  composed({
    to,
    ...(replyTo && { replyTo }),
    subject: words.subject,
    element: <Notice language={words.language} heading={words.heading} paragraphs={words.paragraphs} action={words.action} />,
  });
