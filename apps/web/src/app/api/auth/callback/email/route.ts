import { LinkToken, safeCallbackPath } from '@vtrans/contracts';
import { consumeSignInToken, findOrCreateUser } from '@vtrans/db';
import { seeOther } from '@/server/auth/sign-in';
import { startSession } from '@/server/auth/session';
import { db } from '@/server/db';
import { withRoute } from '@/server/route';

// GET /api/auth/callback/email?token&callbackUrl — the e-mailed link: used once, within 15 minutes.
export const GET = withRoute({}, async ({ request }) => {
  const url = new URL(request.url);
  const token = LinkToken.safeParse(url.searchParams.get('token'));
  const email = token.success ? await consumeSignInToken(db(), token.data) : null;
  if (!email) return seeOther('/auth/error?error=Verification');
  await startSession(await findOrCreateUser(db(), email));
  const callbackUrl = safeCallbackPath(url.searchParams.get('callbackUrl'));
  return seeOther(`/auth/verify-success?callbackUrl=${encodeURIComponent(callbackUrl)}`);
});
