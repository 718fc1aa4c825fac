import { render } from '@react-email/render';
import type { EmailJob } from '@vtrans/contracts';
import type { ReactElement } from 'react';
import { AlertConfirmation, alertConfirmationSubject } from './templates/alert-confirmation';
import { NewsletterConfirmation, newsletterConfirmationSubject } from './templates/newsletter-confirmation';
import { Notice } from './templates/notice';
import { SignInLink, signInLinkSubject } from './templates/sign-in-link';
import { composed, type OutgoingEmail } from './deliver';

/** What an e-mail says: its subject and headers, and its React Email element. */
export interface EmailMessage {
  subject: string;
  element: ReactElement;
  /** Reply-To, when answers should go to someone other than the sender. */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe on list mail. */
  headers?: Record<string, string>;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  headers: Record<string, string>;
}

/** The one place that maps an `email.send` job's template name to its component, subject and headers. */
export function composeEmailJob(email: EmailJob): OutgoingEmail {
  switch (email.template) {
    case 'system-notice':
      return composed({ to: email.to, subject: email.data.subject, element: <Notice {...email.data} />, replyTo: email.replyTo });
    case 'newsletter-confirmation':
      return composed({
        to: email.to,
        subject: newsletterConfirmationSubject,
        element: <NewsletterConfirmation {...email.data} />,
        headers: { 'List-Unsubscribe': `<${email.data.unsubscribeUrl}>` },
      });
    case 'alert-confirmation':
      return composed({ to: email.to, subject: alertConfirmationSubject, element: <AlertConfirmation {...email.data} /> });
    case 'sign-in-link':
      return composed({ to: email.to, subject: signInLinkSubject(email.data), element: <SignInLink {...email.data} /> });
  }
}

/**
 * The headers that let a mail client unsubscribe its reader with one POST (RFC 8058), for list
 * mail: campaigns and locality alerts.
 */
export function oneClickUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** HTML and plain text of an e-mail's message. */
export async function renderMessage({ element, subject, replyTo, headers = {} }: EmailMessage): Promise<RenderedEmail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text, replyTo, headers };
}

export function renderEmail(email: EmailJob): Promise<RenderedEmail> {
  return composeEmailJob(email).build();
}
