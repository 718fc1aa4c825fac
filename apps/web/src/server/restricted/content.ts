import 'server-only';
import { type ContentKind, contentRoles, type ContentStatus } from '@vtrans/contracts/content-editing';
import { countContentItems, findContentItem, listContentAudit, listContentItems, listEditorChoices } from '@vtrans/db';
import { readForRole } from '../viewer';

// What /admin/content reads (issue 20): drafts and their history as well as what is published.

export const contentListData = (kind: ContentKind, q?: string, status?: ContentStatus) => readForRole(contentRoles, (db) => listContentItems(db, { kind, q, status }));
export const contentCountsData = () => readForRole(contentRoles, (db) => countContentItems(db));
export const contentItemData = (itemId: string) => readForRole(contentRoles, (db) => findContentItem(db, itemId));
export const contentAuditData = (itemId: string) => readForRole(contentRoles, (db) => listContentAudit(db, itemId));

/** What the editing form offers to pick: the site's pages (for announcements) and the library's documents (for meetings). */
export const editorChoicesData = () => readForRole(contentRoles, (db) => listEditorChoices(db));
