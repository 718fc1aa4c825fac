import type { z } from 'zod';

/** What went wrong, as the person asking should hear it; each code has one HTTP status. */
export const appErrorStatus = {
  /** The input is wrong; `fields` names each bad field. */
  invalid: 400,
  'sign-in-required': 401,
  forbidden: 403,
  'not-found': 404,
  /** The thing is not in a state that allows this (a refused status change). */
  conflict: 409,
  'too-large': 413,
  'rate-limited': 429,
  /** A service we depend on is busy or down; trying again later may work. */
  unavailable: 503,
} as const;
export type AppErrorCode = keyof typeof appErrorStatus;

/**
 * The one error type helpers throw for an outcome the person should be told about. Its message is
 * written for them. `withRoute` (web/src/server/http/route.ts) answers it as the API envelope and the
 * action wrapper (web/src/server/http/action.ts) as the form's result; any other error is ours, logged,
 * and answered without detail.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = appErrorStatus[code];
  }
}

/** A 400 naming each bad field with its message. */
export function invalidFieldsError(fields: Record<string, string>): AppError {
  const names = Object.keys(fields);
  return new AppError('invalid', `Invalid field${names.length > 1 ? 's' : ''}: ${names.join(', ')}.`, { fields });
}

/** Every issue of a failed parse by its full path (`a.b`), for an API answer. */
export function issuesByPath(error: z.ZodError, whole = '(body)'): Record<string, string> {
  return Object.fromEntries(
    error.issues.flatMap((issue) =>
      // A strict object's unknown keys are named one by one, so the answer says which to drop.
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [[...issue.path, key].join('.'), 'not accepted here'])
        : [[issue.path.join('.') || whole, issue.message]],
    ),
  );
}
