import { secondFactorMessages } from '@vtrans/contracts/second-factor';
import { passkeySignInOptions, waitingSignIn } from '@/server/auth/second-factor';
import { envelope, withRoute } from '@/server/http/route';

// POST /api/auth/second-factor/passkey-options — a passkey challenge for the sign-in this browser is
// in the middle of (its cookie), naming the account's passkeys; 404 when it has none.
export const POST = withRoute({}, async () => {
  const waiting = await waitingSignIn();
  if (!waiting) return envelope(401, null, secondFactorMessages.expired);
  const options = await passkeySignInOptions(waiting);
  return options ? envelope(200, options) : envelope(404, null, 'This account has no passkey. Use a code from your app or a recovery code.');
});
