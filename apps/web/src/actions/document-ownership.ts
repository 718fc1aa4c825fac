'use server';

import { staffRoles } from '@vtrans/contracts/auth';
import { DocumentNeedsReview, DocumentReviewPlan } from '@vtrans/contracts/content-ownership';
import { isoToUsDate, virginiaToday } from '@vtrans/contracts/dates';
import { flagDocumentForReview, markDocumentReviewed, setDocumentReviewPlan } from '@vtrans/db';
import { z } from 'zod';
import { formAction } from '@/server/http/action';

// Owners and review-by dates of library documents (issue 63), for the staff who keep the library.
// Neither changes what the public sees; each is audited by the work.

const pages = ['/admin/documents', '/admin'];

export const documentReviewPlanAction = formAction(
  { roles: staffRoles, schema: DocumentReviewPlan, echo: ['reviewBy'], revalidate: pages },
  async (plan, { session, db }) => {
    await setDocumentReviewPlan(db, plan, session.user.id);
    return { message: plan.reviewBy ? `Saved: to be reviewed by ${isoToUsDate(plan.reviewBy)}.` : 'Saved: no review date.' };
  },
);

export const markDocumentReviewedAction = formAction(
  { roles: staffRoles, schema: z.object({ documentId: z.uuid('No such document.') }), revalidate: pages },
  async ({ documentId }, { session, db }) => {
    const next = await markDocumentReviewed(db, documentId, session.user.id, virginiaToday());
    return { message: `Marked reviewed: the next review is due by ${isoToUsDate(next)}.` };
  },
);

export const documentNeedsReviewAction = formAction(
  { roles: staffRoles, schema: DocumentNeedsReview, echo: ['note'], revalidate: pages },
  async ({ documentId, note }, { session, db }) => {
    await flagDocumentForReview(db, documentId, note, session.user.id);
    return { message: 'Flagged: it is listed under “Due for review” until someone marks it reviewed.' };
  },
);
