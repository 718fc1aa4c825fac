import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import { finishPasskeySignIn } from '@/server/auth/passkey-sign-in';
import { clientSignInAttempt } from '@/server/auth/rate-limit';
import { authMessages } from '@vtrans/contracts/auth';
import { envelope, withRoute } from '@/server/http/route';

/** What a refused passkey sign-in is told. */
const refusals = {
  expired: 'The sign-in took too long. Press “Sign in with a passkey” again.',
  unknown: 'That passkey is not one of this site’s, or its account cannot sign in. Sign in with your e-mail and password instead.',
  unverified:
    'Your device did not check it is you (a PIN, a fingerprint or your face), so the passkey alone cannot sign you in. Sign in with your password, then use the passkey.',
} as const;

// POST /api/auth/passkey {credential} — the browser's answer to the challenge above: a session
// when it is a passkey of an enabled account and the device checked its owner (issue 59).
export const POST = withRoute(
  {
    body: z.object({ credential: z.string().min(2).max(16_384, 'credential: too long') }),
    bodyBytes: 32 * 1024,
    limited: { attempt: clientSignInAttempt, message: authMessages.tooManyAttempts },
  },
  async ({ body }) => {
    let response: AuthenticationResponseJSON;
    try {
      response = JSON.parse(body.credential) as AuthenticationResponseJSON;
      if (typeof response?.id !== 'string' || typeof response.response?.authenticatorData !== 'string') throw new Error('shape');
    } catch {
      return envelope(400, null, 'credential: expected the answer your browser gave.');
    }
    const outcome = await finishPasskeySignIn(response);
    return 'url' in outcome ? envelope(200, { url: outcome.url }) : envelope(401, null, refusals[outcome.refused]);
  },
);
