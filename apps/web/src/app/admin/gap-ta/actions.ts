'use server';

import { GapTaApplicationUpdate, staffRoles } from '@vtrans/contracts';
import { updateGapTaApplication } from '@vtrans/db';
import { revalidatePath } from 'next/cache';
import { requireActionRole } from '@/server/auth/guard';
import { db } from '@/server/db';

export type ApplicationUpdateResult = { ok: boolean; message: string } | null;

/** Staff: an application's status and note (who changed it, and when, is kept on the row). */
export async function updateApplicationAction(_previous: ApplicationUpdateResult, formData: FormData): Promise<ApplicationUpdateResult> {
  const session = await requireActionRole(staffRoles);
  const parsed = GapTaApplicationUpdate.safeParse({ id: formData.get('id'), status: formData.get('status'), staffNote: formData.get('staffNote') ?? '' });
  if (!parsed.success) return { ok: false, message: parsed.error.issues.map((issue) => issue.message).join(' ') };
  const updated = await updateGapTaApplication(db(), { ...parsed.data, userId: session.user.id });
  revalidatePath('/admin/gap-ta');
  revalidatePath('/admin/gap-ta/application');
  return updated ? { ok: true, message: `Saved: the application is now “${parsed.data.status}”.` } : { ok: false, message: 'No such application.' };
}
