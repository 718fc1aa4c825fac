'use server';

import { reviewOutcomes, staffRoles, SubmissionId } from '@vtrans/contracts';
import { recordSubmissionStatus, rerunSubmission } from '@vtrans/db';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { requireActionRole } from '@/server/auth/guard';
import { db } from '@/server/db';

export type ReviewResult = { ok: boolean; message: string } | null;

/** Staff: run a failed submission's processing again. */
export async function rerunAction(formData: FormData): Promise<void> {
  const session = await requireActionRole(staffRoles);
  const id = SubmissionId.safeParse(formData.get('submissionID'));
  if (id.success) await db().transaction().execute((trx) => rerunSubmission(trx, id.data, session.user.id));
  revalidatePath('/admin/spatial-data/intake');
}

const ReviewDecision = z.object({
  submissionID: SubmissionId,
  status: z.enum(['in_review', ...reviewOutcomes], { error: 'Please choose a decision.' }),
  note: z.string().trim().max(2000, 'Please keep the note under 2,000 characters.').default(''),
});

/** Staff: start the review, or approve, request changes or reject, with a note. The state machine decides what is allowed. */
export async function reviewAction(_previous: ReviewResult, formData: FormData): Promise<ReviewResult> {
  const session = await requireActionRole(staffRoles);
  const parsed = ReviewDecision.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: parsed.error.issues.map((issue) => issue.message).join(' ') };
  const outcome = await db()
    .transaction()
    .execute((trx) =>
      recordSubmissionStatus(trx, {
        submissionId: parsed.data.submissionID,
        to: parsed.data.status,
        actor: 'staff',
        actorUserId: session.user.id,
        note: parsed.data.note,
      }),
    );
  revalidatePath('/admin/spatial-data/review');
  if (outcome === 'not-found') return { ok: false, message: 'No such submission.' };
  if (outcome !== 'recorded') return { ok: false, message: outcome.refused };
  return { ok: true, message: parsed.data.status === 'in_review' ? 'Review started.' : 'Decision saved; the submitter is told by e-mail.' };
}
