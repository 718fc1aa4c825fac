'use server';

import { commentPeriodRoles, staffRoles } from '@vtrans/contracts/auth';
import {
  CommentPeriodFields,
  LETTER_MAX_BYTES,
  letterTypeOf,
  MAX_SELECTED_COMMENTS,
  PeriodCommentFilters,
  SharedResponse,
  SharedResponseEdit,
  StaffCommentEntry,
  ThemeFields,
  rulesAsShown,
  ThemeRules,
  ThemeTagging,
} from '@vtrans/contracts/comment-periods';
import { commentReplyWords } from '@vtrans/contracts/comment-reply';
import { noticeText } from '@vtrans/contracts/notice-words';
import { commentFirstWords } from '@vtrans/contracts/comments';
import { virginiaDateTime } from '@vtrans/contracts/dates';
import { savedMeanwhile } from '@vtrans/contracts/saved-meanwhile';
import { AppError, invalidFieldsError, issuesByPath } from '@vtrans/contracts/errors';
import { sitePaths } from '@vtrans/contracts/site-paths';
import {
  createCommentPeriod,
  createCommentTheme,
  deleteCommentTheme,
  editSharedResponse,
  insertStaffComment,
  latestAuditEntry,
  checkLocalitiesAndDocument,
  listPeriodCommentIds,
  type PeriodAsRead,
  periodForEdit,
  periodMoments,
  recordAudit,
  respondToManyComments,
  setCommentThemeRules,
  sharedResponseForEdit,
  sharedResponseReach,
  tagCommentsWithTheme,
  themeForChange,
  updateCommentPeriod,
} from '@vtrans/db';
import { z } from 'zod';
import { webEnv } from '@/env';
import { formAction } from '@/server/http/action';
import { alertFollowersEffect } from '@/server/http/consequence';
import type { UnitOfWork } from '@/server/http/unit-of-work';
import { fileStorage } from '@/server/platform/storage';
import { plural } from '@vtrans/spatial/words';

/** Every staff page of the periods: the list, each period, and the entry form. */
const periodPages = [{ layout: '/admin/comment-periods' }] as const;

const periodFields = ['title', 'description', 'subject', 'documentId', 'opensAt', 'closesAt'] as const;
const readPeriod = (formData: FormData) => ({
  ...Object.fromEntries(periodFields.map((field) => [field, String(formData.get(field) ?? '')])),
  id: String(formData.get('id') ?? ''),
  version: String(formData.get('version') ?? ''),
  localities: formData.getAll('localities').map(String),
});

/** Where a period's dates put it on the public list, said in words (issue 56). */
function listedAs(moments: { opensAt: Date; closesAt: Date }): string {
  const now = Date.now();
  if (moments.closesAt.getTime() <= now) return 'under “Closed” (its dates have passed)';
  if (moments.opensAt.getTime() <= now) return 'under “Open now”, taking comments at once';
  return 'under “Coming up”';
}

/** What a period's opening announces, and to whom: the updates feed and the followers of its localities (everyone's, statewide). */
async function openingEffects(db: UnitOfWork['db'], localities: readonly string[]) {
  return [
    'When it opens, it is announced in the program-updates feed and on the home page.',
    await alertFollowersEffect(db, localities.length ? localities : 'statewide', 'updates'),
  ];
}

/** A period's fields as the history keeps them: its dates as Virginia times. */
const periodRecord = (period: {
  title: string;
  subject: string;
  description: string;
  documentId: string | null;
  localities: readonly string[];
  opensAt: Date;
  closesAt: Date;
}) => ({
  title: period.title,
  subject: period.subject,
  description: period.description,
  documentId: period.documentId,
  localities: [...period.localities].sort(),
  opensAt: virginiaDateTime(period.opensAt),
  closesAt: virginiaDateTime(period.closesAt),
});

/**
 * Editors and reviewers: a new period. It is public from the moment it is saved (listed by its
 * dates), so where it shows and whom its opening reaches are said first (issue 56). Its opening
 * and closing are scheduled for the worker.
 */
