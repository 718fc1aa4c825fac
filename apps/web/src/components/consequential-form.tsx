'use client';

import { type ActionResult, type Confirmation, confirmationField } from '@vtrans/contracts/action-result';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useFormAction, useSendKeepingFields } from '@/components/use-form-action';
import { ActionOutcome } from './action-outcome';
import { useShownOutcome } from './outcome-group';

type Action = (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;

/**
 * The form of an action that deletes, publishes, or e-mails people outside the office (issue 56).
 * Its button only asks: the server answers what would happen — in words and numbers, the e-mail
 * as it will be sent — and this shows it with the button that does it (which sends the
 * statement's fingerprint back, so the server acts only on what was shown) and one that cancels.
 * Focus moves to what is said, and back to the button on cancel. Without scripts the same answers
 * come as a page. `opener` null: nothing to ask now (the item is on the site already), while the
 * form, and the answer it last gave, stay.
 */
export function ConsequentialForm({
  action,
  opener,
  label,
  className = 'consequential-form',
  children,
}: {
  action: Action;
  opener: ReactNode | null;
  /** The form's accessible name, when it has fields of its own to tell apart. */
  label?: string;
  className?: string;
  children?: ReactNode;
}) {
  const [result, formAction, pending] = useFormAction(action, null);
  const shown = useShownOutcome(result);
  const openerId = useId();
  const asking = useAskingForm(formAction, result, openerId);
  return (
    <form {...asking.keeping} action={formAction} className={className} aria-label={label}>
      {children}
      {(opener !== null || asking.confirmation) && (
        <AskButton asking={asking} id={openerId} pending={pending}>
          {opener}
        </AskButton>
      )}
      {!asking.confirmation && <ActionOutcome result={shown?.ok === false && shown.confirmation ? null : shown} />}
    </form>
  );
}

/**
 * A form laid out by hand that asks before it acts: sent without React's reset, so its fields
 * (a time, a note, the ticks) are still there when the answer is yes; the confirmation its answer
 * carries while it is this form's (`here`); and the cancel that puts focus back on the button
 * that asked (`askedBy`, its id). Spread `keeping` onto the <form>.
 */
export function useAskingForm(send: (formData: FormData) => void, result: ActionResult | null, askedBy: string, here = true) {
  const keeping = useSendKeepingFields(send, result);
  return { keeping, ...useConfirmation(result, askedBy, here) };
}

/** The button that asks (`id`, for focus on cancel) or, once asked, what it asks, in its place. */
export function AskButton({
  asking,
  id,
  pending,
  className = 'button button--outline',
  intent,
  children,
}: {
  asking: ReturnType<typeof useAskingForm>;
  id: string;
  pending: boolean;
  className?: string;
  /** Which of a form's intents this button is (name and value), sent again with the confirmation. */
  intent?: { name: string; value: string };
  children: ReactNode;
}) {
  if (asking.confirmation)
    return (
      <ConfirmationPanel confirmation={asking.confirmation} pending={pending} onCancel={asking.cancel} fields={intent && { [intent.name]: intent.value }} />
    );
  return (
    <button id={id} type="submit" name={intent?.name} value={intent?.value} className={className} disabled={pending}>
      {children}
    </button>
  );
}

/**
 * The confirmation an answer asks for, while it is this form's (`here`) and not cancelled —
 * asking again brings a new answer, even for the same statement — and the cancel that puts focus
 * back on the button that asked (`askedBy`, its id).
 */
function useConfirmation(result: ActionResult | null, askedBy: string, here = true) {
  const [cancelled, setCancelled] = useState<ActionResult | null>(null);
  const confirmation = here && result !== cancelled && result && !result.ok ? (result.confirmation ?? null) : null;
  const cancel = () => {
    setCancelled(result);
    // After React has put the button back.
    setTimeout(() => document.getElementById(askedBy)?.focus(), 0);
  };
  return { confirmation, cancel };
}

/**
 * What a consequential action will do, with the button that does it and Cancel; inside the form
 * whose fields it was asked about. `fields`: hidden fields the confirming post needs besides the
 * form's own (which button asked, when a form has several).
 */
export function ConfirmationPanel({
  confirmation,
  pending,
  onCancel,
  fields = {},
}: {
  confirmation: Confirmation;
  pending: boolean;
  onCancel: () => void;
  fields?: Record<string, string>;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [confirmation.token]);
  return (
    <div
      className={`confirmation${confirmation.kind === 'deletes' ? ' confirmation--danger' : ''}`}
      role="group"
      aria-labelledby={`confirm-${confirmation.token}`}
    >
      <h3 id={`confirm-${confirmation.token}`} ref={heading} tabIndex={-1}>
        {confirmation.changed ? 'What this would do has changed since you were asked. Please read it again.' : 'Please confirm'}
      </h3>
      <p>{confirmation.summary}</p>
      {confirmation.effects.length > 0 && (
        <ul>
          {confirmation.effects.map((effect) => (
            <li key={effect}>{effect}</li>
          ))}
        </ul>
      )}
      {confirmation.email && (
        <figure className="confirmation__email">
          <figcaption>
            The e-mail, as it will be sent to {confirmation.email.recipients.toLocaleString('en-US')}{' '}
            {confirmation.email.recipients === 1 ? 'person' : 'people'}:
          </figcaption>
          <p>
            <strong>Subject:</strong> {confirmation.email.subject}
          </p>
          <pre className="confirmation__email-text">{confirmation.email.text}</pre>
        </figure>
      )}
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="confirmation__buttons">
        <button
          type="submit"
          name={confirmationField}
          value={confirmation.token}
          className={confirmation.kind === 'deletes' ? 'button button--danger' : 'button'}
          disabled={pending}
        >
          {confirmation.confirmLabel}
        </button>
        <button type="button" className="button button--outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
