import { sql } from 'kysely';
import type { DbOrTrx } from '../db';

/**
 * What is waiting for staff (issue 59: the admin home was a bare list of links), counted for the
 * home page: each count is of work someone has to do, and the page links it to where it is done.
 * `today` is Virginia's date (YYYY-MM-DD), against which a request is overdue.
 */
export async function countWaitingWork(db: DbOrTrx, today: string) {
  const { rows } = await sql<{
    unansweredMapComments: number;
    submissionsToReview: number;
    gapTaToDecide: number;
    openRequests: number;
    overdueRequests: number;
    unreadableDocuments: number;
    /** Documents the public sees whose review-by date has passed (issue 63). */
    documentsPastReviewBy: number;
    /** Uploads held for a second pair of eyes, submitted and not yet decided (decision 054). */
    documentsToReview: number;
    /** Documents an administrator published without review, not yet approved afterwards. */
    documentsPublishedWithoutReview: number;
    /** By kind of content (updates, meetings …). */
    scheduledContent: Record<string, number> | null;
    draftContent: Record<string, number> | null;
    /** Versions submitted for a second pair of eyes, still the latest of their item (issue 63). */
    contentToReview: number;
    /** Admins' emergency publications nobody has approved afterwards. */
    publishedWithoutReview: number;
    /** Pages' Spanish submitted for a second pair of eyes (decision 055). */
    translationsToReview: number;
    /** Newsletter campaigns whose words, as they are now, wait for a second pair of eyes. */
    campaignsToReview: number;
    failedJobs: number;
  }>`
    select
      (select count(*)::int from comments where period_id is null and not hidden and response is null and response_id is null) as "unansweredMapComments",
      (select count(*)::int from spatial_submissions s
        where (select r.status from submission_status_records r where r.submission_id = s.id order by r.version desc, r.id desc limit 1) in ('processed', 'in_review')) as "submissionsToReview",
      (select count(*)::int from gap_ta_applications where status in ('received', 'under review')) as "gapTaToDecide",
      (select count(*)::int from accessibility_requests where status in ('received', 'in-progress')) as "openRequests",
      (select count(*)::int from accessibility_requests where status in ('received', 'in-progress') and due_on < ${today}::date) as "overdueRequests",
      (select count(*)::int from document_records where extraction = 'failed' and trashed_at is null) as "unreadableDocuments",
      (select count(*)::int from document_records where not hidden and not archived and trashed_at is null and review_by < ${today}::date) as "documentsPastReviewBy",
      (select count(*)::int from document_reviews r join documents d on d.id = r.document_id where r.decision is null and not r.emergency) as "documentsToReview",
      (select count(*)::int from document_reviews r join documents d on d.id = r.document_id where r.decision is null and r.emergency) as "documentsPublishedWithoutReview",
      (select jsonb_object_agg(kind, n) from (select kind, count(*)::int as n from content_items where status = 'scheduled' group by kind) k) as "scheduledContent",
      (select jsonb_object_agg(kind, n) from (select kind, count(*)::int as n from content_items where status = 'draft' group by kind) k) as "draftContent",
      (select count(*)::int from content_reviews r where decision is null and not emergency
        and revision = (select max(number) from content_revisions v where v.item_id = r.item_id)) as "contentToReview",
      (select count(*)::int from content_reviews where decision is null and emergency) as "publishedWithoutReview",
      (select count(*)::int from translation_reviews r join content_items i on i.id = r.item_id where r.decision is null and i.published_revision is not null) as "translationsToReview",
      (select count(*)::int from campaign_reviews r join campaigns c on c.id = r.campaign_id and c.subject = r.subject and c.body = r.body
        where r.decision is null and c.status in ('draft', 'scheduled')
          and coalesce((select second_eyes from publishing_rules where kind = 'campaigns'), true)) as "campaignsToReview",
      (select count(*)::int from outbox where failed_at > now() - interval '7 days') as "failedJobs"`.execute(db);
  return rows[0]!;
}
