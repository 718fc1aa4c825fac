import 'server-only';
import { listSuppressions, listUsers, secondFactorPolicy } from '@vtrans/db';
import { readForRole } from '../../auth/viewer';

// What the admin-only pages read: accounts and suppressed addresses.
const admins = ['admin'] as const;

/** Everyone with an account, with role and locality, narrowed by `search`. */
export const usersData = (search = '') => readForRole(admins, (db) => listUsers(db, search));

/** Suppressed addresses, newest first, narrowed by `q`. */
export const suppressionsData = (q?: string) => readForRole(admins, (db) => listSuppressions(db, q));

/** Which roles must have a second factor (issue 38). */
export const secondFactorPolicyData = () => readForRole(admins, (db) => secondFactorPolicy(db));