export const createPeriodAction = formAction(
  {
    roles: commentPeriodRoles,
    schema: CommentPeriodFields,
    read: readPeriod,
    echo: periodFields,
    revalidate: periodPages,
    consequence: {
      kind: 'publishes',
      audit: 'comment-period.create',
      async describe(fields, { db }) {
        await checkLocalitiesAndDocument(db, fields);
        const moments = await periodMoments(db, fields);
        return {
          subject: 'comment-period:new', // the work names the new period
          summary: `“${fields.title}” is listed on the site at once ${listedAs(moments)}: it opens ${virginiaDateTime(moments.opensAt)} and closes ${virginiaDateTime(moments.closesAt)}.`,
          effects: [...(await openingEffects(db, fields.localities)), 'Its dates and words can be changed later; each change is kept in its history.'],
          record: { after: periodRecord({ ...fields, documentId: fields.documentId ?? null, ...moments }) },
          confirmLabel: 'Yes, create the period',
        };
      },
    },
  },
  async (fields, { db, session }) => {
    const id = await createCommentPeriod(db, fields, session.user.id);
    return { message: `Saved “${fields.title}”.`, next: sitePaths.commentPeriodAdmin(id), subject: `comment-period:${id}` };
  },
);

const noSuchPeriod = () => new AppError('not-found', 'No such comment period.');

/** A save over a version someone saved after the form was read: refused, naming them, with the period as it is now. */
function stalePeriod(current: PeriodAsRead) {
  return savedMeanwhile(
    current.savedBy,
    current.savedAt,
    'this period',
    `It now reads: “${current.title}”, open ${virginiaDateTime(current.opensAt)} to ${virginiaDateTime(current.closesAt)}.`,
  );
}

/** What a save changes, field by field, in words; empty when nothing does. */
function periodChanges(before: ReturnType<typeof periodRecord>, after: ReturnType<typeof periodRecord>): string[] {
  const changes: string[] = [];
  if (before.title !== after.title) changes.push(`Its title becomes “${after.title}” (was “${before.title}”).`);
  if (before.opensAt !== after.opensAt) changes.push(`It opens ${after.opensAt}, not ${before.opensAt}.`);
  if (before.closesAt !== after.closesAt) changes.push(`It closes ${after.closesAt}, not ${before.closesAt}.`);
  if (before.subject !== after.subject) changes.push(`Its subject becomes “${after.subject}”.`);
  if (before.description !== after.description) changes.push('Its description changes.');
  if (before.documentId !== after.documentId) changes.push(after.documentId ? 'It shows another document.' : 'It no longer shows a document.');
  const added = after.localities.filter((fips) => !before.localities.includes(fips)).length;
  const removed = before.localities.filter((fips) => !after.localities.includes(fips)).length;
  if (added || removed) {
    const now = after.localities.length ? plural(after.localities.length, 'locality', 'localities') : 'all of Virginia';
    changes.push(
      `It covers ${now}: ${[added ? `${plural(added, 'locality', 'localities')} added` : '', removed ? `${plural(removed, 'locality', 'localities')} taken off` : ''].filter(Boolean).join(', ')}.`,
    );
  }
  return changes;
}

/**
 * A period's edit, as describe and the work both read it: the period now (locked, at the version
 * the form read — else refused naming who saved it since), the choices checked, its fields before
 * and after, and what changes in words.
 */
async function periodEdit(db: UnitOfWork['db'], { id, version, ...fields }: CommentPeriodFields & { id: string; version: number }) {
  const current = await periodForEdit(db, id);
  if (!current) throw noSuchPeriod();
  if (current.version !== version) throw stalePeriod(current);
  await checkLocalitiesAndDocument(db, fields, current.documentId);
  const moments = await periodMoments(db, fields);
  const before = periodRecord(current);
  const after = periodRecord({ ...fields, documentId: fields.documentId ?? null, ...moments });
  const changes = periodChanges(before, after);
  // A later opening, or other localities before it, is announced again, to whom it now concerns.
  const announcedAgain = moments.opensAt.getTime() > Date.now() && (before.opensAt !== after.opensAt || before.localities.join() !== after.localities.join());
  return { current, fields, before, after, changes, announcedAgain };
}

