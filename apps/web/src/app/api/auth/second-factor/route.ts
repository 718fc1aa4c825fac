import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { authMessages } from '@vtrans/contracts/auth';
import { PasskeyResponse, RecoveryCode, secondFactorMessages, TotpCode } from '@vtrans/contracts/second-factor';
import { endSecondFactorSignIn, failSecondFactorSignIn, recordSecurityEvent, type SecondFactorKind, spendRecoveryCode, type Trx } from '@vtrans/db';
import { secondFactorAttempt } from '@/server/auth/rate-limit';
import { checkPasskey, checkTotp, clearWaitingCookie, waitingSignIn } from '@/server/auth/second-factor';
import { requestDevice, startSession } from '@/server/auth/session';
import { readBody, secondFactorPage, seeOther, wantsJson } from '@/server/auth/sign-in';
import { envelope, withRoute } from '@/server/http/route';

type Waiting = NonNullable<Awaited<ReturnType<typeof waitingSignIn>>>;

/** An answer, and how to check it inside the transaction that uses it up: the factor it proved, or null. */
interface Answer {
  check: (trx: Trx) => Promise<SecondFactorKind | null>;
  /** What a wrong one is told, and the sign-in page's name for it. */
  wrong: string;
  error: string;
}

// POST /api/auth/second-factor {method: totp|recovery-code|passkey|enrolled, code | credential} — the
// second step of a sign-in (issue 38): answered, the waiting sign-in becomes a session; wrong, it is
// counted (five tries, and the account's growing delays); a form gets a redirect, a JSON caller the
// envelope. `enrolled` finishes a sign-in whose role required a factor it has just set up.
export const POST = withRoute({}, async ({ request, db }) => {
  const waiting = await waitingSignIn();
  if (!waiting) {
    await clearWaitingCookie();
    return wantsJson(request) ? envelope(401, null, secondFactorMessages.expired) : seeOther('/auth/signin?error=SecondFactorExpired');
  }
  const refuse = (status: number, message: string, error: string, headers: Record<string, string> = {}) =>
    wantsJson(request) ? envelope(status, null, message, { headers }) : seeOther(`${secondFactorPage}?error=${error}`);
  const retryAfter = await secondFactorAttempt(request, waiting.user_id);
  if (retryAfter) return refuse(429, authMessages.tooManyAttempts, 'TooManyAttempts', { 'retry-after': String(retryAfter) });

  const answer = answerOf(await readBody(request), waiting);
  if ('invalid' in answer) return refuse(400, answer.invalid, 'InvalidInput');
  // The check and the use of what proved it (the code's time step, the recovery code, the passkey's counter) commit together.
  const proved = await db.transaction().execute(async (trx) => {
    const kind = await answer.check(trx);
    if (!kind || !(await endSecondFactorSignIn(trx, waiting.token_hash))) return null;
    if (kind === 'recovery-code') await recordSecurityEvent(trx, waiting.user_id, 'recovery-code-used', { device: await requestDevice() });
    return kind;
  });
  if (!proved) {
    await failSecondFactorSignIn(db, waiting.token_hash);
    return refuse(401, answer.wrong, answer.error);
  }
  await clearWaitingCookie();
  await startSession(waiting.user_id, proved);
  // A recovery code is used once: the account page says how many are left, then leads on (issue 59).
  const url =
    proved === 'recovery-code' ? `/admin/account?${new URLSearchParams({ signedInWith: 'recovery-code', next: waiting.callback_url })}` : waiting.callback_url;
  return wantsJson(request) ? envelope(200, { url }) : seeOther(url);
});

/** The answer in the body, parsed and bounded, or what is wrong with it. */
function answerOf(body: Record<string, unknown>, waiting: Waiting): Answer | { invalid: string } {
  switch (body.method) {
    case 'totp': {
      const code = TotpCode.safeParse(body.code ?? '');
      if (!code.success) return { invalid: `code: ${code.error.issues[0]!.message}` };
      return {
        wrong: secondFactorMessages.wrongCode,
        error: 'WrongCode',
        check: async (trx) => ((await checkTotp(trx, waiting.user_id, code.data)) ? 'totp' : null),
      };
    }
    case 'recovery-code': {
      const code = RecoveryCode.safeParse(body.code ?? '');
      if (!code.success) return { invalid: `code: ${code.error.issues[0]!.message}` };
      return {
        wrong: secondFactorMessages.wrongRecoveryCode,
        error: 'WrongRecoveryCode',
        check: async (trx) => ((await spendRecoveryCode(trx, waiting.user_id, code.data)) ? 'recovery-code' : null),
      };
    }
    case 'passkey': {
      const credential = PasskeyResponse.safeParse(typeof body.credential === 'string' ? body.credential : JSON.stringify(body.credential ?? null));
      if (!credential.success) return { invalid: `credential: ${credential.error.issues[0]!.message}` };
      const response = credential.data as unknown as AuthenticationResponseJSON;
      return {
        wrong: secondFactorMessages.passkeyFailed,
        error: 'PasskeyFailed',
        check: async (trx) => ((await checkPasskey(trx, waiting, response)) ? 'passkey' : null),
      };
    }
    case 'enrolled':
      // The factor this browser set up while it waited (its role required one the account lacked) answers it.
      return { wrong: 'Set up an authenticator app or a passkey first.', error: 'NotSetUp', check: async () => waiting.enrolled };
    default:
      return { invalid: 'method: Choose a code from your app, a passkey or a recovery code.' };
  }
}
