import 'server-only';
import { type ContentKind, contentRoles, type ContentStatus } from '@vtrans/contracts/content-editing';
import {
  itemFactChecks,
  calendarFeedKeyMade,
  countContentItems,
  listOwnerGroups,
  publishingCalendar,
  reviewWorkList,
  externalLinkReport,
  externalLinkStates,
  externalLinkUses,
  findContentItem,
  listContentAudit,
  listContentItems,
  listEditorChoices,
  listItemReviews,
  listWaitingReviews,
  publishingRules,
  listWaitingCampaignReviews,
  listWaitingTranslationReviews,
  reviewComparison,
} from '@vtrans/db';
import { readForRole } from '../../auth/viewer';
import { itemLinkProblems } from '../content-link-check';
import { meetingPreview } from '../content-preview';

// What /admin/content reads (issue 20): drafts and their history as well as what is published.

export const contentListData = (kind: ContentKind, q?: string, status?: ContentStatus) =>
  readForRole(contentRoles, (db) => listContentItems(db, { kind, q, status }));
export const contentCountsData = () => readForRole(contentRoles, (db) => countContentItems(db));
export const contentItemData = (itemId: string) => readForRole(contentRoles, (db) => findContentItem(db, itemId));
export const contentAuditData = (itemId: string) => readForRole(contentRoles, (db) => listContentAudit(db, itemId));

/** An item's reviews (newest first) and whether its kind needs them (issue 63). */
export const itemReviewsData = (itemId: string, kind: ContentKind) =>
  readForRole(contentRoles, async (db, viewer) => {
    const [rules, reviews] = await Promise.all([publishingRules(db), listItemReviews(db, itemId)]);
    return { secondEyes: rules[kind], reviews, viewer: { email: viewer.user.email, role: viewer.user.role } };
  });
/** The latest version's links that block publishing, or did until staff recorded why (issue 63). */
export const itemLinksData = (itemId: string) => readForRole(contentRoles, (db) => itemLinkProblems(db, itemId));
/** The item's links to other sites (latest version and the one on the site), each as the worker last found it. */
export const itemExternalLinksData = (itemId: string) =>
  readForRole(contentRoles, async (db) => {
    const uses = await externalLinkUses(db, itemId);
    const states = await externalLinkStates(db, [...uses.keys()]);
    return [...uses].map(([url, used]) => ({ url, fields: [...new Set(used.map((use) => use.field))], state: states.get(url) ?? null }));
  });
/** The item's fact-check links, newest first, with the comments that came back (issue 63). */
export const itemFactChecksData = (itemId: string) => readForRole(contentRoles, (db) => itemFactChecks(db, itemId));
/** Content's links to other sites that the worker found broken or could not verify, with where each is used. */
export const externalLinksReportData = () => readForRole(contentRoles, (db) => externalLinkReport(db));
/** The owner groups, for an item's form and the owners page. */
export const ownerGroupsData = () => readForRole(contentRoles, (db) => listOwnerGroups(db));
/** The owners page: the groups, and live items past or near their review date, flagged, or without an owner. */
export const reviewWorkData = (today: string) =>
  readForRole(contentRoles, async (db, viewer) => {
    const [groups, work] = await Promise.all([listOwnerGroups(db), reviewWorkList(db, today)]);
    return { groups, work, viewer: { role: viewer.user.role } };
  });
/** The publishing calendar from `from` to `to` (Virginia days), one group's items only when given, and the groups to filter by. */
export const publishingCalendarData = (from: string, to: string, ownerGroupId?: string) =>
  readForRole(contentRoles, async (db, viewer) => {
    const [entries, groups, feedKeyMade] = await Promise.all([
      publishingCalendar(db, from, to, ownerGroupId),
      listOwnerGroups(db),
      calendarFeedKeyMade(db, viewer.user.id),
    ]);
    return { entries, groups, feedKeyMade };
  });
/** What waits for a second pair of eyes, and which kinds need one: the reviews page. */
export const waitingReviewsData = () =>
  readForRole(contentRoles, async (db, viewer) => {
    const [waiting, spanish, campaigns, rules] = await Promise.all([
      listWaitingReviews(db),
      listWaitingTranslationReviews(db),
      listWaitingCampaignReviews(db),
      publishingRules(db),
    ]);
    return { waiting, spanish, campaigns, rules, viewer: { role: viewer.user.role } };
  });
/** One revision waiting for review beside the version on the site, with the item's reviews. */
export const reviewData = (itemId: string, revision: number) =>
  readForRole(contentRoles, async (db, viewer) => {
    if (!itemId || !revision) return null;
    const [comparison, reviews] = await Promise.all([reviewComparison(db, itemId, revision), listItemReviews(db, itemId)]);
    return comparison && { ...comparison, reviews, viewer: { id: viewer.user.id, email: viewer.user.email } };
  });

/** What the editing form offers to pick: the site's pages (for announcements) and the library's documents (for meetings). */
export const editorChoicesData = () => readForRole(contentRoles, (db) => listEditorChoices(db));

/** What a meeting's preview needs beyond its fields (content-preview.ts), for staff. */
export const meetingPreviewData = (fields: Record<string, unknown>) => readForRole(contentRoles, (db) => meetingPreview(db, fields));
