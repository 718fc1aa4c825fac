import { z } from 'zod';
import { asWritten, CommentCategory } from './comments';
import { localDateTime } from './content-editing';
import { isoToUsDate, virginiaDateTime, virginiaIsoDate } from './dates';
import { asRead, ReadAs } from './saved-meanwhile';

/*
 * Formal comment periods (issue 41): a period opens and closes at set moments in Virginia time;
 * comments come by the web form or are entered by staff with the channel they came by; staff tag
 * them with the period's themes and answer many at once; the record of what was heard and how it
 * was answered is public.
 */

export const commentChannels = ['web', 'phone', 'letter', 'email', 'meeting'] as const;
export type CommentChannel = (typeof commentChannels)[number];
export const commentChannelLabels: Record<CommentChannel, string> = {
  web: 'Website',
  phone: 'Telephone',
  letter: 'Letter',
  email: 'E-mail',
  meeting: 'Public meeting',
};
/** The channels staff enter a comment for: the website's comments enter themselves. */
export const staffEntryChannels = ['phone', 'letter', 'email', 'meeting'] as const;

const text = (max: number, label: string) =>
  z
    .string({ error: `Please give the ${label}.` })
    .transform(asWritten)
    .pipe(
      z
        .string()
        .min(1, `Please give the ${label}.`)
        .max(max, `Please keep the ${label} under ${max.toLocaleString('en-US')} characters.`),
    );
const optionalText = (max: number, label: string) =>
  z
    .string()
    .transform(asWritten)
    .pipe(z.string().max(max, `Please keep the ${label} under ${max.toLocaleString('en-US')} characters.`))
    .optional()
    .transform((value) => value || undefined);
const emptyIsNone = <Schema extends z.ZodType>(schema: Schema) => z.union([z.literal('').transform(() => undefined), schema]).optional();
const fips = z.string().regex(/^51\d{3}$/, 'Please choose localities from the list.');

export const CommentPeriodFields = z
  .object({
    title: text(200, 'title'),
    description: text(4000, 'description'),
    subject: text(200, 'plan document or topic'),
    documentId: emptyIsNone(z.uuid('Please choose a document from the list.')),
    /** Wall-clock times in Virginia (datetime-local inputs). */
    opensAt: localDateTime('Opens at'),
    closesAt: localDateTime('Closes at'),
    localities: z
      .array(fips)
      .max(133)
      .default([])
      .transform((values) => [...new Set(values)]),
  })
  // ISO wall-clock strings of one zone compare as the times they name.
  .refine((period) => period.closesAt > period.opensAt, { path: ['closesAt'], message: 'Please make the period close after it opens.' });
export type CommentPeriodFields = z.infer<typeof CommentPeriodFields>;

/** A comment staff type in from a call, a letter, an e-mail or a meeting. */
export const StaffCommentEntry = z
  .object({
    periodId: emptyIsNone(z.uuid('Please choose a comment period from the list.')),
    channel: z.enum(staffEntryChannels, { error: 'Please choose how the comment came in.' }),
    meetingName: optionalText(200, 'meeting’s name'),
    receivedOn: z.iso.date('Please give the date it was received as a date.'),
    category: CommentCategory,
    text: text(2000, 'comment (attach the scanned letter for the full text)'),
    name: optionalText(100, 'name'),
    email: emptyIsNone(z.string().trim().email('Please give a valid e-mail address, or leave it empty.').max(254)),
    contact: optionalText(500, 'telephone or postal address'),
    localityFips: emptyIsNone(fips),
    locationNote: optionalText(200, 'address or place'),
    keptPrivate: z.boolean().default(false),
  })
  .refine((entry) => entry.channel !== 'meeting' || entry.meetingName, { path: ['meetingName'], message: 'Please name the meeting the comment was made at.' })
  .refine((entry) => entry.receivedOn <= virginiaIsoDate(new Date()), { path: ['receivedOn'], message: 'The date received cannot be in the future.' });
export type StaffCommentEntry = z.infer<typeof StaffCommentEntry>;

/** A scanned letter: a PDF or an image, at most 10 MB, told by its first bytes. */
export const LETTER_MAX_BYTES = 10 * 1024 * 1024;
export type LetterType = 'pdf' | 'png' | 'jpg';
export function letterTypeOf(bytes: Uint8Array): LetterType | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpg';
  return null;
}
export const letterContentTypes: Record<LetterType, string> = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg' };

