// No zod here: client components import this for the result of a server action.

/**
 * What every server action answers (the wrapper in web/src/server/action.ts builds it): success
 * with an optional message for a live region, or an error per field, a problem that is no one
 * field's, and what was typed, handed back so the form (which React resets) shows it again.
 */
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
    };

/** A result as one sentence, for forms that show a single message rather than one per field. */
export function resultMessage(result: ActionResult): string {
  if (result.ok) return result.message ?? '';
  return [result.formError, ...Object.values(result.fieldErrors)].filter(Boolean).join(' ');
}
