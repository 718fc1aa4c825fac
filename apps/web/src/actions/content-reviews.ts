'use server';

import { contentRoles, ItemAt, versionNumber } from '@vtrans/contracts/content-editing';
import { publishingRuleKinds, type PublishingRuleKind, ReviewDecision, ReviewNote } from '@vtrans/contracts/publishing-rules';
import { AppError } from '@vtrans/contracts/errors';
import { decideReview, recordLinkException, setPublishingRules, submitForReview } from '@vtrans/db';
import { z } from 'zod';
import { assertLinksPublishable, itemLinkProblems } from '@/server/domain/content-link-check';
import { formAction } from '@/server/http/action';

// A second pair of eyes (issue 63, decision 048): an editor submits the latest version of an item,
// someone else approves it or sends it back. Neither changes the site: publishing stays its own
// confirmed step (actions/content.ts), which refuses a version nobody approved.

const pages = ['/admin/content/edit', '/admin/content/reviews', '/admin/content/review', '/admin'];

export const submitForReviewAction = formAction(
  { roles: contentRoles, schema: ItemAt.extend({ note: ReviewNote }), echo: ['note'], revalidate: pages },
  async ({ itemId, version, note }, { session, db }) => {
    // A reviewer is not asked to look at what cannot go up: a broken link, an unexplained inaccessible document.
    await assertLinksPublishable(db, itemId);
    const { revision, already } = await submitForReview(db, itemId, version, session.user.id, note);
    return {
      message: already
        ? `Version ${revision} is waiting for review already.`
        : `Version ${revision} is submitted for review. Another editor approves it before it can be published.`,
    };
  },
);

export const decideReviewAction = formAction(
  {
    roles: contentRoles,
    schema: ItemAt.extend({
      revision: versionNumber,
      decision: ReviewDecision,
      note: ReviewNote,
    }),
    echo: ['note'],
    revalidate: pages,
  },
  async ({ itemId, version, revision, decision, note }, { session, db }) => {
    const { emergency } = await decideReview(db, { itemId, version, revision }, session.user.id, decision, note);
    // Approving a submission lets it go up: its links must. An emergency is on the site already,
    // checked when it went up; approving it afterwards is about its words, not a later draft's links.
    if (decision === 'approved' && !emergency) await assertLinksPublishable(db, itemId);
    if (decision === 'returned')
      return { message: `Version ${revision} is sent back with your note. It cannot be published until a later version is approved.` };
    return {
      message: emergency
        ? `Version ${revision} is approved afterwards: it is no longer listed as published without review.`
        : `Version ${revision} is approved. It can be published or scheduled now.`,
    };
  },
);

/**
 * The form's checkboxes: a kind ticked needs approval, one left unticked does not. A setting of the
 * office, like the second-factor policy: audited per kind by the work, with nothing published.
 */
const readRules = (formData: FormData) => ({ secondEyes: formData.getAll('secondEyes').filter((value): value is string => typeof value === 'string') });

export const publishingRulesAction = formAction(
  {
    roles: ['admin'],
    schema: z.object({ secondEyes: z.array(z.enum(publishingRuleKinds, 'No such kind of content.')).max(publishingRuleKinds.length) }),
    read: readRules,
    revalidate: ['/admin/content/reviews'],
  },
  async ({ secondEyes }, { session, db }) => {
    const rules = Object.fromEntries(publishingRuleKinds.map((kind) => [kind, secondEyes.includes(kind)])) as Record<PublishingRuleKind, boolean>;
    const changed = await setPublishingRules(db, rules, session.user.id);
    if (!changed.length) throw new AppError('conflict', 'Nothing changed: the rules are as you left them.');
    return { message: `Saved: ${changed.length} kind${changed.length === 1 ? '' : 's'} changed.` };
  },
);

/**
 * Why an item links a library document that fails the accessibility checks anyway (issue 63): the
 * office's record, audited by the work (content.link-exception); without one the item is not
 * published. Only a document the item's latest version links, and that fails, takes one.
 */
export const linkExceptionAction = formAction(
  {
    roles: contentRoles,
    schema: z.object({
      itemId: z.uuid('No such item.'),
      documentId: z.uuid('No such document.'),
      reason: z.string().trim().min(10, 'Say why it is linked anyway (at least 10 characters).').max(2000, 'Keep the reason under 2,000 characters.'),
    }),
    echo: ['reason'],
    revalidate: pages,
  },
  async ({ itemId, documentId, reason }, { session, db }) => {
    const problem = (await itemLinkProblems(db, itemId)).find((candidate) => candidate.document?.id === documentId);
    if (!problem) throw new AppError('conflict', 'The item no longer links that document, or it passes the checks now: nothing to record.');
    await recordLinkException(db, itemId, documentId, reason, session.user.id);
    return { message: `Recorded: “${problem.document!.title}” may be linked, for the reason you gave.` };
  },
);
