import { type ContentKind, contentKinds } from './content-editing';
import { markdownLinks } from './markdown';

/*
 * The links a content item's fields make (issue 63): in Markdown bodies, in the fields that hold
 * one address (an announcement's link, a meeting's online link), and the library documents chosen.
 * The web app checks those to this site before publishing; the worker checks those to other sites.
 */

export type ContentLink = {
  /** The field's label (“Body”, “Documents from the library”). */
  field: string;
  href: string;
  documentId?: string;
};

/** The fields whose whole value is one address. */
const addressFields = new Set(['href', 'onlineUrl']);

export function contentLinks(kind: ContentKind, fields: Record<string, unknown>): ContentLink[] {
  return contentKinds[kind].fields.flatMap((field): ContentLink[] => {
    const value = fields[field.name];
    if (field.type === 'documents' && Array.isArray(value))
      return value.map((id) => ({ field: field.label, href: `document ${String(id)}`, documentId: String(id) }));
    if (typeof value !== 'string' || !value) return [];
    const hrefs = field.type === 'markdown' ? markdownLinks(value) : addressFields.has(field.name) ? [value] : [];
    return hrefs.map((href) => ({ field: field.label, href }));
  });
}

/** A path on this site (“/resources/…”), not a protocol-relative address to another (“//host”). */
export const isSiteLink = (href: string): boolean => /^\/(?![/\\])/.test(href);

/** The longest address the worker checks, as the external_links table bounds it. */
export const MAX_EXTERNAL_LINK = 2048;

/** An address on another site the worker can check: http or https, and no longer than it keeps. */
export const isExternalLink = (href: string): boolean => /^https?:\/\/[^/\s]/i.test(href) && href.length <= MAX_EXTERNAL_LINK;
