import { z } from 'zod';
import { virginiaDateTime } from './dates';
import { AppError } from './errors';

/**
 * A save refused because someone saved the same thing after the form was read (issue 56: no lost
 * edits): who, when (Virginia time), and what it says now, so the second person starts from it.
 */
export function savedMeanwhile(savedBy: string | null, savedAt: Date, what: string, nowReads: string): AppError {
  return new AppError(
    'conflict',
    `Not saved: ${savedBy ?? 'Someone'} saved ${what} at ${virginiaDateTime(savedAt)}, after you opened this page, and saving yours would undo it. ${nowReads} Reload the page to start from it.`,
  );
}

/**
 * The fields an edit form was drawn with, as one string: the form sends it back, and the save goes
 * ahead only while the saved fields still read so (a form with no version of its own: a
 * document's details, an account's role, an application's decision).
 */
export const asRead = (values: Record<string, unknown>): string =>
  JSON.stringify(
    Object.keys(values)
      .sort()
      .map((key) => [key, values[key] ?? null]),
  );

/** What an edit form sends of `asRead`: bounded, as every input is. */
export const ReadAs = z.string().max(20_000, 'The form is too old: reload the page.');
