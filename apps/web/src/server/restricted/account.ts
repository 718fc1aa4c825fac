import 'server-only';
import { adminAreaRoles } from '@vtrans/contracts/auth';
import { hasAnyFactor, passwordHashOf, secondFactorsOf, sessionsOf } from '@vtrans/db';
import { readForRole } from '../viewer';

// What a member of staff reads of their own account (issue 38): its factors and its sessions.

/** The viewer's second factors, whether they have a password, and the session they are using. */
export const ownSecurityData = () =>
  readForRole(adminAreaRoles, async (db, viewer) => {
    const [factors, passwordHash] = await Promise.all([secondFactorsOf(db, viewer.user.id), passwordHashOf(db, viewer.user.id)]);
    return { viewer, factors, hasFactor: hasAnyFactor(factors), hasPassword: passwordHash !== null };
  });

/** The viewer's live sessions, the one in use marked. */
export const ownSessionsData = () =>
  readForRole(adminAreaRoles, async (db, viewer) => (await sessionsOf(db, viewer.user.id)).map((session) => ({ ...session, current: session.id === viewer.id })));
