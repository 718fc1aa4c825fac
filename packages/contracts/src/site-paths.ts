/*
 * Every address inside the site that is built from a value — a token, an id — in one place, for
 * the web app, the worker's e-mails and the SQL that lists links. Zod-free: the shell and the
 * worker's templates take it without the schemas. (Fixed addresses are written where they are
 * linked.)
 */

/** Each value percent-encoded as encodeURIComponent does (a space is %20, as the site's own links and canonical addresses write it). */
const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${Object.entries(query)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&')}`;

export const sitePaths = {
  /** The page an e-mailed sign-in link opens; `callbackUrl` is where the person goes after (a safe path). */
  signInLink: (token: string, callbackUrl: string) => withQuery('/api/auth/callback/email', { callbackUrl, token }),
  newsletterConfirm: (token: string) => withQuery('/newsletter/confirm', { token }),
  newsletterUnsubscribe: (token: string) => withQuery('/newsletter/unsubscribe', { token }),
  /** RFC 8058's one-click unsubscribe, which a mail client POSTs. */
  newsletterOneClick: (token: string) => withQuery('/api/newsletter/unsubscribe', { token }),
  alertsConfirm: (token: string) => withQuery('/alerts/confirm', { token }),
  alertsManage: (token: string) => withQuery('/alerts/manage', { token }),
  alertsOneClick: (token: string) => withQuery('/api/alerts/unsubscribe', { token }),
  /** A comment, open on the map. */
  commentOnMap: (commentId: string) => withQuery('/interactvtrans/map-explorer', { comment: commentId }),
  /** Every comment period, open, coming and closed (issue 58: linked from wherever people ask how to comment). */
  commentPeriods: '/get-involved/comment-periods',
  /** A comment period's public record (issue 41), and its exports. */
  commentPeriod: (id: string) => `/get-involved/comment-periods/${id}`,
  commentPeriodExport: (id: string, format: 'csv' | 'geojson') => `/get-involved/comment-periods/${id}/comments.${format}`,
  /** Staff pages of a period: its comments, themes and responses; a comment's scanned letter. */
  commentPeriodAdmin: (id: string, also: Record<string, string> = {}) => withQuery('/admin/comment-periods/period', { id, ...also }),
  commentLetter: (commentId: string) => withQuery('/api/admin/comments/letter', { id: commentId }),
  update: (id: string) => withQuery('/get-involved/program-updates/update', { id }),
  meeting: (name: string) => withQuery('/get-involved/meetings/meeting', { article: name }),
  submission: (id: number) => `/interactvtrans/submit/${id}`,
  /** A library document's file, as the library hosts it. */
  resource: (fileName: string) => `/resources/${encodeURIComponent(fileName)}`,
  /** A library document's own page (its accessibility, its web version), and the web version itself. */
  document: (id: string) => `/documents-and-media/${encodeURIComponent(id)}`,
  documentWebPage: (id: string) => `/documents-and-media/${encodeURIComponent(id)}/web-page`,
  /** What the PDF accessibility checks look at and what they cannot judge (issue 60). */
  pdfChecks: '/documents-and-media/automated-checks',
  /** The form to ask for a document in an accessible format, by the file's name (what a hosted link holds). */
  accessibleFormatRequest: (fileName: string) => withQuery('/documents-and-media/request-accessible-format', { file: fileName }),
  /** The accessible file staff sent a reader (issue 59): the token is in the reader's e-mail only. */
  accessibleFile: (token: string) => withQuery('/api/accessible-formats/file', { token }),
  /** A meeting's or an event's own calendar file (iCalendar), for a calendar program. */
  meetingCalendar: (name: string) => withQuery('/get-involved/meetings/meeting/calendar.ics', { article: name }),
  eventCalendar: (id: number) => withQuery('/get-involved/meetings/event/calendar.ics', { id: String(id) }),
  // Staff pages. `also` adds what a page shows besides (a saved notice, a page of a long list).
  gapTaApplication: (id: number) => withQuery('/admin/gap-ta/application', { id: String(id) }),
  campaign: (id: string, also: Record<string, string> = {}) => withQuery('/admin/newsletter/campaign', { id, ...also }),
  campaignProgress: (id: string) => withQuery('/api/admin/newsletter/progress', { id }),
  contentItem: (id: string, also: Record<string, string> = {}) => withQuery('/admin/content/edit', { item: id, ...also }),
  /** Staff's list of the pages' Spanish versions by state, and one page's (issue 62). */
  translations: '/admin/content/translations',
  translation: (id: string) => withQuery('/admin/content/translations/edit', { item: id }),
  contentPreview: (id: string, revision?: number) => withQuery('/admin/content/preview', { item: id, ...(revision ? { revision: String(revision) } : {}) }),
  /** What waits for a second pair of eyes, and one version's review (issue 63). */
  contentReviews: '/admin/content/reviews',
  externalLinks: '/admin/content/links',
  contentOwners: '/admin/content/owners',
  publishingCalendar: (query: { view?: string; date?: string; owner?: string } = {}) =>
    withQuery('/admin/content/calendar', Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])))),
  /** A read-only copy of a draft for an outside expert (issue 63): the key is in their e-mail only. */
  factCheck: (key: string) => withQuery('/fact-check', { key }),
  contentReview: (id: string, revision: number) => withQuery('/admin/content/review', { item: id, revision: String(revision) }),
  submissionReview: (id: number, also: Record<string, string> = {}) => withQuery('/admin/spatial-data/review', { submission: String(id), ...also }),
} as const;

/** For SQL that writes one link per row: the path before the row's id (ids need no escaping). */
export const commentOnMapPrefix = sitePaths.commentOnMap('');
export const commentPeriodPrefix = sitePaths.commentPeriod('');

/** An absolute address on the site at `siteUrl` (its public address), for e-mails and feeds. */
export function siteAddress(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).toString();
}
