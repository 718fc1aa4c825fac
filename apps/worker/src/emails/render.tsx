import { render } from '@react-email/render';
import type { ReactElement } from 'react';

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
