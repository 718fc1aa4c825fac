'use client';

import { useFormAction } from '@/components/use-form-action';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { ActionResult } from '@vtrans/contracts/action-result';
import { type FormEvent, type ReactNode, useRef, useState, useTransition } from 'react';
import {
  addPasskeyAction,
  changePasswordAction,
  confirmTotpAction,
  endOtherSessionsAction,
  endSessionAction,
  newRecoveryCodesAction,
  passkeyProofOptions,
  passkeyRegistrationOptions,
  proveIdentityAction,
  removePasskeyAction,
  removeTotpAction,
  resetSecondFactorsAction,
  setSecondFactorPolicyAction,
} from '@/actions/account-security';
import { ActionOutcome } from '@/components/action-outcome';
import { type AdminAction, useAdminAction } from '@/components/admin-forms';
import { ConfirmStep } from '@/components/confirm-step';

/*
 * The forms of an account's own security (issue 38). Each is a plain form that posts without
 * scripts, except the passkey ones: a passkey is made and used by the browser's WebAuthn API.
 */

/** Recovery codes just made, shown once: a list to print or copy, and where to go on. */
function RecoveryCodes({ result, heading: Heading = 'h3' }: { result: ActionResult | null; heading?: HeadingLevel }) {
  if (!result?.ok || !result.codes) return null;
  return (
    <div className="recovery-codes">
      <Heading id="recovery-codes-heading">Your recovery codes</Heading>
      <ol aria-labelledby="recovery-codes-heading" className="recovery-codes__list">
        {result.codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <RecoveryCodeTools codes={result.codes} />
      {result.next && <FinishSignIn label="I have saved my codes: continue" action={result.next} />}
    </div>
  );
}

/**
 * Ways to keep the codes (issue 59: there were none but reading them off the screen): a text
 * file to save (a plain link, so it works without scripts), a copy to paste into a password
 * manager, and the page printed (the print style shows the codes alone).
 */
function RecoveryCodeTools({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState<string | null>(null);
  const text = `VTrans recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  return (
    <div className="recovery-codes__tools">
      <a
        className="button button--small button--outline"
        href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
        download="vtrans-recovery-codes.txt"
      >
        Download them as a text file
      </a>
      <button
        type="button"
        className="button button--small button--outline"
        onClick={() =>
          void navigator.clipboard?.writeText(text).then(
            () => setCopied('Copied: paste them into your password manager.'),
            () => setCopied('This browser would not copy them: select the list and copy it.'),
          )
        }
      >
        Copy them
      </button>
      <button type="button" className="button button--small button--outline" onClick={() => window.print()}>
        Print them
      </button>
      <p role="status">{copied}</p>
    </div>
  );
}

/** Finishes a sign-in that waited for the factor just added: the second step takes it as the answer. */
function FinishSignIn({ label, action }: { label: string; action: string }) {
  return (
    <form method="post" action={action}>
      <input type="hidden" name="method" value="enrolled" />
      <button type="submit" className="button">
        {label}
      </button>
    </form>
  );
}

/** Where to go on after a factor was added to finish a sign-in, when no codes were shown. */
function Continue({ result }: { result: ActionResult | null }) {
  if (!result?.ok || result.codes || !result.next) return null;
  return <FinishSignIn label="Continue" action={result.next} />;
}

/** A section's heading at the level its page needs (h2 on the sign-in step, h3 under the account page's h2). */
type HeadingLevel = 'h2' | 'h3';

/** What a form that added a factor shows in its place: what happened, the recovery codes if new, and the way on. */
function FactorAdded({ result, heading }: { result: ActionResult; heading: HeadingLevel }) {
  return (
    <div>
      <ActionOutcome result={result} />
      <RecoveryCodes result={result} heading={heading} />
      <Continue result={result} />
    </div>
  );
}

/**
 * Setting up an authenticator app. `labelledBy` names a heading the page already shows above it (the
 * account page's "Authenticator app"): the form then has no heading of its own, not a second one
 * saying the same.
 */
export function TotpSetupForm({
  keyText,
  qrCode,
  heading: Heading = 'h3',
  labelledBy,
}: {
  keyText: string;
  qrCode: string;
  heading?: HeadingLevel;
  labelledBy?: string;
}) {
  const [result, formAction, pending] = useFormAction(confirmTotpAction, null);
  if (result?.ok) return <FactorAdded result={result} heading={Heading} />;
  return (
    <form action={formAction} className="stacked-form" aria-labelledby={labelledBy ?? 'totp-setup-heading'}>
      {!labelledBy && <Heading id="totp-setup-heading">Use an authenticator app</Heading>}
      <ol>
        <li>Open an authenticator app on your phone (for example Microsoft Authenticator, Google Authenticator or 1Password).</li>
        <li>
          Scan this code, or type the key below into the app.
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: image made on the server; nothing for next/image to optimise */}
          <img
            className="totp-qr"
            src={qrCode}
            width={180}
            height={180}
            alt="QR code to scan with your authenticator app. The same key is written out below."
          />
        </li>
        <li>
          Key: <code className="totp-key">{keyText}</code> (time-based, 6 digits)
        </li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <ActionOutcome result={result} />
      <label htmlFor="totp-code">Code from the app</label>
      <input id="totp-code" type="text" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,7}" maxLength={7} required />
      <button type="submit" className="button" disabled={pending}>
        Add the app
      </button>
    </form>
  );
}

/** Names the error a WebAuthn call ended with, for the person: cancelled, or not possible here. */
/**
 * What went wrong with a passkey, in words a person can act on. `rpId` is the host passkeys belong
 * to: on another one (a staging or internal address) the browser refuses them, which used to read
 * only "This browser could not make or use a passkey here" (issue 59).
 */
function passkeyProblem(error: unknown, rpId?: string): string {
  const name = error instanceof Error ? error.name : '';
  if (typeof window !== 'undefined' && !window.PublicKeyCredential)
    return 'This browser has no passkeys. Use an authenticator app, or a browser that supports passkeys.';
  if (rpId && window.location.hostname !== rpId && !window.location.hostname.endsWith(`.${rpId}`)) {
    return `Passkeys for this site work at ${rpId}, and this page is open at ${window.location.hostname}. Open the site at ${rpId}, or use an authenticator app here.`;
  }
  if (name === 'NotAllowedError' || name === 'AbortError') return 'The passkey was cancelled or timed out. Try again when you are ready.';
  if (name === 'InvalidStateError') return 'That authenticator already holds a passkey for this account.';
  if (name === 'SecurityError')
    return `This page's address does not allow passkeys${rpId ? ` (they belong to ${rpId})` : ''}. Use an authenticator app instead.`;
  return 'This browser could not make or use a passkey here. Use an authenticator app instead.';
}

/**
 * Signing in with a passkey alone (issue 59): the browser offers this site's passkeys before
 * anyone is named; a passkey whose device checks its owner is a whole sign-in.
 */
export function PasskeyFirstSignIn({ callbackUrl }: { callbackUrl: string }) {
  const [problem, setProblem] = useState('');
  const [working, startWorking] = useTransition();
  function signIn() {
    setProblem('');
    startWorking(async () => {
      let rpId: string | undefined;
      try {
        const offered = (await (
          await fetch('/api/auth/passkey/options', {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify({ callbackUrl }),
          })
        ).json()) as { data: Parameters<typeof startAuthentication>[0]['optionsJSON'] | null; message?: string };
        if (!offered.data) return setProblem(offered.message ?? 'A passkey sign-in could not be started.');
        rpId = offered.data.rpId;
        const answer = await startAuthentication({ optionsJSON: offered.data });
        const checked = await fetch('/api/auth/passkey', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ credential: JSON.stringify(answer) }),
        });
        const outcome = (await checked.json()) as { data: { url: string } | null; message?: string };
        if (outcome.data) return window.location.assign(outcome.data.url);
        setProblem(outcome.message ?? 'The passkey could not be checked.');
      } catch (error) {
        setProblem(passkeyProblem(error, rpId));
      }
    });
  }
  return (
    <div className="passkey-sign-in">
      {problem && (
        <p ref={(element) => element?.focus()} tabIndex={-1} className="field-error" role="alert">
          {problem}
        </p>
      )}
      <button type="button" className="button" onClick={signIn} disabled={working}>
        Sign in with a passkey
      </button>
      <p className="hint">No e-mail or password needed: your device asks for its PIN, fingerprint or face.</p>
    </div>
  );
}

