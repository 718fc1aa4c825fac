import { roles } from '@vtrans/contracts/auth';
import { readBody, seeOther, wantsJson } from '@/server/auth/sign-in';
import { endSession } from '@/server/auth/session';
import { envelope, withRoute } from '@/server/route';

// POST /api/auth/signout — ends the session on the server (needs the csrf token).
export const POST = withRoute({ roles }, async ({ request }) => {
  const json = wantsJson(request);
  await readBody(request);
  await endSession();
  return json ? envelope(200, { url: '/' }) : seeOther('/');
});
