'use server';

import { commentResponseTemplates, CommentResponseUpdate, staffRoles } from '@vtrans/contracts';
import { markCommentFlagsReviewed, respondToComment, setCommentHidden } from '@vtrans/db';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { requireActionRole } from '@/server/auth/guard';
import { db } from '@/server/db';

export type ModerationResult = { ok: boolean; message: string } | null;

/** Staff: set a comment's category and response (an empty response with a template takes the template's text). */
export async function respondAction(_previous: ModerationResult, formData: FormData): Promise<ModerationResult> {
  const session = await requireActionRole(staffRoles);
  const template = commentResponseTemplates.find((candidate) => candidate.id === formData.get('template'));
  const response = String(formData.get('response') ?? '').trim() || template?.text || '';
  const parsed = CommentResponseUpdate.safeParse({ id: formData.get('id'), category: formData.get('category'), response });
  if (!parsed.success) return { ok: false, message: parsed.error.issues.map((issue) => issue.message).join(' ') };
  const outcome = await db()
    .transaction()
    .execute((trx) => respondToComment(trx, { ...parsed.data, staffUserId: session.user.id }));
  revalidatePath('/admin/comments');
  return outcome === 'updated' ? { ok: true, message: 'Saved. A new response is e-mailed to the commenter if they left an address.' } : { ok: false, message: 'No such comment.' };
}

const Visibility = z.object({ id: z.uuid(), hidden: z.enum(['true', 'false']) });

/** Staff: hide a comment from the public (or show it again). */
export async function setHiddenAction(formData: FormData): Promise<void> {
  await requireActionRole(staffRoles);
  const parsed = Visibility.safeParse(Object.fromEntries(formData));
  if (parsed.success) await setCommentHidden(db(), parsed.data.id, parsed.data.hidden === 'true');
  revalidatePath('/admin/comments');
}

const CommentId = z.object({ id: z.uuid() });

/** Staff: the comment's flags have been looked at (and it stays visible); it leaves the flagged list. */
export async function clearFlagsAction(formData: FormData): Promise<void> {
  await requireActionRole(staffRoles);
  const parsed = CommentId.safeParse(Object.fromEntries(formData));
  if (parsed.success) await markCommentFlagsReviewed(db(), parsed.data.id);
  revalidatePath('/admin/comments');
}
