'use server';

import { roleAsShown, UserInvitation, UserRoleChange } from '@vtrans/contracts/auth';
import { AppError } from '@vtrans/contracts/errors';
import { ReadAs, savedMeanwhile } from '@vtrans/contracts/saved-meanwhile';
import {
  findAccountForNotice,
  inviteUser,
  latestAuditEntry,
  lockAccount,
  recordAudit,
  recordSecurityEvent,
  removeUser,
  setUserDisabled,
  setUserRole,
  tellAdmins,
  type Trx,
  userRemovalEffects,
  type ValidSession,
} from '@vtrans/db';
import { plural } from '@vtrans/spatial/words';
import { z } from 'zod';
import { formAction } from '@/server/http/action';
import { requireFreshProof } from '@/server/auth/fresh-proof';
import { requestDevice } from '@/server/auth/session';

/**
 * Giving someone a role needs the admin's fresh proof, and a new administrator is told to every
 * administrator (issue 54): whoever holds a session cannot quietly make a second admin of their
 * own, for instance to confirm their own request to make a second factor optional.
 */
async function grantingRole(trx: Trx, session: ValidSession, role: string, email: string): Promise<void> {
  requireFreshProof(session);
  if (role === 'admin') await tellAdmins(trx, 'admin-added', `${email}, by ${session.user.email}`, await requestDevice());
}

/** Admins only: invite someone with a role (and locality). */
export const inviteUserAction = formAction(
  { roles: ['admin'], schema: UserInvitation, echo: ['email', 'name', 'role', 'localityFips'], revalidate: ['/admin/users'] },
  async (invitation, { session, db }) => {
    await grantingRole(db, session, invitation.role, invitation.email);
    // The invitation's link signs them in and takes them to where their role works.
    const landing = invitation.role === 'locality' ? '/interactvtrans/submit' : invitation.role === 'public' ? '/' : '/admin';
    if ((await inviteUser(db, invitation, session.user.email, landing)) === 'exists') {
      throw new AppError('conflict', 'This address already has an account.', {
        fields: { email: 'This address already has an account; change its role below.' },
      });
    }
    return { message: `Invited ${invitation.email}.` };
  },
);

const RoleChange = z.object({ userId: z.uuid('Unknown user.'), readAs: ReadAs }).and(UserRoleChange);

/** Admins only: change a user's role; their sessions end at once. */
export const setUserRoleAction = formAction(
  { roles: ['admin'], schema: RoleChange, echo: ['role', 'localityFips'], revalidate: ['/admin/users'] },
  async ({ userId, readAs, ...change }, { session, db }) => {
    const user = (await lockAccount(db, userId)) && (await findAccountForNotice(db, userId));
    if (!user) throw new AppError('not-found', 'Unknown user.', { fields: { userId: 'Unknown user.' } });
    if (roleAsShown(user) !== readAs) {
      const last = await latestAuditEntry(db, `user:${userId}`, ['user.role']);
      throw savedMeanwhile(
        last?.actor ?? null,
        last?.at ?? new Date(),
        'this account’s role',
        `It is now ${user.role}${user.locality_fips ? ` (locality ${user.locality_fips})` : ''}.`,
      );
    }
    if (user.role !== change.role) await grantingRole(db, session, change.role, user.email);
    if (!(await setUserRole(db, userId, change))) throw new AppError('not-found', 'Unknown user.', { fields: { userId: 'Unknown user.' } });
    await recordSecurityEvent(db, userId, 'role-changed', { detail: change.role });
    // The account's history: who changed it, when, from what to what (issue 56).
    await recordAudit(db, {
      actorId: session.user.id,
      action: 'user.role',
      subject: `user:${userId}`,
      details: {
        email: user.email,
        before: { role: user.role },
        after: { role: change.role, localityFips: change.role === 'locality' ? (change.localityFips ?? null) : null },
      },
    });
    return { message: 'Role saved. The user’s sessions have ended.' };
  },
);

const AccountChange = z.object({ userId: z.uuid('Unknown user.') });

/** Refuses an admin's action on their own account: they would lock themselves out. */
function notOneself(userId: string, session: { user: { id: string } }, verb: string) {
  if (userId === session.user.id) throw new AppError('invalid', `You cannot ${verb} your own account.`);
}

/** Admins only: disable an account (its sessions end at once; it cannot sign in until enabled), or enable it again. */
export const setUserDisabledAction = formAction(
  { roles: ['admin'], schema: AccountChange.extend({ disabled: z.enum(['true', 'false']) }), revalidate: ['/admin/users'] },
  async ({ userId, disabled }, { session, db }) => {
    if (disabled === 'true') notOneself(userId, session, 'disable');
    if (!(await setUserDisabled(db, userId, disabled === 'true', session.user.id))) throw new AppError('not-found', 'Unknown user.');
    return {
      message:
        disabled === 'true' ? 'Disabled. Their sessions have ended, and they cannot sign in until the account is enabled.' : 'Enabled. They can sign in again.',
    };
  },
);

const keptAccount = () =>
  new AppError('conflict', 'This account has submitted spatial data or updated a GAP-TA application, which the record keeps: disable it instead.');

/**
 * Admins only: remove an account that holds no records (one that does is kept: disable it
 * instead). It cannot be undone, so what goes is said first (issue 56).
 */
export const removeUserAction = formAction(
  {
    roles: ['admin'],
    schema: AccountChange,
    consequence: {
      kind: 'deletes',
      audit: 'user.remove',
      async describe({ userId }, { db, session }) {
        notOneself(userId, session, 'remove');
        const account = await userRemovalEffects(db, userId);
        if (!account) throw new AppError('not-found', 'Unknown user.');
        if (account.holds) throw keptAccount();
        return {
          subject: `user:${userId}`,
          summary: `${account.email} (${account.role}) will lose the account at once${account.sessions ? `, and ${plural(account.sessions, 'open session')} ${account.sessions === 1 ? 'ends' : 'end'}` : ''}.`,
          effects: [
            account.commentsEntered
              ? `${plural(account.commentsEntered, 'comment')} they entered for the public ${account.commentsEntered === 1 ? 'stays' : 'stay'} on the record, without their name linked.`
              : 'They entered no comments for the public.',
            'Content, responses and the audit log keep their words; the audit log keeps this address.',
            'This cannot be undone: to let them back, invite the address again.',
          ],
          confirmLabel: `Yes, remove ${account.email}`,
        };
      },
    },
  },
  async ({ userId }, { db }) => {
    const outcome = await removeUser(db, userId);
    if (outcome === 'not-found') throw new AppError('not-found', 'Unknown user.');
    if (outcome === 'kept') throw keptAccount();
    // Its row, and the form that would say so, are gone: the list itself says it (as the queues page does).
    return { goTo: '/admin/users?removed=1' };
  },
);
