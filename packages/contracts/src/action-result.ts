// No zod here: client components import this for the result of a server action.

/**
 * What every server action answers (the wrapper in web/src/server/http/action.ts builds it): success
 * with an optional message for a live region, or an error per field, a problem that is no one
 * field's, and what was typed, handed back so the form (which React resets) shows it again.
 */
/**
 * The classes of consequential actions (issue 56): what removes something, what puts something
 * before the public, and what e-mails people outside the office. Each needs a confirmation.
 */
export const consequenceKinds = ['deletes', 'publishes', 'emails-the-public'] as const;
export type ConsequenceKind = (typeof consequenceKinds)[number];

/**
 * What a consequential action will do, said before it does it (web/src/server/http/consequence.ts): the
 * action answers this instead of acting until the form is sent again with `token`, and acts only
 * while what it would do is still what was said.
 */
export interface Confirmation {
  kind: ConsequenceKind;
  /** One sentence: what will happen. */
  summary: string;
  /** Everything else it touches, in words and numbers: what depends on it, what stays, how to undo it. */
  effects: string[];
  /** For an e-mail to the public: how many people, and the message as it will be sent. */
  email?: { recipients: number; subject: string; text: string };
  /** The words of the button that does it ("Yes, move it to the trash"). */
  confirmLabel: string;
  /** The statement's fingerprint, sent back by that button. */
  token: string;
  /** True when the form came back with a confirmation of something that has changed since. */
  changed: boolean;
}

/** The form field the confirming button sends the token in. */
export const confirmationField = 'confirmation';

export type ActionResult<Field extends string = string> =
  | {
      ok: true;
      message?: string;
      id?: number;
      /** Recovery codes just made: shown this once, never stored as text (issue 38). */
      codes?: string[];
      /** Where to go on once the person has read what the result says (a path). */
      next?: string;
    }
  | {
      ok: false;
      fieldErrors: Partial<Record<Field, string>>;
      /** A problem that is not any one field's (the service is unavailable): the person should retry. */
      formError?: string;
      values?: Partial<Record<Field, string>>;
      /** Nothing was done yet: what would happen, for the person to confirm. */
      confirmation?: Confirmation;
    };

/** A result as one sentence, for forms that show a single message rather than one per field. */
export function resultMessage(result: ActionResult): string {
  if (result.ok) return result.message ?? '';
  return [result.formError, ...Object.values(result.fieldErrors)].filter(Boolean).join(' ');
}
