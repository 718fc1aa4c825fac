import { callbackPath } from '@/server/auth/callback';
import { LinkToken } from '@vtrans/contracts/newsletter';
import { consumeSignInToken, findOrCreateUser, findUserById } from '@vtrans/db';
import { afterFirstFactor } from '@/server/auth/second-factor';
import { readBody, seeOther, signedInOrSecondStep, wantsJson } from '@/server/auth/sign-in';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/auth/callback/email?token&callbackUrl — the e-mailed link. Opening it spends nothing
// (mail scanners open links): it shows the page with the button that POSTs here.
export const GET = withRoute({}, async ({ request }) => {
  const { searchParams } = new URL(request.url);
  const page = new URLSearchParams({ token: searchParams.get('token') ?? '', callbackUrl: callbackPath(searchParams.get('callbackUrl')) });
  return seeOther(`/auth/sign-in-link?${page}`);
});

// POST /api/auth/callback/email {token, callbackUrl} — signs in: the token works once, within 15 minutes.
export const POST = withRoute({}, async ({ request, db }) => {
  const body = await readBody(request);
  const token = LinkToken.safeParse(body.token);
  const email = token.success ? await consumeSignInToken(db, token.data) : null;
  const callbackUrl = callbackPath(typeof body.callbackUrl === 'string' ? body.callbackUrl : null);
  if (!email) {
    return wantsJson(request)
      ? envelope(400, null, 'This sign-in link no longer works: it was used already, or it expired.')
      : seeOther('/auth/error?error=Verification');
  }
  // An account with a second factor (or whose role needs one) is asked for it: the link alone is not enough.
  const user = await findUserById(db, await findOrCreateUser(db, email));
  const outcome = await afterFirstFactor(user, 'link', callbackUrl);
  return signedInOrSecondStep(request, outcome, callbackUrl, `/auth/verify-success?callbackUrl=${encodeURIComponent(callbackUrl)}`);
});
