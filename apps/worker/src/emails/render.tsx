import { render } from '@react-email/render';
import type { EmailJob } from '@vtrans/contracts';
import type { ReactElement } from 'react';
import { NewsletterConfirmation, newsletterConfirmationSubject } from './templates/newsletter-confirmation';
import { SignInLink, signInLinkSubject } from './templates/sign-in-link';
import { SystemNotice } from './templates/system-notice';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  /** Reply-To, when answers should go to someone other than the sender. */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe on list mail. */
  headers: Record<string, string>;
}

type Rendering = Omit<RenderedEmail, 'html' | 'text'> & { element: ReactElement };

/** The one place that maps a template name to its component, subject and headers. */
function elementFor(email: EmailJob): Rendering {
  switch (email.template) {
    case 'system-notice':
      return { subject: email.data.subject, element: <SystemNotice {...email.data} />, replyTo: email.replyTo, headers: {} };
    case 'newsletter-confirmation':
      return {
        subject: newsletterConfirmationSubject,
        element: <NewsletterConfirmation {...email.data} />,
        headers: { 'List-Unsubscribe': `<${email.data.unsubscribeUrl}>` },
      };
    case 'sign-in-link':
      return { subject: signInLinkSubject(email.data), element: <SignInLink {...email.data} />, headers: {} };
  }
}

export async function renderEmail(email: EmailJob): Promise<RenderedEmail> {
  const { element, ...envelope } = elementFor(email);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { ...envelope, html, text };
}
