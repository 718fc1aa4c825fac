'use server';

import { contentRoles } from '@vtrans/contracts/content-editing';
import { NeedsReview, OwnerGroupInput, ReviewPlan } from '@vtrans/contracts/content-ownership';
import { isoToUsDate, virginiaToday } from '@vtrans/contracts/dates';
import { createOwnerGroup, markNeedsReview, markReviewed, setReviewPlan } from '@vtrans/db';
import { z } from 'zod';
import { formAction } from '@/server/http/action';

// Owners and review-by dates of content (issue 63): who is reminded, when, and the flag on a live
// item that needs looking at. None of these changes what the public sees; each is audited by the work.

const pages = ['/admin/content/edit', '/admin/content/owners', '/admin'];

export const reviewPlanAction = formAction(
  { roles: contentRoles, schema: ReviewPlan, echo: ['reviewBy'], revalidate: pages },
  async (plan, { session, db }) => {
    await setReviewPlan(db, plan, session.user.id);
    return { message: plan.reviewBy ? `Saved: to be reviewed by ${isoToUsDate(plan.reviewBy)}.` : 'Saved: no review date.' };
  },
);

export const needsReviewAction = formAction(
  { roles: contentRoles, schema: NeedsReview, echo: ['note'], revalidate: pages },
  async ({ itemId, note }, { session, db }) => {
    await markNeedsReview(db, itemId, note, session.user.id);
    return { message: 'Flagged: it is listed as needing review until someone marks it reviewed or publishes a new version.' };
  },
);

export const markReviewedAction = formAction(
  { roles: contentRoles, schema: z.object({ itemId: z.uuid('No such item.') }), revalidate: pages },
  async ({ itemId }, { session, db }) => {
    const next = await markReviewed(db, itemId, session.user.id, virginiaToday());
    return { message: next ? `Marked reviewed: the next review is due by ${isoToUsDate(next)}.` : 'Marked reviewed.' };
  },
);

export const ownerGroupAction = formAction(
  { roles: ['admin'], schema: OwnerGroupInput, echo: ['name', 'email'], revalidate: pages },
  async (group, { session, db }) => {
    await createOwnerGroup(db, group, session.user.id);
    return { message: `Added ${group.name}: its reminders go to ${group.email}.` };
  },
);
