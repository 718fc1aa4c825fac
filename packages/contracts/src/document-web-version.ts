// No zod: the worker writes this shape and the document's web page renders it; both are ours.

/** One block of a PDF's web version, in reading order. Text only: nothing here is HTML. */
export type WebBlock =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: WebListItem[] }
  | { kind: 'table'; caption?: string; head: WebCell[][]; body: WebCell[][] }
  | { kind: 'figure'; alternative: string | null };

export interface WebListItem {
  text: string;
  items?: WebListItem[];
}

export interface WebCell {
  text: string;
  header: boolean;
}

/**
 * A PDF as a web page, made by the worker from its tags (headings, lists, tables, figures' text
 * alternatives) or, for a PDF without tags, from its text in reading order. `note` tells the
 * reader where the PDF's structure was too poor to follow.
 */
export interface WebVersion {
  structured: boolean;
  note: string | null;
  pages: { number: number; blocks: WebBlock[] }[];
  /** True when the text ran past what one web page holds; the rest is in the PDF. */
  truncated: boolean;
}

export const webVersionNotes = {
  untagged: 'This PDF has no tags, so this page shows its text in reading order only: its headings, lists and tables could not be identified.',
  partlyTagged: 'Parts of this PDF are not tagged: on those pages the text is shown in reading order only, without its headings, lists and tables.',
  truncated: 'This document is too long to show in full as a web page; the rest is in the PDF.',
} as const;
