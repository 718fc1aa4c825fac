import { roles } from '@vtrans/contracts/auth';
import { readBody, seeOther, wantsJson } from '@/server/auth/sign-in';
import { endSession } from '@/server/auth/session';
import { envelope, withRoute } from '@/server/http/route';

// POST /api/auth/signout — ends the session on the server (needs the csrf token), then says so
// (issue 59: it went to the home page without a word).
/** The sign-out page, which tells a signed-out visitor they are signed out. */
const signedOut = '/auth/signout';

export const POST = withRoute({ roles }, async ({ request }) => {
  const json = wantsJson(request);
  await readBody(request);
  await endSession();
  return json ? envelope(200, { url: signedOut }) : seeOther(signedOut);
});
