import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { PasskeyResponse, RecoveryCode, secondFactorMessages, TotpCode } from '@vtrans/contracts/second-factor';
import { endSecondFactorSignIn, failSecondFactorSignIn, recordSecurityEvent, type SecondFactorKind, type Trx, spendRecoveryCode } from '@vtrans/db';
import { secondFactorAttempt } from '@/server/auth/rate-limit';
import { checkPasskey, checkTotp, clearWaitingCookie, waitingSignIn } from '@/server/auth/second-factor';
import { requestDevice, startSession } from '@/server/auth/session';
import { readBody, secondFactorPage, seeOther, wantsJson } from '@/server/auth/sign-in';
import { envelope, withRoute } from '@/server/route';

/** What the person answered with, and how to check it inside the transaction that uses it up. */
type Answer = { kind: SecondFactorKind; check: (trx: Trx) => Promise<boolean>; wrong: string };

// POST /api/auth/second-factor {method: totp|recovery-code|passkey, code | credential} — the second
// step of a sign-in (issue 38): answered, the waiting sign-in becomes a session; wrong, it is counted
// (five tries, and the account's growing delays); a form gets a redirect, a JSON caller the envelope.
export const POST = withRoute({}, async ({ request, db }) => {
  const waiting = await waitingSignIn();
  if (!waiting) {
    await clearWaitingCookie();
    return wantsJson(request) ? envelope(401, null, secondFactorMessages.expired) : seeOther('/auth/signin?error=SecondFactorExpired');
  }
  const refuse = (status: number, message: string, error: string, headers: Record<string, string> = {}) =>
    wantsJson(request) ? envelope(status, null, message, { headers }) : seeOther(`${secondFactorPage}?error=${error}`);
  const retryAfter = await secondFactorAttempt(request, waiting.user_id);
  if (retryAfter) return refuse(429, 'Too many attempts. Please wait a few minutes and try again.', 'TooManyAttempts', { 'retry-after': String(retryAfter) });

  const body = await readBody(request);
  const answer = answerOf(body, waiting);
  if (!answer.ok) return refuse(400, answer.message, 'InvalidInput');
  const { kind, check, wrong } = answer.answer;
  // The check and the use of the code (its time step, the recovery code, the passkey's counter) commit together.
  const passed = await db
    .transaction()
    .execute(async (trx) => {
      if (!(await check(trx))) return false;
      if (!(await endSecondFactorSignIn(trx, waiting.token_hash))) return false;
      if (kind === 'recovery-code') await recordSecurityEvent(trx, waiting.user_id, 'recovery-code-used', { device: await requestDevice() });
      return true;
    });
  if (!passed) {
    await failSecondFactorSignIn(db, waiting.token_hash);
    return refuse(401, wrong, kind === 'recovery-code' ? 'WrongRecoveryCode' : kind === 'passkey' ? 'PasskeyFailed' : 'WrongCode');
  }
  await clearWaitingCookie();
  await startSession(waiting.user_id, kind);
  return wantsJson(request) ? envelope(200, { url: waiting.callback_url }) : seeOther(waiting.callback_url);
});

type Waiting = NonNullable<Awaited<ReturnType<typeof waitingSignIn>>>;

/** The answer in the body, parsed and bounded, or what is wrong with it. */
function answerOf(body: Record<string, unknown>, waiting: Waiting): { ok: true; answer: Answer } | { ok: false; message: string } {
  switch (body.method) {
    case 'totp': {
      const code = TotpCode.safeParse(body.code ?? '');
      if (!code.success) return { ok: false, message: `code: ${code.error.issues[0]!.message}` };
      return { ok: true, answer: { kind: 'totp', wrong: secondFactorMessages.wrongCode, check: (trx) => checkTotp(trx, waiting.user_id, code.data) } };
    }
    case 'recovery-code': {
      const code = RecoveryCode.safeParse(body.code ?? '');
      if (!code.success) return { ok: false, message: `code: ${code.error.issues[0]!.message}` };
      return { ok: true, answer: { kind: 'recovery-code', wrong: secondFactorMessages.wrongRecoveryCode, check: (trx) => spendRecoveryCode(trx, waiting.user_id, code.data) } };
    }
    case 'passkey': {
      const credential = PasskeyResponse.safeParse(typeof body.credential === 'string' ? body.credential : JSON.stringify(body.credential ?? null));
      if (!credential.success) return { ok: false, message: `credential: ${credential.error.issues[0]!.message}` };
      const response = credential.data as unknown as AuthenticationResponseJSON;
      return { ok: true, answer: { kind: 'passkey', wrong: secondFactorMessages.passkeyFailed, check: (trx) => checkPasskey(trx, waiting, response) } };
    }
    default:
      return { ok: false, message: 'method: Choose a code from your app, a passkey or a recovery code.' };
  }
}
