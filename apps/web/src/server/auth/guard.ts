import 'server-only';
import type { Role } from '@vtrans/contracts/auth';
import type { ValidSession } from '@vtrans/db';
import { forbidden, unauthorized } from 'next/navigation';
import { currentSession, hasRole } from './session';

/** Every staff server action calls this first: signed out → 401, another role → 403. */
export async function requireActionRole(roles: readonly Role[]): Promise<ValidSession> {
  const session = await currentSession();
  if (!session) unauthorized();
  if (!hasRole(session, roles)) forbidden();
  return session;
}
