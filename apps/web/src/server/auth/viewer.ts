import 'server-only';
import type { Role } from '@vtrans/contracts/auth';
import type { Db, ValidSession } from '@vtrans/db';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { currentSession, hasRole } from './session';
import { pathHeader } from '../http/canonical';
import { readPublic } from '../platform/db';

/**
 * Access is checked where staff and personal data is read (STYLE §2, Next's data-security guide):
 * every reader in server/domain/restricted/ goes through `readForRole` or `checkedFor`, so a page that
 * shows such data gets the check with it — a new admin page cannot forget it. Pages never check
 * roles themselves; one that shows who is signed in asks `viewerWith`.
 */

/**
 * The signed-in viewer when their role is one of `roles`. Signed out → the sign-in form itself
 * (issue 59: a "please sign in" page stood before it), which brings them back to the address they
 * asked for (proxy.ts passes it); another role → 403.
 */
export async function viewerWith(roles: readonly Role[]): Promise<ValidSession> {
  const session = await currentSession();
  if (!session) {
    const asked = (await headers()).get(pathHeader) ?? '/';
    redirect(`/auth/signin?callbackUrl=${encodeURIComponent(asked)}`);
  }
  if (!hasRole(session, roles)) forbidden();
  return session;
}

/** Runs `work` (reading Redis, or composing several reads) only for a viewer with one of `roles`. */
export async function checkedFor<Result>(roles: readonly Role[], work: (viewer: ValidSession) => Promise<Result>): Promise<Result> {
  return work(await viewerWith(roles));
}

/**
 * Reads staff or personal data for the page being rendered (on the reads pool, like readPublic),
 * after checking that the viewer holds one of `roles`. The read gets the viewer, for data that is
 * the viewer's own.
 */
export function readForRole<Result>(roles: readonly Role[], read: (db: Db, viewer: ValidSession) => Promise<Result>): Promise<Result> {
  return checkedFor(roles, (viewer) => readPublic((db) => read(db, viewer)));
}