/**
 * Editors and reviewers: a period's details and dates, over the version read; moved dates are
 * scheduled again. The public sees the change at once, so what changes is said first, and kept in
 * the period's history with the values before and after (issue 56). A save that changes nothing
 * is not a new version.
 */
export const updatePeriodAction = formAction(
  {
    roles: commentPeriodRoles,
    schema: CommentPeriodFields.and(z.object({ id: z.uuid('No such comment period.'), version: z.coerce.number().int().positive() })),
    read: readPeriod,
    echo: periodFields,
    revalidate: periodPages,
    consequence: {
      kind: 'publishes',
      audit: 'comment-period.update',
      async describe(input, { db }) {
        const edit = await periodEdit(db, input);
        if (edit.changes.length === 0) return null;
        return {
          subject: `comment-period:${input.id}`,
          // No count of its comments here: it changes with every comment, and would ask again at each confirm.
          summary: `“${edit.current.title}” changes on the site at once; the comments it has received stay with it.`,
          effects: [...edit.changes, ...(edit.announcedAgain ? await openingEffects(db, edit.fields.localities) : [])],
          record: { before: edit.before, after: edit.after },
          confirmLabel: 'Yes, save the period',
        };
      },
    },
  },
  async (input, { db, session }) => {
    const edit = await periodEdit(db, input);
    if (edit.changes.length === 0) return { message: 'Nothing changed.' };
    const saved = await updateCommentPeriod(db, input.id, edit.fields, input.version, session.user.id);
    if (saved === 'not-found') throw noSuchPeriod();
    if (saved !== 'saved') throw stalePeriod(saved.stale);
    return { message: 'Saved the period.' };
  },
);

const entryFields = [
  'periodId',
  'channel',
  'meetingName',
  'receivedOn',
  'category',
  'text',
  'name',
  'email',
  'contact',
  'localityFips',
  'locationNote',
] as const;

/** The entry form as the schema reads it; the letter is read (bounded) by the action. */
const readEntry = (formData: FormData) => ({
  ...Object.fromEntries(entryFields.map((field) => [field, String(formData.get(field) ?? '')])),
  keptPrivate: formData.get('keptPrivate') === 'on',
  letter: formData.get('letter'),
});

const Letter = z
  .union([z.instanceof(File), z.null(), z.string()])
  .transform((value) => (value instanceof File && value.size > 0 ? value : null))
  .refine((file) => !file || file.size <= LETTER_MAX_BYTES, 'The scanned letter is larger than 10 MB. Please scan it at a lower resolution, or as a PDF.');

/**
 * Reviewers: a comment received by phone, letter, e-mail or at a meeting. The letter's bytes are
 * checked (a PDF, PNG or JPEG by its first bytes, not its name) and stored before the row; the
 * file is removed again if the row does not commit.
 */
export const enterStaffCommentAction = formAction(
  {
    roles: staffRoles,
    schema: StaffCommentEntry.and(z.object({ letter: Letter })),
    read: readEntry,
    echo: entryFields,
    revalidate: periodPages,
    failure: 'The comment could not be saved. Please try again.',
  },
  async ({ letter, ...entry }, { db, session, onRollback }) => {
    let stored: { key: string; type: 'pdf' | 'png' | 'jpg'; bytes: number } | null = null;
    if (letter) {
      const bytes = new Uint8Array(await letter.arrayBuffer());
      const type = letterTypeOf(bytes);
      if (!type) throw invalidFieldsError({ letter: 'The scanned letter must be a PDF, PNG or JPEG file.' });
      const key = await fileStorage().put('letters', bytes, type);
      onRollback(() => fileStorage().remove(key));
      stored = { key, type, bytes: bytes.length };
    }
    await insertStaffComment(db, { ...entry, letter: stored }, session.user.id);
    return {
      message: `Saved the ${entry.channel === 'email' ? 'e-mailed' : entry.channel === 'phone' ? 'telephoned' : entry.channel === 'letter' ? 'written' : 'meeting'} comment. You can enter the next one.`,
    };
  },
);

