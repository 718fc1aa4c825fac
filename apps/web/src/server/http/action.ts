import 'server-only';
import { type ActionResult, confirmationField } from '@vtrans/contracts/action-result';
import { type Role } from '@vtrans/contracts/auth';
import { AppError } from '@vtrans/contracts/errors';
import { fieldErrorsOf } from '@vtrans/contracts/forms';
import type { ValidSession } from '@vtrans/db';
import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import { redirect, unstable_rethrow } from 'next/navigation';
import type { z } from 'zod';
import { requireActionRole } from '../auth/guard';
import { ConfirmationNeeded, type Consequence, confirmedThenDone } from './consequence';
import { formAttempt, refuseOverLimit } from '../auth/rate-limit';
import { logger } from '../platform/logger';
import { inTransaction, type UnitOfWork } from './unit-of-work';

export type { ActionResult };

export interface ActionContext<Session> extends UnitOfWork {
  /** The signed-in session when the action has roles; null on a public form. */
  session: Session;
}

/** What the action's work answers on success. */
export type ActionSuccess = {
  message?: string;
  id?: number;
  codes?: string[];
  next?: string;
  goTo?: string;
  /** What a consequential action made, as its audit entry names it (`comment-period:<new id>`): known only once the work has run. */
  subject?: string;
} | void;

export interface ActionOptions<Input, Field extends string, Roles extends readonly Role[] | undefined> {
  /** Who may call it: signed out → 401, another role → 403. Without it the form is public. */
  roles?: Roles;
  /**
   * For a form whose caller is not told by a session's role (a sign-in waiting for its second
   * factor): checked first, before the form is read, like `roles`; it calls unauthorized() or
   * forbidden() to refuse.
   */
  access?: () => Promise<unknown>;
  /** The shared schema (packages/contracts) the form's values must satisfy; a failure answers each field's error. */
  schema: z.ZodType<Input>;
  /** Turns the form into what the schema parses; by default its text fields by name. May throw an AppError naming a field. */
  read?: (formData: FormData) => unknown;
  /** Fields handed back on failure, so the form (which React resets) shows what was typed. Never a password. */
  echo?: readonly Field[];
  /** A honeypot field people never see: filled, the action answers success and does nothing, so a bot learns nothing. */
  honeypot?: Field;
  /** Pages whose data the action changes, revalidated after it succeeds; `{ layout }` for every page under a path (a page with an id in its address). */
  revalidate?: readonly (string | { layout: string })[];
  /** A public form counted against the form limits (FORM_RATE_*): what to say when it is over them. */
  rateLimited?: string;
  /** What to tell the person when something of ours fails (the error is logged): they may try again. */
  failure?: string;
  /**
   * For an action that deletes, publishes, or e-mails people outside the office: what it will do,
   * confirmed before it acts, and audited when it does (consequence.ts). Only for staff's actions (`roles`).
   */
  consequence?: Roles extends readonly Role[] ? Consequence<Input> : never;
}

const textFieldsOf = (formData: FormData) => Object.fromEntries([...formData.entries()].filter((entry) => typeof entry[1] === 'string'));

/**
 * The first field of a posted form that holds a NUL character (U+0000) — in its value, a file's
 * name, or its own name — and what to tell the person. No field accepts one, and Postgres refuses
 * it in text (22021, which was answered as our failure): the form is refused before it is read,
 * the way proxy.ts refuses a NUL in the address (issue 54).
 */
function fieldWithNul(formData: unknown): { field: string; message: string } | null {
  if (!(formData instanceof FormData)) return null;
  for (const [name, value] of formData.entries()) {
    const text = typeof value === 'string' ? value : value.name;
    if (!name.includes('\0') && !text.includes('\0')) continue;
    const field = name.replaceAll('\0', '\uFFFD');
    const what = typeof value === 'string' ? `The field “${field}”` : `The name of the file in “${field}”`;
    return {
      field,
      message: `${what} holds a NUL character (U+0000), which no field accepts: nothing was saved. Please check the field and send the form again.`,
    };
  }
  return null;
}

/**
 * The one shape of every server action (in the spirit of next-safe-action): check the role, read
 * and parse the form with the shared schema, run the work in a transaction — a consequential one
 * only once the form has confirmed what it will do (`consequence`) — revalidate, and answer an
 * `ActionResult`. An AppError thrown by the work (or by `read`) becomes field errors or a form
 * error with its message; any other error is logged and answered with `failure`. Bad input is
 * always answered, never dropped.
 */
export function formAction<Input, Field extends string = string, Roles extends readonly Role[] | undefined = undefined>(
  options: ActionOptions<Input, Field, Roles>,
  work: (input: Input, context: ActionContext<Roles extends readonly Role[] ? ValidSession : null>) => Promise<ActionSuccess>,
) {
  type Context = ActionContext<Roles extends readonly Role[] ? ValidSession : null>;
  return async (_previous: ActionResult<Field> | null, formData: FormData): Promise<ActionResult<Field>> => {
    const session = (options.roles ? await requireActionRole(options.roles) : null) as Context['session'];
    await options.access?.();
    const nul = fieldWithNul(formData);
    // What was typed is handed back without the NUL, so the form shows it and a resend can go through.
    const echoed = (field: Field) => String(formData.get(field) ?? '').replaceAll('\0', '');
    const values = options.echo && (Object.fromEntries(options.echo.map((field) => [field, echoed(field)])) as Partial<Record<Field, string>>);
    const failed = (fieldErrors: Partial<Record<Field, string>>, formError?: string): ActionResult<Field> => ({ ok: false, fieldErrors, formError, values });
    if (nul) return failed({ [nul.field]: nul.message } as Partial<Record<Field, string>>);
    if (options.honeypot && formData.get(options.honeypot)) return { ok: true };
    try {
      if (options.rateLimited) {
        await refuseOverLimit(formAttempt(await headers()), options.rateLimited);
      }
      const parsed = options.schema.safeParse(await (options.read ?? textFieldsOf)(formData));
      if (!parsed.success) return failed(fieldErrorsOf<Field>(parsed.error));
      const consequence = options.consequence;
      const outcome = await inTransaction((unit) => {
        const context = { ...unit, session };
        if (!consequence) return work(parsed.data, context);
        return confirmedThenDone(consequence, parsed.data, { ...unit, session: session as ValidSession }, formData.get(confirmationField), () =>
          work(parsed.data, context),
        );
      });
      for (const path of options.revalidate ?? []) {
        if (typeof path === 'string') revalidatePath(path);
        else revalidatePath(path.layout, 'layout');
      }
      // A page that says what was done, for an action whose form leaves with what it removed
      // (a document moved to the trash): sent once the change has committed.
      if (outcome?.goTo) redirect(outcome.goTo);
      const { subject: _subject, goTo: _goTo, ...said } = outcome ?? {};
      return { ok: true, ...said };
    } catch (error) {
      // redirect(), notFound() and the like are Next's control flow, not failures.
      unstable_rethrow(error);
      // Nothing was done: what would happen, for the person to confirm (the transaction rolled back).
      if (error instanceof ConfirmationNeeded) return { ok: false, fieldErrors: {}, values, confirmation: error.confirmation };
      if (error instanceof AppError) {
        return error.details.fields ? failed(error.details.fields as Partial<Record<Field, string>>) : failed({}, error.message);
      }
      logger().error({ err: error }, 'server action failed');
      return failed({}, options.failure ?? 'Something went wrong on our side. Please try again in a few minutes.');
    }
  };
}
