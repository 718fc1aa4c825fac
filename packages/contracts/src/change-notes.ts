import { z } from 'zod';
import type { ContentKind } from './content-editing';

/*
 * Change notes as public history (issue 63). A page the public can open keeps a history: when it
 * was first published and each change the public was told of. Whoever edits it after it is on the
 * site says which it is — a minor change (a typo, a link) goes up silently; any other needs a note,
 * in a sentence the public reads: "Last updated <date> — <note>".
 */

/** The kinds with a page of their own, whose readers see their history. */
export const changeNoteKinds: readonly ContentKind[] = ['pages', 'updates', 'meetings'];

export const hasPublicHistory = (kind: ContentKind) => changeNoteKinds.includes(kind);

/** Whether a save of the item says what changed: a page of its own, on the site now. */
export const asksForChangeNote = (item: { kind: string; published_revision: number | null }) =>
  hasPublicHistory(item.kind as ContentKind) && item.published_revision !== null;

export const CHANGE_NOTE_MAX = 500;

/** The editor's answer, as the form sends it: minor, or major with its note. */
export const ChangeNoteFields = z.object({
  change: z.enum(['minor', 'major'], { error: 'Say whether this is a minor change or one the public is told of.' }),
  changeNote: z
    .string()
    .trim()
    .max(CHANGE_NOTE_MAX, `Keep the note under ${CHANGE_NOTE_MAX} characters.`)
    .optional()
    .transform((value) => value ?? ''),
});

/** The same, checked whole: a major change has its note (what the browser's form checks). */
export const ChangeNoteChecked = ChangeNoteFields.superRefine(({ change, changeNote }, context) => {
  if (change === 'major' && !changeNote) {
    context.addIssue({ code: 'custom', path: ['changeNote'], message: 'Say in a sentence what changed: the page shows it to the public.' });
  }
});

/** What a save keeps: the note, or null for a minor change. */
export const ChangeNote = ChangeNoteChecked.transform(({ change, changeNote }) => (change === 'major' ? changeNote : null));

/** One entry of a page's history as the page shows it. */
export interface ChangeHistoryEntry {
  publishedAt: Date;
  /** Null: the first publication. */
  note: string | null;
}