export function AddPasskeyForm({ heading: Heading = 'h3' }: { heading?: HeadingLevel }) {
  const [result, formAction, pending] = useFormAction(addPasskeyAction, null);
  const [problem, setProblem] = useState('');
  const [working, startWorking] = useTransition();
  const credential = useRef<HTMLInputElement>(null);
  const values = result && !result.ok ? (result.values ?? {}) : {};
  // The browser makes the passkey, then the form posts its answer with the name.
  function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setProblem('');
    startWorking(async () => {
      try {
        const offered = await passkeyRegistrationOptions();
        if ('refused' in offered) return setProblem(offered.refused);
        const answer = await startRegistration({ optionsJSON: offered.options });
        credential.current!.value = JSON.stringify(answer);
        formAction(new FormData(form));
      } catch (error) {
        setProblem(passkeyProblem(error));
      }
    });
  }
  if (result?.ok) return <FactorAdded result={result} heading={Heading} />;
  return (
    <form onSubmit={create} className="stacked-form" aria-labelledby="passkey-add-heading">
      <Heading id="passkey-add-heading">Use a passkey</Heading>
      <p>A passkey is kept by this device (or a security key, or your password manager) and unlocked with your fingerprint, face, PIN or a touch.</p>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <ActionOutcome result={result} />
      <label htmlFor="passkey-label">A name for it, to tell your passkeys apart</label>
      <input id="passkey-label" name="label" required maxLength={60} defaultValue={values.label ?? ''} placeholder="Work laptop" />
      <input ref={credential} type="hidden" name="credential" />
      <button type="submit" className="button" disabled={pending || working}>
        Add a passkey
      </button>
    </form>
  );
}