/** Reviewers: a new theme for a period, with the words and phrases that suggest it. */
export const createThemeAction = formAction(
  {
    roles: staffRoles,
    schema: ThemeFields,
    read: (formData) => Object.fromEntries(['periodId', 'name', 'keywords'].map((field) => [field, String(formData.get(field) ?? '')])),
    echo: ['name', 'keywords'],
    revalidate: periodPages,
  },
  async (theme, { db }) => {
    await createCommentTheme(db, theme);
    return { message: `Added the theme “${theme.name}”.` };
  },
);

const noSuchTheme = () => new AppError('not-found', 'No such theme.');

/**
 * Reviewers: a theme's rules, over the rules the form was drawn with — a save over a colleague's
 * later one is refused naming them (issue 56) — each save kept with the rules before and after.
 */
export const setThemeRulesAction = formAction(
  { roles: staffRoles, schema: ThemeRules, revalidate: periodPages },
  async ({ themeId, keywords, readAs }, { db, session }) => {
    const theme = await themeForChange(db, themeId);
    if (!theme) throw noSuchTheme();
    if (rulesAsShown(theme.keywords) !== readAs) {
      const last = await latestAuditEntry(db, `comment-theme:${themeId}`, ['comment-theme.rules']);
      throw savedMeanwhile(
        last?.actor ?? null,
        last?.at ?? new Date(),
        `the rules of “${theme.name}”`,
        `They are now: ${theme.keywords.join(', ') || '(none)'}.`,
      );
    }
    await setCommentThemeRules(db, themeId, keywords);
    await recordAudit(db, {
      actorId: session.user.id,
      action: 'comment-theme.rules',
      subject: `comment-theme:${themeId}`,
      details: { record: { before: theme.keywords, after: keywords } },
    });
    return { message: keywords.length ? `Saved ${keywords.length} ${keywords.length === 1 ? 'rule' : 'rules'}.` : 'Saved: this theme suggests nothing now.' };
  },
);

/**
 * Reviewers: a theme removed from its period — its tags and rules with it; the comments stay. The
 * public record counts comments by theme, so what changes there is said first (issue 56).
 */
export const deleteThemeAction = formAction(
  {
    roles: staffRoles,
    schema: z.object({ themeId: z.uuid('No such theme.') }),
    revalidate: periodPages,
    consequence: {
      kind: 'deletes',
      audit: 'comment-theme.delete',
      async describe({ themeId }, { db }) {
        const theme = await themeForChange(db, themeId);
        if (!theme) throw noSuchTheme();
        return {
          subject: `comment-theme:${theme.id}`,
          summary: `The theme “${theme.name}” leaves “${theme.periodTitle}”: its tag comes off ${plural(theme.tagged, 'comment')}, and the public record no longer counts comments under it.`,
          effects: [
            'The comments themselves stay, with their other themes and their responses.',
            theme.keywords.length
              ? `Its ${plural(theme.keywords.length, 'keyword rule')} (${theme.keywords.join(', ')}) ${theme.keywords.length === 1 ? 'goes' : 'go'} with it.`
              : 'It has no keyword rules.',
            'This cannot be undone: to use it again, add the theme and tag its comments again.',
          ],
          confirmLabel: `Yes, remove “${theme.name}”`,
        };
      },
    },
  },
  async ({ themeId }, { db }) => {
    if (!(await deleteCommentTheme(db, themeId))) throw noSuchTheme();
    return { message: 'Removed the theme; its comments keep their other themes.' };
  },
);

const BulkIntent = z.enum(['tag', 'untag', 'respond'], { error: 'Please choose what to do with the comments.' });

/**
 * The bulk form as sent: what to do, to which comments — those ticked, or every comment the
 * list's filters select (the list shows at most a thousand; "every match" reaches the cap) — and
 * the theme or the response's words (checked by the intent's own schema).
 */
const BulkRequest = z.object({
  intent: BulkIntent,
  periodId: z.uuid('No such comment period.'),
  scope: z.enum(['ticked', 'matching']),
  commentIds: z.array(z.string()),
  filters: PeriodCommentFilters,
  themeId: z.string(),
  text: z.string(),
});

