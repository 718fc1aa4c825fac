import 'server-only';
import { type Role, staffRoles } from '@vtrans/contracts/auth';
import { AppError } from '@vtrans/contracts/errors';
import {
  createSession,
  findAccountForNotice,
  hashToken,
  invalidateSession,
  isTrustedDevice,
  recordSecurityEvent,
  type RequestDevice,
  type SecondFactorKind,
  trustDevice,
  type ValidSession,
  validateSession,
} from '@vtrans/db';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { webEnv } from '@/env';
import { db } from '../platform/db';
import { sessionCookieNames } from './cookie-names';

/** The session cookie's name for this site's address (cookie-names.ts). */
export function sessionCookieName(): string {
  return secureCookies() ? sessionCookieNames.https : sessionCookieNames.http;
}

export function secureCookies(): boolean {
  return new URL(webEnv().SITE_URL).protocol === 'https:';
}

export function sessionCookie(token: string, expiresAt: Date) {
  return {
    name: sessionCookieName(),
    value: token,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookies(),
    path: '/',
    expires: expiresAt,
  };
}

/**
 * The name of one of the site's own cookies: over https with the `__Host-` prefix, as the session's
 * (no Domain, Path=/: no subdomain can set or read it); plain http cannot carry it.
 */
export function siteCookieName(name: string): string {
  return secureCookies() ? `__Host-${name}` : name;
}

/** One of the site's own cookies with the session cookie's attributes: HttpOnly, SameSite=Lax, Path=/, Secure over https. */
export function siteCookie(name: string, value: string, lifetime: { expires: Date } | { maxAge: number }) {
  return { name: siteCookieName(name), value, httpOnly: true, sameSite: 'lax' as const, secure: secureCookies(), path: '/', ...lifetime };
}

export function clearedSessionCookie() {
  return { ...sessionCookie('', new Date(0)), maxAge: 0 };
}

async function sessionToken(): Promise<string | undefined> {
  return (await cookies()).get(sessionCookieName())?.value || undefined;
}

/** The signed-in session of this request, or null; checked once per request. */
export const currentSession = cache(async (): Promise<ValidSession | null> => {
  const token = await sessionToken();
  return token ? validateSession(db(), token) : null;
});

/** The device cookie: this browser has signed in to an account before (see deviceIsTrusted). */
const deviceCookie = 'vtrans_device';

/**
 * Starts a session for a sign-in: always a new token, set as the cookie. The browser also gets a
 * device cookie (a year) unless it already holds one for this account, so later password failures
 * from elsewhere cannot lock it out.
 */
export async function startSession(userId: string, secondFactor?: SecondFactorKind): Promise<void> {
  const device = await requestDevice();
  const newDevice = !(await deviceIsTrusted({ userId }));
  const session = await db()
    .transaction()
    .execute(async (trx) => {
      // Read before the session notes this sign-in on the account.
      const account = await findAccountForNotice(trx, userId);
      const created = await createSession(trx, userId, { userAgent: device.userAgent, clientAddress: device.address, secondFactor });
      // Staff and locality accounts hear of a sign-in from a browser never used with them (issue 38)
      // — but not of their first sign-in ever, which every invitation ends in: a notice each new
      // person learns to ignore would teach them to ignore the one that matters (issue 59).
      const signedInBefore = account?.last_sign_in_at != null;
      if (created && newDevice && signedInBefore && account?.role !== 'public') await recordSecurityEvent(trx, userId, 'new-device-sign-in', { device });
      return created;
    });
  // Only a link sent before the account was disabled gets here (disabling spends the others).
  if (!session) throw new AppError('forbidden', 'This account is disabled. An administrator can enable it again.');
  const { token, expiresAt } = session;
  const jar = await cookies();
  jar.set(sessionCookie(token, expiresAt));
  if (!newDevice) return;
  jar.set(siteCookie(deviceCookie, await trustDevice(db(), userId), { expires: new Date(Date.now() + 365 * 86_400_000) }));
}

/** The browser and address of this request, as a session and a security e-mail record them. */
export async function requestDevice(): Promise<RequestDevice> {
  const requestHeaders = await headers();
  return { userAgent: requestHeaders.get('user-agent') ?? '', address: requestHeaders.get('x-vtrans-client-address') ?? '' };
}

/** Whether this browser has signed in to this account before (OWASP's device cookie): its token, or null. */
export async function deviceIsTrusted(account: { email: string } | { userId: string }): Promise<{ token: string } | null> {
  const token = (await cookies()).get(siteCookieName(deviceCookie))?.value;
  return token && (await isTrustedDevice(db(), token, account)) ? { token } : null;
}

/** Ends this request's session on the server and clears the cookie. */
export async function endSession(): Promise<void> {
  const token = await sessionToken();
  if (token) await invalidateSession(db(), hashToken(token));
  (await cookies()).set(clearedSessionCookie());
}

/**
 * The csrf token of this request's session: derived from the session token, which only the
 * cookie holds, so it needs no storage and dies with the session. Null when signed out.
 */
export async function csrfToken(): Promise<string | null> {
  return (await currentSession()) ? csrfTokenOfCookie() : null;
}

/** The csrf token the cookie's session token gives, for callers that have already validated the session. */
export async function csrfTokenOfCookie(): Promise<string | null> {
  const token = await sessionToken();
  return token ? hashToken(`csrf:${token}`) : null;
}

export function hasRole(session: ValidSession | null, roles: readonly Role[]): boolean {
  return Boolean(session && roles.includes(session.user.role));
}

export const isStaff = (session: ValidSession | null) => hasRole(session, staffRoles);
