import { z } from 'zod';
import type { ContentKind } from './content-editing';
import { addDays, isRealIsoDate } from './dates';

/*
 * Who owns an item and when it is looked at again (issue 63). An owner group is a team with an
 * address; an item's review-by date is set when it is first published (its kind's period) and
 * moved on when someone marks it reviewed or publishes a new version after the date.
 */

/**
 * Months from publication to the next review, by kind. None for dated records — an update, a
 * meeting, an event says what was true on its day — nor for an announcement, which ends on its
 * own “Show until” date. Staff can still give any item a date.
 */
export const reviewMonths: Record<ContentKind, number | null> = {
  updates: null,
  meetings: null,
  announcements: null,
  events: null,
  faqs: 12,
  'strategic-actions': 6,
  'risk-register': 12,
  'did-you-know': 12,
  'by-the-numbers': 6,
  pages: 12,
};

/**
 * A library document's review comes this many months after it is added, or after someone marks it
 * reviewed (the column's default, migration 2026-12-03T0200): a plan or study may be replaced,
 * archived or kept, but someone decides.
 */
export const DOCUMENT_REVIEW_MONTHS = 24;

/** Reminders go to the owner group this many days before the date, on it, and to admins too this many days after. */
export const REVIEW_REMINDER_DAYS_BEFORE = 14;
export const REVIEW_ESCALATION_DAYS_AFTER = 7;

export const reviewStages = ['before', 'due', 'overdue'] as const;
export type ReviewStage = (typeof reviewStages)[number];

/** Which reminder an item reviewed by `reviewBy` is owed on `today`; null before the first. */
export function reviewStageOn(reviewBy: string, today: string): ReviewStage | null {
  if (today >= addDays(reviewBy, REVIEW_ESCALATION_DAYS_AFTER)) return 'overdue';
  if (today >= reviewBy) return 'due';
  if (today >= addDays(reviewBy, -REVIEW_REMINDER_DAYS_BEFORE)) return 'before';
  return null;
}

const date = (label: string) =>
  z
    .string()
    .trim()
    .max(10)
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, `Please give the ${label} as a date, or leave it empty.`)
    .refine((value) => !value || isRealIsoDate(value), `Please give the ${label} as a real date.`);

/** The owner and the review-by date an editor sets on an item's page. */
export const ReviewPlan = z.object({
  itemId: z.uuid('No such item.'),
  ownerGroupId: z.union([z.literal(''), z.uuid('Please choose an owner group from the list.')]),
  reviewBy: date('review-by date'),
});
export type ReviewPlan = z.infer<typeof ReviewPlan>;

/** The owner and the review-by date staff set on a library document. */
export const DocumentReviewPlan = ReviewPlan.omit({ itemId: true }).extend({
  documentId: z.uuid('No such document.'),
  // Every document has one (decision 053): a document nobody need look at again is archived instead.
  reviewBy: date('review-by date').refine((value) => value !== '', 'Please give a review-by date: a document that needs none belongs in the archive.'),
});
export type DocumentReviewPlan = z.infer<typeof DocumentReviewPlan>;

/** A live item flagged for review without a draft: why. */
const NeedsReviewNote = z.string().trim().min(5, 'Please say in a few words what needs looking at.').max(2000, 'Please keep the note under 2,000 characters.');
export const NeedsReview = z.object({ itemId: z.uuid('No such item.'), note: NeedsReviewNote });
/** A library document on the site flagged for review, with why (decision 054). */
export const DocumentNeedsReview = z.object({ documentId: z.uuid('No such document.'), note: NeedsReviewNote });

/** A new owner group: its name and the address its reminders go to. */
export const OwnerGroupInput = z.object({
  name: z.string().trim().min(2, 'Please give the group a name.').max(100, 'Please keep the name under 100 characters.'),
  email: z
    .string()
    .trim()
    .max(254, 'Please keep the address under 254 characters.')
    .pipe(z.email('Please give an e-mail address such as planning@oipi.virginia.gov.')),
});
