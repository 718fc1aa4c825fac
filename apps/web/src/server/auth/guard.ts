import 'server-only';
import type { Role } from '@vtrans/contracts';
import type { ValidSession } from '@vtrans/db';
import { forbidden, redirect, unauthorized } from 'next/navigation';
import { currentSession, hasRole } from './session';

/**
 * Every admin page calls this first: signed out → the "please sign in" page (coming back here
 * afterwards), signed in with another role → 403. Checked on the server for each request.
 */
export async function requirePageRole(roles: readonly Role[], path: string): Promise<ValidSession> {
  const session = await currentSession();
  if (!session) redirect(`/auth/unauthenticated?callbackUrl=${encodeURIComponent(path)}`);
  if (!hasRole(session, roles)) forbidden();
  return session;
}

/** Every staff server action calls this first: signed out → 401, another role → 403. */
export async function requireActionRole(roles: readonly Role[]): Promise<ValidSession> {
  const session = await currentSession();
  if (!session) unauthorized();
  if (!hasRole(session, roles)) forbidden();
  return session;
}
