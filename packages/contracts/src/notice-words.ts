import type { Language } from './languages';

/**
 * An e-mail the worker draws in its notice template (a heading, paragraphs, one link), in words:
 * what the public is sent and what staff see before they send it (issue 56) come from one place.
 */
export interface NoticeWords {
  /** The language it is written in, for the e-mail's `lang`; English unless said (issue 62). */
  language?: Language;
  subject: string;
  heading: string;
  paragraphs: string[];
  /** The one link it carries; none when what it would lead to is gone (a document in the trash). */
  action?: { label: string; url: string };
}

/** The same words as plain text, in the order the e-mail gives them (heading, paragraphs, link). */
export function noticeText(words: NoticeWords): string {
  return [words.heading, ...words.paragraphs, ...(words.action ? [`${words.action.label}: ${words.action.url}`] : [])].join('\n\n');
}