/** A theme's rules: one word or phrase per line, matched whole and in any case. */
const keywordLines = z
  .string()
  .max(5000, 'Please keep the rules under 5,000 characters.')
  .transform((value) => [
    ...new Set(
      value
        .split('\n')
        .map((line) => asWritten(line).toLowerCase())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.string().max(100, 'Please keep each word or phrase under 100 characters.')).max(50, 'Please give at most 50 words or phrases.'));

export const ThemeFields = z.object({
  periodId: z.uuid('No such comment period.'),
  name: text(100, 'theme’s name'),
  keywords: keywordLines,
});
export const ThemeRules = z.object({ themeId: z.uuid('No such theme.'), keywords: keywordLines, readAs: ReadAs });

/** A theme's rules as their form shows them: the save goes ahead only while they still read so (issue 56). */
export const rulesAsShown = (keywords: readonly string[]): string => asRead({ keywords: [...keywords] });

/** Most comments one action may touch: a period's whole list, with room. */
export const MAX_SELECTED_COMMENTS = 5000;
const selection = z
  .array(z.uuid('expected comment ids'))
  .min(1, 'Please tick at least one comment.')
  .max(MAX_SELECTED_COMMENTS, `Please choose at most ${MAX_SELECTED_COMMENTS.toLocaleString('en-US')} comments at once.`)
  .transform((ids) => [...new Set(ids)]);

export const ThemeTagging = z.object({
  periodId: z.uuid('No such comment period.'),
  themeId: z.uuid('Please choose a theme.'),
  commentIds: selection,
  untag: z.boolean().default(false),
});

export const SharedResponse = z.object({
  periodId: z.uuid('No such comment period.'),
  commentIds: selection,
  text: text(4000, 'response'),
});
/** A shared response's new text, with the version the editor read (a save over a newer one is refused: issue 56). */
export const SharedResponseEdit = z.object({
  responseId: z.uuid('No such response.'),
  text: text(4000, 'response'),
  version: z.coerce.number().int().positive(),
});

/** The staff list of a period's comments: which, by these filters (all optional, in the address). */
export const PeriodCommentFilters = z.object({
  theme: emptyIsNone(z.union([z.uuid(), z.literal('none')])),
  channel: emptyIsNone(z.enum(commentChannels)),
  answered: emptyIsNone(z.enum(['yes', 'no'])),
  /** Words the comment contains. */
  q: emptyIsNone(z.string().trim().max(200)),
  /** Comments a theme's rules suggest and that do not have the theme yet. */
  suggested: emptyIsNone(z.uuid()),
});
export type PeriodCommentFilters = z.infer<typeof PeriodCommentFilters>;

/** Where a period stands at `now`. */
export type PeriodState = 'upcoming' | 'open' | 'closed';
export function periodState(period: { opensAt: Date | string; closesAt: Date | string }, now: Date = new Date()): PeriodState {
  if (now < new Date(period.opensAt)) return 'upcoming';
  return now < new Date(period.closesAt) ? 'open' : 'closed';
}

/** Whole days from today to a period's closing day, both in Virginia (0 on the closing day itself). */
export function daysLeftOf(closesAt: Date | string, now: Date = new Date()): number {
  return Math.round((Date.parse(virginiaIsoDate(closesAt)) - Date.parse(virginiaIsoDate(now))) / 86_400_000);
}

/**
 * Days left as a person counts them on Virginia's calendar (the page cache keeps a copy for the
 * day): "Last day" on the closing day, else "N days left".
 */
export function daysLeftText(closesAt: Date | string, now: Date = new Date()): string {
  const days = daysLeftOf(closesAt, now);
  if (days <= 0) return 'Last day to comment';
  return days === 1 ? '1 day left' : `${days} days left`;
}

/** Why a comment on a period is refused now: the same words on the form, the API and the tests. */
export function periodRefusal(period: { title: string; opensAt: Date | string; closesAt: Date | string }, state: PeriodState): string | null {
  if (state === 'upcoming')
    return `The comment period “${period.title}” opens on ${virginiaDateTime(period.opensAt)}. Comments on it are taken from then until ${virginiaDateTime(period.closesAt)}.`;
  if (state === 'closed')
    return `The comment period “${period.title}” closed on ${virginiaDateTime(period.closesAt)} and takes no new comments. Its comments and the responses to them stay public.`;
  return null;
}

/**
 * Why staff cannot enter a comment received on `receivedOn` (YYYY-MM-DD) into a period whose
 * days in Virginia run from `firstDay` to `lastDay` (issue 54): a call or a letter from before
 * the opening is not a comment on it, nor one that came after the close. A letter posted in time
 * and delivered after the close is dated by its postmark.
 */
export function receivedOutsidePeriod(
  period: { title: string; firstDay: string; lastDay: string },
  receivedOn: string,
  channel: CommentChannel,
): string | null {
  if (receivedOn >= period.firstDay && receivedOn <= period.lastDay) return null;
  const postmark =
    receivedOn > period.lastDay && channel === 'letter' ? ' For a letter posted in time that arrived after the close, give the date of its postmark.' : '';
  return `The comment period “${period.title}” takes comments received from ${isoToUsDate(period.firstDay)} to ${isoToUsDate(period.lastDay)}: the date received must be one of those days.${postmark}`;
}