/** The second step of a sign-in with a passkey: the browser answers the challenge, then goes on. */
export function PasskeySignIn() {
  const [problem, setProblem] = useState('');
  const [working, startWorking] = useTransition();
  function signIn() {
    setProblem('');
    startWorking(async () => {
      try {
        const options = await fetch('/api/auth/second-factor/passkey-options', { method: 'POST', headers: { accept: 'application/json' } });
        const offered = (await options.json()) as { data: Parameters<typeof startAuthentication>[0]['optionsJSON'] | null; message?: string };
        if (!offered.data) return setProblem(offered.message ?? 'No passkey could be offered.');
        const answer = await startAuthentication({ optionsJSON: offered.data });
        const checked = await fetch('/api/auth/second-factor', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ method: 'passkey', credential: JSON.stringify(answer) }),
        });
        const outcome = (await checked.json()) as { data: { url: string } | null; message?: string };
        if (outcome.data) return window.location.assign(outcome.data.url);
        setProblem(outcome.message ?? 'The passkey could not be checked.');
      } catch (error) {
        setProblem(passkeyProblem(error));
      }
    });
  }
  return (
    <div>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <button type="button" className="button" onClick={signIn} disabled={working}>
        Use your passkey
      </button>
    </div>
  );
}

export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { formAction, pending, outcome } = useAdminAction(changePasswordAction);
  return (
    <form action={formAction} className="stacked-form" aria-label={hasPassword ? 'Change your password' : 'Set your password'}>
      {outcome}
      <label htmlFor="new-password">New password (at least 12 characters)</label>
      <input id="new-password" name="password" type="password" autoComplete="new-password" required minLength={12} />
      <label htmlFor="confirm-password">The same password again</label>
      <input id="confirm-password" name="confirm" type="password" autoComplete="new-password" required />
      <button type="submit" className="button" disabled={pending}>
        Save password
      </button>
    </form>
  );
}

/**
 * Proving it is you again before a credential changes (issue 54): your password, a code from your
 * app, or your passkey — each a form of its own, offered only when the account has it.
 */
