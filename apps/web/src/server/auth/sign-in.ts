import 'server-only';
import { authMessages, EmailSignIn, PasswordSignIn } from '@vtrans/contracts/auth';
import { decoyPasswordHash, findUserByEmail, sendSignInLink, verifyPassword } from '@vtrans/db';
import { cookies } from 'next/headers';
import { db } from '../platform/db';
import { callbackPath } from './callback';
import { envelope } from '../http/route';
import { linkRequestAttempt, passwordAttempt } from './rate-limit';
import { afterFirstFactor } from './second-factor';
import { deviceIsTrusted, siteCookie, siteCookieName } from './session';

/** The auth API answers JSON callers with the envelope and HTML forms with a redirect to a page. */
export function wantsJson(request: Request): boolean {
  return request.headers.get('content-type')?.includes('application/json') ?? false;
}

export async function readBody(request: Request): Promise<Record<string, unknown>> {
  if (wantsJson(request)) return ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
  const form = await request.formData().catch(() => new FormData());
  return Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
}

/** A redirect for a form post (303: the browser follows it with a GET). */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location } });
}

function tooMany(request: Request, retryAfter: number, callbackUrl: string): Response {
  if (!wantsJson(request)) return seeOther(`/auth/signin?error=TooManyAttempts&callbackUrl=${encodeURIComponent(callbackUrl)}`);
  return envelope(429, null, authMessages.tooManyAttempts, { headers: { 'retry-after': String(retryAfter) } });
}

function invalid(request: Request, message: string, callbackUrl: string): Response {
  if (!wantsJson(request)) return seeOther(`/auth/signin?error=InvalidInput&callbackUrl=${encodeURIComponent(callbackUrl)}`);
  return envelope(400, null, message);
}

/**
 * Asks for a sign-in link. Every address gets the same answer, whether or not it has an account
 * (an account is made when the link is first used), so the answer reveals nothing.
 */
export async function requestSignInLink(request: Request): Promise<Response> {
  const parsed = EmailSignIn.safeParse(await readBody(request));
  const callbackUrl = callbackPath(parsed.data?.callbackUrl);
  if (!parsed.success) return invalid(request, `email: ${parsed.error.issues[0]!.message}`, callbackUrl);
  const retryAfter = await linkRequestAttempt(request, parsed.data.email);
  if (retryAfter) return tooMany(request, retryAfter, callbackUrl);

  await db()
    .transaction()
    .execute((trx) => sendSignInLink(trx, parsed.data.email, callbackUrl));
  return wantsJson(request) ? envelope(200, { sent: true }, authMessages.linkSent) : seeOther('/auth/verify-request');
}

/**
 * The address a refused password sign-in was tried with, kept for the sign-in page to fill in
 * again (a cookie for five minutes, read only by that page: never in the address, and so never
 * in a log or the browser's history). Over https it is `__Host-` and Secure like the session's
 * (issue 54): no plain-http page or subdomain can read or plant it.
 */
const retriedEmailCookie = 'vtrans_signin_email';

/** The address kept by a refused password sign-in, for the sign-in page. */
export async function retriedEmail(): Promise<string | undefined> {
  return (await cookies()).get(siteCookieName(retriedEmailCookie))?.value || undefined;
}

function keepingEmail(response: Response, email: string): Response {
  const cookie = siteCookie(retriedEmailCookie, email, { maxAge: 300 });
  const attributes = [
    `${cookie.name}=${encodeURIComponent(cookie.value)}`,
    `Path=${cookie.path}`,
    'Max-Age=300',
    'HttpOnly',
    'SameSite=Lax',
    ...(cookie.secure ? ['Secure'] : []),
  ];
  response.headers.append('set-cookie', attributes.join('; '));
  return response;
}

/** Staff sign-in with a password. A missing account costs the same argon2 work as a wrong password. */
export async function passwordSignIn(request: Request): Promise<Response> {
  const parsed = PasswordSignIn.safeParse(await readBody(request));
  const callbackUrl = callbackPath(parsed.data?.callbackUrl, '/admin');
  if (!parsed.success) return invalid(request, `${String(parsed.error.issues[0]!.path[0])}: ${parsed.error.issues[0]!.message}`, callbackUrl);
  const passwordTry = await passwordAttempt(request, parsed.data.email, await deviceIsTrusted({ email: parsed.data.email }));
  if (passwordTry.retryAfter) return keepingEmail(tooMany(request, passwordTry.retryAfter, callbackUrl), parsed.data.email);

  const user = await findUserByEmail(db(), parsed.data.email);
  const matches = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), parsed.data.password);
  await passwordTry.judged();
  if (!user?.password_hash || !matches) {
    return wantsJson(request)
      ? envelope(401, null, authMessages.badCredentials)
      : keepingEmail(seeOther(`/auth/signin?error=CredentialsSignin&callbackUrl=${encodeURIComponent(callbackUrl)}`), parsed.data.email);
  }
  return signedInOrSecondStep(request, await afterFirstFactor(user, 'password', callbackUrl), callbackUrl);
}

/**
 * Where a passed first factor sends the browser: where it was going, or the second step. A JSON
 * caller gets the address to go to and whether a second factor is asked.
 */
export function signedInOrSecondStep(request: Request, outcome: 'signed-in' | 'second-factor', callbackUrl: string, signedInPage = callbackUrl): Response {
  if (outcome === 'second-factor') {
    return wantsJson(request) ? envelope(200, { url: secondFactorPage, secondFactor: true }) : seeOther(secondFactorPage);
  }
  return wantsJson(request) ? envelope(200, { url: callbackUrl }) : seeOther(signedInPage);
}

export const secondFactorPage = '/auth/second-factor';
/** Where the second step's answers (and a factor just set up, to finish the sign-in) are posted. */
export const secondFactorAnswer = '/api/auth/second-factor';
