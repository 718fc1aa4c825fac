'use server';

import { adminAreaRoles, AppError, UserInvitation, UserRoleChange } from '@vtrans/contracts';
import { hashPassword, inviteUser, setPassword, setUserRole } from '@vtrans/db';
import { z } from 'zod';
import { webEnv } from '@/env';
import { formAction } from '@/server/action';

/** Admins only: invite someone with a role (and locality). */
export const inviteUserAction = formAction(
  { roles: ['admin'], schema: UserInvitation, echo: ['email', 'name', 'role', 'localityFips'], revalidate: ['/admin/users'] },
  async (invitation, { session, db }) => {
    // The invitation's link signs them in and takes them to where their role works.
    const linkBase = new URL('/api/auth/callback/email', webEnv().SITE_URL);
    linkBase.searchParams.set('callbackUrl', invitation.role === 'locality' ? '/interactvtrans/submit' : invitation.role === 'public' ? '/' : '/admin');
    if ((await inviteUser(db, invitation, session.user.email, linkBase.toString())) === 'exists') {
      throw new AppError('conflict', 'This address already has an account.', { fields: { email: 'This address already has an account; change its role below.' } });
    }
    return { message: `Invited ${invitation.email}.` };
  },
);

const RoleChange = z.object({ userId: z.uuid('Unknown user.') }).and(UserRoleChange);

/** Admins only: change a user's role; their sessions end at once. */
export const setUserRoleAction = formAction(
  { roles: ['admin'], schema: RoleChange, echo: ['role', 'localityFips'], revalidate: ['/admin/users'] },
  async ({ userId, ...change }, { db }) => {
    if (!(await setUserRole(db, userId, change))) throw new AppError('not-found', 'Unknown user.', { fields: { userId: 'Unknown user.' } });
    return { message: 'Role saved. The user’s sessions have ended.' };
  },
);

const NewPassword = z
  .object({
    password: z.string().min(12, 'Please use at least 12 characters.').max(200, 'Please use at most 200 characters.'),
    confirm: z.string(),
  })
  .refine((value) => value.password === value.confirm, { message: 'The two passwords differ.', path: ['confirm'] });

/** Staff set their own password, for password sign-in. */
export const setOwnPasswordAction = formAction({ roles: adminAreaRoles, schema: NewPassword }, async ({ password }, { session, db }) => {
  await setPassword(db, session.user.id, await hashPassword(password));
  return { message: 'Password saved. You can now sign in with it.' };
});
