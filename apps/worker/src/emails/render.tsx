import { render } from '@react-email/render';
import type { EmailJob } from '@vtrans/contracts';
import type { ReactElement } from 'react';
import { SystemNotice } from './templates/system-notice';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The one place that maps a template name to its component and subject. */
function elementFor(email: EmailJob): { subject: string; element: ReactElement } {
  switch (email.template) {
    case 'system-notice':
      return { subject: email.data.subject, element: <SystemNotice {...email.data} /> };
  }
}

export async function renderEmail(email: EmailJob): Promise<RenderedEmail> {
  const { subject, element } = elementFor(email);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}
