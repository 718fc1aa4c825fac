import { z } from 'zod';
import { callbackPath } from '@/server/auth/callback';
import { passkeySignInChallenge } from '@/server/auth/passkey-sign-in';
import { clientSignInAttempt } from '@/server/auth/rate-limit';
import { authMessages } from '@vtrans/contracts/auth';
import { envelope, withRoute } from '@/server/http/route';

// POST /api/auth/passkey/options {callbackUrl} — a challenge any of this site's passkeys can
// answer, for a sign-in with a passkey alone (issue 59). Counted against the client's sign-in tries.
export const POST = withRoute(
  { body: z.object({ callbackUrl: z.string().max(2000).optional() }), limited: { attempt: clientSignInAttempt, message: authMessages.tooManyAttempts } },
  async ({ body }) => envelope(200, await passkeySignInChallenge(callbackPath(body.callbackUrl, '/admin'))),
);
