'use server';

import { fieldErrorsOf, type FormResult, staffRoles, UserInvitation, UserRoleChange } from '@vtrans/contracts';
import { hashPassword, inviteUser, setPassword, setUserRole } from '@vtrans/db';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { webEnv } from '@/env';
import { requireActionRole } from '@/server/auth/guard';
import { db } from '@/server/db';

export type AdminResult = FormResult<string> & { notice?: string };

/** What was typed, handed back with errors so the form (which React resets) shows it again. */
const typed = (formData: FormData) =>
  Object.fromEntries([...formData.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'password' && entry[0] !== 'confirm'));

const UserId = z.uuid();

/** Admins only: invite someone with a role (and locality). */
export async function inviteUserAction(_previous: AdminResult | null, formData: FormData): Promise<AdminResult> {
  const session = await requireActionRole(['admin']);
  const parsed = UserInvitation.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error), values: typed(formData) };
  const signInUrl = new URL('/auth/signin', webEnv().SITE_URL).toString();
  const outcome = await db()
    .transaction()
    .execute((trx) => inviteUser(trx, parsed.data, session.user.email, signInUrl));
  revalidatePath('/admin/users');
  if (outcome === 'exists') {
    return { ok: false, fieldErrors: { email: 'This address already has an account; change its role below.' }, values: typed(formData) };
  }
  return { ok: true, notice: `Invited ${parsed.data.email}.` };
}

/** Admins only: change a user's role; their sessions end at once. */
export async function setUserRoleAction(_previous: AdminResult | null, formData: FormData): Promise<AdminResult> {
  await requireActionRole(['admin']);
  const userId = UserId.safeParse(formData.get('userId'));
  const parsed = UserRoleChange.safeParse(Object.fromEntries(formData));
  if (!userId.success) return { ok: false, fieldErrors: { userId: 'Unknown user.' } };
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error), values: typed(formData) };
  const changed = await db()
    .transaction()
    .execute((trx) => setUserRole(trx, userId.data, parsed.data));
  revalidatePath('/admin/users');
  return changed ? { ok: true, notice: 'Role saved. The user’s sessions have ended.' } : { ok: false, fieldErrors: { userId: 'Unknown user.' } };
}

const NewPassword = z
  .object({
    password: z.string().min(12, 'Please use at least 12 characters.').max(200, 'Please use at most 200 characters.'),
    confirm: z.string(),
  })
  .refine((value) => value.password === value.confirm, { message: 'The two passwords differ.', path: ['confirm'] });

/** Staff set their own password, for password sign-in. */
export async function setOwnPasswordAction(_previous: AdminResult | null, formData: FormData): Promise<AdminResult> {
  const session = await requireActionRole(staffRoles);
  const parsed = NewPassword.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  await setPassword(db(), session.user.id, await hashPassword(parsed.data.password));
  return { ok: true, notice: 'Password saved. You can now sign in with it.' };
}