export function ProveIdentityForms({ hasPassword, hasApp, hasPasskey }: { hasPassword: boolean; hasApp: boolean; hasPasskey: boolean }) {
  if (!hasPassword && !hasApp && !hasPasskey)
    return <p>Your account has no password or second factor to confirm with: sign out, and sign in again with an e-mailed link.</p>;
  return (
    <div className="prove-identity">
      {hasPassword && <ProveWithPassword />}
      {hasApp && <ProveWithCode />}
      {hasPasskey && <ProveWithPasskey />}
    </div>
  );
}

/** A proof typed into one field: the password (method `password`) or the app's code (`totp`). */
function ProveWithSecret({ method, label, button, field }: { method: 'password' | 'totp'; label: string; button: string; field: ReactNode }) {
  const { formAction, pending, outcome } = useAdminAction(proveIdentityAction);
  return (
    <form action={formAction} className="stacked-form" aria-label={label}>
      <input type="hidden" name="method" value={method} />
      {outcome}
      {field}
      <button type="submit" className="button" disabled={pending}>
        {button}
      </button>
    </form>
  );
}

const ProveWithPassword = () => (
  <ProveWithSecret
    method="password"
    label="Confirm with your password"
    button="Confirm with your password"
    field={
      <>
        <label htmlFor="proof-password">Your password</label>
        <input id="proof-password" name="password" type="password" autoComplete="current-password" required />
      </>
    }
  />
);

const ProveWithCode = () => (
  <ProveWithSecret
    method="totp"
    label="Confirm with a code from your app"
    button="Confirm with the code"
    field={
      <>
        <label htmlFor="proof-code">Code from your authenticator app</label>
        <input id="proof-code" type="text" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,7}" maxLength={7} required />
      </>
    }
  />
);

function ProveWithPasskey() {
  const { formAction, pending, outcome } = useAdminAction(proveIdentityAction);
  const [problem, setProblem] = useState('');
  const [working, startWorking] = useTransition();
  const credential = useRef<HTMLInputElement>(null);
  // The browser answers the session's passkey challenge, then the form posts the answer.
  function prove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setProblem('');
    startWorking(async () => {
      try {
        const optionsJSON = await passkeyProofOptions();
        if (!optionsJSON) return setProblem('Your account has no passkey to confirm with.');
        credential.current!.value = JSON.stringify(await startAuthentication({ optionsJSON }));
        formAction(new FormData(form));
      } catch (error) {
        setProblem(passkeyProblem(error));
      }
    });
  }
  return (
    <form onSubmit={prove} aria-label="Confirm with your passkey">
      <input type="hidden" name="method" value="passkey" />
      <input ref={credential} type="hidden" name="credential" />
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {outcome}
      <button type="submit" className="button" disabled={pending || working}>
        Confirm with your passkey
      </button>
    </form>
  );
}

/** A form that acts only after a second, explicit step (ConfirmStep): the opener, what will happen, and the button that does it. */
function ConfirmedForm({
  action,
  label,
  fields = {},
  opener,
  submit,
  children,
}: {
  action: AdminAction;
  label: string;
  fields?: Record<string, string>;
  opener: string;
  submit: string;
  children: ReactNode;
}) {
  const { formAction, pending, outcome } = useAdminAction(action);
  return (
    <form action={formAction} aria-label={label}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <ConfirmStep opener={opener} danger>
        {children}
        <button type="submit" className="button button--small" disabled={pending}>
          {submit}
        </button>
      </ConfirmStep>
      {outcome}
    </form>
  );
}

export function RemoveTotpForm() {
  return (
    <ConfirmedForm action={removeTotpAction} label="Remove the authenticator app" opener="Remove the app…" submit="Remove the authenticator app">
      <p>Codes from the app will no longer sign you in.</p>
    </ConfirmedForm>
  );
}

export function RemovePasskeyForm({ passkey }: { passkey: { id: string; label: string } }) {
  return (
    <ConfirmedForm
      action={removePasskeyAction}
      label={`Remove the passkey ${passkey.label}`}
      fields={{ passkeyId: passkey.id }}
      opener="Remove…"
      submit={`Remove ${passkey.label}`}
    >
      <p>“{passkey.label}” will no longer sign you in.</p>
    </ConfirmedForm>
  );
}