const readBulk = (formData: FormData) => ({
  ...Object.fromEntries(['intent', 'periodId', 'themeId', 'text'].map((field) => [field, String(formData.get(field) ?? '')])),
  scope: formData.get('scope') === 'matching' ? 'matching' : 'ticked',
  commentIds: formData.getAll('commentIds').map(String),
  filters: Object.fromEntries(['theme', 'channel', 'answered', 'q', 'suggested'].map((name) => [name, String(formData.get(name) ?? '')])),
});

/** The comments a bulk request is about: those ticked, or every one the filters select (to the cap). */
const selectedComments = (db: Parameters<typeof listPeriodCommentIds>[0], request: z.infer<typeof BulkRequest>) =>
  request.scope === 'matching' ? listPeriodCommentIds(db, request.periodId, request.filters, MAX_SELECTED_COMMENTS) : Promise.resolve(request.commentIds);

/** A shared response as the schema checks it, or the fields' errors. */
function sharedResponseOf(periodId: string, commentIds: string[], text: string) {
  const answer = SharedResponse.safeParse({ periodId, commentIds, text });
  if (!answer.success) throw invalidFieldsError(issuesByPath(answer.error));
  return answer.data;
}

/**
 * Reviewers: one action over many comments of a period — tag them with a theme, take the theme
 * off, or give them one response (each commenter with an address is e-mailed once, by the worker).
 */
export const bulkCommentsAction = formAction(
  {
    roles: staffRoles,
    schema: BulkRequest,
    read: readBulk,
    echo: ['text'],
    revalidate: periodPages,
    // Giving a response e-mails the commenters and puts it on the public record: said first, with
    // the e-mail as it will be sent and how many people get it (issue 56). Tagging is staff's own.
    consequence: {
      kind: 'emails-the-public',
      audit: 'comment-period.respond',
      async describe(request, { db }) {
        if (request.intent !== 'respond') return null;
        const answer = sharedResponseOf(request.periodId, await selectedComments(db, request), request.text);
        const reach = await sharedResponseReach(db, answer.periodId, answer.commentIds);
        if (!reach || reach.comments.length === 0) throw invalidFieldsError({ commentIds: 'None of the ticked comments belongs to this period.' });
        const { emails, people } = reach;
        const sample = reach.comments.find((comment) => comment.mailTo) ?? reach.comments[0]!;
        const words = commentReplyWords(
          {
            commentId: sample.id,
            periodId: reach.period.id,
            periodTitle: reach.period.title,
            onMap: sample.onMap,
            response: answer.text,
            language: sample.language,
          },
          webEnv().SITE_URL,
        );
        const named = reach.comments.slice(0, 10).map((comment) => commentFirstWords(comment.text, 50));
        const answered = reach.comments.filter((comment) => comment.answered).length;
        const unmailed = reach.comments.length - emails;
        // Each e-mail is framed in its commenter's language (issue 62); the preview shows the first.
        const inSpanish = reach.comments.filter((comment) => comment.mailTo && comment.language === 'es').length;
        return {
          subject: `comment-period:${reach.period.id}`,
          summary: `This response will answer ${plural(reach.comments.length, 'comment')} of “${reach.period.title}” on its public record, and ${
            emails === 0
              ? 'no one is e-mailed'
              : people === emails
                ? `${plural(people, 'person', 'people')} ${people === 1 ? 'is' : 'are'} e-mailed it, once each`
                : `${plural(people, 'person', 'people')} are e-mailed it (${plural(emails, 'e-mail')}, one for each of their comments)`
          }.`,
          effects: [
            `It answers ${named.join(', ')}${reach.comments.length > named.length ? ` and ${plural(reach.comments.length - named.length, 'other')}` : ''}.`,
            // Said, so that the same form sent twice is asked again (the statement changes once it is given), never given twice unasked.
            ...(answered
              ? [
                  `${plural(answered, 'of them has', 'of them have')} a response already, which this replaces${emails ? ' (its commenter is e-mailed again)' : ''}.`,
                ]
              : []),
            ...(unmailed
              ? [
                  `${plural(unmailed, 'comment')} ${unmailed === 1 ? 'has' : 'have'} no address to e-mail (none left, or the address asked us to stop): ${unmailed === 1 ? 'it is' : 'they are'} answered on the record only.`,
                ]
              : []),
            ...(inSpanish
              ? [
                  `${plural(inSpanish, 'e-mail goes', 'e-mails go')} in Spanish, to commenters who wrote on the Spanish form: the words around your response are the team’s Spanish; your response is sent as you wrote it. The preview below is ${sample.language === 'es' ? 'a Spanish one' : 'an English one'}.`,
                ]
              : []),
            'Editing it later changes it on the record without e-mailing anyone again.',
          ],
          ...(emails ? { email: { recipients: people, subject: words.subject, text: noticeText(words) } } : {}),
          confirmLabel: emails ? `Yes, give it and e-mail ${plural(people, 'person', 'people')}` : 'Yes, give it',
        };
      },
    },
  },
  async (request, { db, session }) => {
    const { intent, periodId, themeId, text } = request;
    const commentIds = await selectedComments(db, request);
    if (intent === 'respond') {
      const answer = sharedResponseOf(periodId, commentIds, text);
      const done = await respondToManyComments(db, answer, session.user.id);
      return {
        message: `Gave the response to ${done.answered} ${done.answered === 1 ? 'comment' : 'comments'}; ${done.emailed} ${done.emailed === 1 ? 'commenter is' : 'commenters are'} being e-mailed.`,
      };
    }
    const tagging = ThemeTagging.safeParse({ periodId, themeId, commentIds, untag: intent === 'untag' });
    if (!tagging.success) throw invalidFieldsError(issuesByPath(tagging.error));
    const changed = await tagCommentsWithTheme(db, tagging.data, session.user.id);
    return {
      message:
        intent === 'untag'
          ? `Took the theme off ${changed} ${changed === 1 ? 'comment' : 'comments'}.`
          : `Tagged ${changed} ${changed === 1 ? 'comment' : 'comments'} (any already tagged are unchanged).`,
    };
  },
);

