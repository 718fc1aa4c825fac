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