export function NewRecoveryCodesForm() {
  const [result, formAction, pending] = useFormAction(newRecoveryCodesAction, null);
  // The codes stand outside the form: a printed page leaves forms out.
  return (
    <>
      <form action={formAction} aria-label="Make new recovery codes">
        <ConfirmStep opener="Make new recovery codes…">
          <p>Your current recovery codes will stop working.</p>
          <button type="submit" className="button button--small" disabled={pending}>
            Make new codes
          </button>
        </ConfirmStep>
        <ActionOutcome result={result} />
      </form>
      <RecoveryCodes result={result} />
    </>
  );
}

export function EndSessionForm({ session }: { session: { id: string; device: string } }) {
  const { formAction, pending, outcome } = useAdminAction(endSessionAction);
  return (
    <form action={formAction} aria-label={`Sign out ${session.device}`}>
      <input type="hidden" name="sessionId" value={session.id} />
      <button type="submit" className="button button--small button--outline" disabled={pending}>
        Sign out<span className="visually-hidden"> {session.device}</span>
      </button>
      {outcome}
    </form>
  );
}

export function EndOtherSessionsForm() {
  const { formAction, pending, outcome } = useAdminAction(endOtherSessionsAction);
  return (
    <form action={formAction} aria-label="Sign out everywhere else">
      {outcome}
      <button type="submit" className="button" disabled={pending}>
        Sign out everywhere else
      </button>
    </form>
  );
}

/**
 * Who must have a second factor, for one role (issue 54): requiring it is one button; making it
 * optional is asked by one admin and confirmed by another, each behind a confirming step. One
 * action state for the row, so what happened stays shown when the row changes to its next step.
 */
export function SecondFactorPolicyForm({ role, required, request }: { role: string; required: boolean; request: { mine: boolean } | null }) {
  const { formAction, pending, outcome } = useAdminAction(setSecondFactorPolicyAction);
  const form = (change: string, label: string, body: ReactNode) => (
    <form action={formAction} aria-label={label}>
      <input type="hidden" name="role" value={role} />
      <input type="hidden" name="change" value={change} />
      {body}
    </form>
  );
  const submit = (text: ReactNode, outline = true) => (
    <button type="submit" className={`button button--small${outline ? ' button--outline' : ''}`} disabled={pending}>
      {text}
    </button>
  );
  return (
    <div className="inline-form">
      {!required &&
        form(
          'require',
          `Require a second factor for ${role} accounts`,
          submit(
            <>
              Require<span className="visually-hidden"> a second factor for {role} accounts</span>
            </>,
          ),
        )}
      {required &&
        !request &&
        form(
          'ask-optional',
          `Ask to make a second factor optional for ${role} accounts`,
          <ConfirmStep opener={`Ask to make optional for ${role}…`} danger>
            <p>It stays required until another administrator confirms, within a day. Every administrator is e-mailed.</p>
            {submit(`Ask to make it optional for ${role} accounts`, false)}
          </ConfirmStep>,
        )}
      {request &&
        !request.mine &&
        form(
          'confirm-optional',
          `Confirm making a second factor optional for ${role} accounts`,
          <ConfirmStep opener={`Confirm: make optional for ${role}…`} danger>
            <p>Another administrator asked for this. Then {role} accounts sign in with a password or an e-mail link alone. Every administrator is e-mailed.</p>
            {submit(`Make it optional for ${role} accounts`, false)}
          </ConfirmStep>,
        )}
      {request &&
        form(
          'require',
          `Keep a second factor required for ${role} accounts`,
          submit(
            <>
              {request.mine ? 'Withdraw your request' : 'Keep it required'}
              <span className="visually-hidden"> for {role} accounts</span>
            </>,
          ),
        )}
      {outcome}
    </div>
  );
}

export function ResetSecondFactorsForm({ user }: { user: { id: string; email: string } }) {
  return (
    <ConfirmedForm
      action={resetSecondFactorsAction}
      label={`Reset the second factors of ${user.email}`}
      fields={{ userId: user.id }}
      opener="Reset second factor…"
      submit={`Reset ${user.email}`}
    >
      <p>
        For someone who lost their app, passkeys and recovery codes. Check who is asking first (in person or by a phone number you already have): their password
        and factors go, they are signed out, and at their next sign-in, by an e-mailed link, they set up a new factor.
      </p>
    </ConfirmedForm>
  );
}