/**
 * Reviewers: a shared response's new text; the earlier versions are kept. It changes the public
 * record of every comment it answers at once, so that is said first, naming them (issue 56); a
 * form read before someone else's edit is refused with theirs, never saved over it.
 */
export const editSharedResponseAction = formAction(
  {
    roles: staffRoles,
    schema: SharedResponseEdit,
    echo: ['text'],
    revalidate: periodPages,
    consequence: {
      kind: 'publishes',
      audit: 'comment-response.edit',
      async describe(edit, { db }) {
        const current = await sharedResponseForEdit(db, edit.responseId);
        if (!current) throw noSuchResponse();
        if (current.version !== edit.version) throw staleResponse(current);
        if (current.text === edit.text) return null;
        const named = current.comments.slice(0, 10).map((text) => commentFirstWords(text, 50));
        return {
          subject: `comment-response:${current.id}`,
          summary: `Version ${current.version + 1} of this response replaces version ${current.version} on the public record of “${current.periodTitle}” at once, for ${plural(current.comments.length, 'comment')}. No one is e-mailed again.`,
          effects: [
            `It answers ${named.join(', ')}${current.comments.length > named.length ? ` and ${plural(current.comments.length - named.length, 'other')}` : ''}.`,
            `Version ${current.version} is kept in the response’s history, and shown there.`,
          ],
          confirmLabel: `Yes, publish version ${current.version + 1}`,
        };
      },
    },
  },
  async (edit, { db, session }) => {
    const edited = await editSharedResponse(db, edit, session.user.id);
    if (!edited) throw noSuchResponse();
    if ('stale' in edited) throw staleResponse(edited.stale);
    return { message: edited.comments ? `Saved version ${edited.version}; ${plural(edited.comments, 'comment')} show it now.` : 'Nothing changed.' };
  },
);

const noSuchResponse = () => new AppError('not-found', 'No such response.');

/** A save over a version someone saved after the form was read: refused, naming them, with their text. */
const staleResponse = (current: { version: number; text: string; writtenBy: string | null; writtenAt: Date }) =>
  savedMeanwhile(current.writtenBy, current.writtenAt, `version ${current.version}`, `It reads: “${current.text}”`);
