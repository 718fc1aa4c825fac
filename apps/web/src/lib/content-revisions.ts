import { virginiaDateTime } from '@vtrans/contracts/dates';
import { type ContentKind, contentKinds, formValue } from '@vtrans/contracts/content-editing';
import { diffWords } from 'diff';

// How the content editor shows an item's status and what changed between two of its versions.

/** The status a list or an item shows: a published item with a newer saved version says so. */
export function statusLabel(item: { status: string; published_revision: number | null; latest_revision: number | null; publish_at: Date | null }): string {
  if (item.status === 'scheduled' && item.publish_at) return `scheduled for ${virginiaDateTime(item.publish_at)}`;
  if (item.status === 'published' && item.latest_revision !== null && item.published_revision !== null && item.latest_revision > item.published_revision) {
    return 'published, with unpublished changes';
  }
  return item.status;
}

/** A stretch of a field's text: the same in both versions, only in the newer, or only in the older. */
export type DiffPart = { text: string; change: 'same' | 'added' | 'removed' };
export type FieldDiff = { field: string; label: string; parts: DiffPart[]; added: number; removed: number };

const asText = (value: unknown) => {
  const shown = formValue(value);
  return Array.isArray(shown) ? shown.join(', ') : shown;
};

/** What changed between two versions, field by field, word by word; only the fields that differ. */
export function diffRevisions(kind: ContentKind, older: Record<string, unknown>, newer: Record<string, unknown>): FieldDiff[] {
  return contentKinds[kind].fields.flatMap((field) => {
    const before = asText(older[field.name]);
    const after = asText(newer[field.name]);
    if (before === after) return [];
    const parts: DiffPart[] = diffWords(before, after).map((part) => ({ text: part.value, change: part.added ? 'added' : part.removed ? 'removed' : 'same' }));
    const count = (change: DiffPart['change']) =>
      parts.filter((part) => part.change === change).reduce((words, part) => words + part.text.trim().split(/\s+/).filter(Boolean).length, 0);
    return [{ field: field.name, label: field.label, parts, added: count('added'), removed: count('removed') }];
  });
}
