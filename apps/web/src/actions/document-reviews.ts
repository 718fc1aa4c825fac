'use server';

import { ReviewDecision, ReviewNote, ReviewText } from '@vtrans/contracts/publishing-rules';
import { staffRoles } from '@vtrans/contracts/auth';
import { AppError } from '@vtrans/contracts/errors';
import { ReadAs } from '@vtrans/contracts/saved-meanwhile';
import { sitePaths } from '@vtrans/contracts/site-paths';
import { documentDestination } from '@vtrans/contracts/documents';
import { assertDocumentMayGoUp, decideDocumentReview, publishDocumentInEmergency, submitDocumentForReview } from '@vtrans/db';
import { z } from 'zod';
import { documentAsRead } from '@/server/domain/document-details';
import { formAction } from '@/server/http/action';
import type { ConsequenceStatement } from '@/server/http/consequence';

// A second pair of eyes on the library's documents (issue 63, decision 054): a held upload is
// approved, and goes up, or is sent back, by someone who neither uploaded nor changed it; an
// administrator may publish one at once, to be approved afterwards.

const pages = ['/admin/documents', '/admin'];
const DocumentId = z.uuid('No such document.');
const reviewedPage = (id: string) => `/admin/documents?reviewed=${id}#waiting-for-review`;

type Held = Awaited<ReturnType<typeof documentAsRead>>;

/** What going up does, in words: where, at which address, and what readers are told of its accessibility. */
function goingUp(document: Held & { accessibility_check: string }, reason: string, extra: string[], confirmLabel: string): ConsequenceStatement {
  const unlisted = document.awaiting_approval_as === 'unlisted';
  const accessibility: Record<string, string> = {
    passed: 'Its automated accessibility check passed: readers see “Passes automated checks”.',
    failed: `It fails the automated accessibility check: readers are told so and may ask for another format. The reason it goes up anyway is kept with the decision: “${reason}”.`,
    none: 'It is not a PDF: readers see “Not checked for accessibility”.',
  };
  return {
    subject: `document:${document.id}`,
    summary: `“${document.title}” (${document.file_name}) goes in ${documentDestination(document)} at once, at ${sitePaths.resource(document.file_name)}${unlisted ? '' : ', and into the site’s search'}.`,
    effects: [accessibility[document.accessibility_check] ?? '', ...extra].filter(Boolean),
    confirmLabel,
  };
}

export const submitDocumentForReviewAction = formAction(
  { roles: staffRoles, schema: z.object({ id: DocumentId, note: ReviewNote }), echo: ['note'], revalidate: pages },
  async ({ id, note }, { db, session }) => {
    await submitDocumentForReview(db, id, session.user.id, note);
    // The form leaves with the submission (it is for one sent back): the page says it while it is true.
    return { goTo: reviewedPage(id) };
  },
);

/**
 * A reviewer's decision on a held document as they read it (`readAs`: its details as the page
 * showed them). Approving puts it on the site, so what that does is said first; sending it back
 * changes nothing the public sees.
 */
export const decideDocumentReviewAction = formAction(
  {
    roles: staffRoles,
    schema: z.object({
      id: DocumentId,
      readAs: ReadAs,
      decision: ReviewDecision,
      note: ReviewNote,
    }),
    echo: ['note'],
    revalidate: pages,
    consequence: {
      kind: 'publishes',
      // The work writes document.approve; the step adds what the reviewer was shown to it.
      audit: null,
      async describe({ id, readAs, decision, note }, { db }) {
        if (decision !== 'approved') return null;
        const document = await documentAsRead(db, id, readAs);
        // Published in an emergency: approving it afterwards changes nothing the public sees.
        if (!document.awaiting_approval_as) return null;
        assertDocumentMayGoUp(document, note);
        return goingUp(document, note, ['Whoever submitted it is told by e-mail.'], `Yes, approve and publish ${document.file_name}`);
      },
    },
  },
  async ({ id, readAs, decision, note }, { db, session }) => {
    await documentAsRead(db, id, readAs);
    await decideDocumentReview(db, id, session.user.id, decision, note);
    // The entry's forms leave with the decision: the page says what it did while it is true.
    return { goTo: reviewedPage(id) };
  },
);

/** An administrator's emergency: a held document up at once, with a reason, listed until someone else approves it. */
export const publishDocumentInEmergencyAction = formAction(
  {
    roles: ['admin'],
    schema: z.object({ id: DocumentId, readAs: ReadAs, reason: ReviewText }),
    echo: ['reason'],
    revalidate: pages,
    consequence: {
      kind: 'publishes',
      audit: null,
      async describe({ id, readAs, reason }, { db }) {
        const document = await documentAsRead(db, id, readAs);
        if (!document.awaiting_approval_as) throw new AppError('conflict', `${document.file_name} is on the site already.`);
        if (!reason) throw new AppError('invalid', 'Say why it cannot wait for review.', { fields: { reason: 'Say why it cannot wait for review.' } });
        return goingUp(
          document,
          reason,
          ['It goes up without a second pair of eyes: it is listed here as published without review until another member of staff approves it.'],
          `Yes, publish ${document.file_name} now`,
        );
      },
    },
  },
  async ({ id, readAs, reason }, { db, session }) => {
    await documentAsRead(db, id, readAs);
    await publishDocumentInEmergency(db, id, session.user.id, reason);
    return { goTo: reviewedPage(id) };
  },
);
