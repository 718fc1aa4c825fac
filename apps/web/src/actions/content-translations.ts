'use server';

import { ReviewDecision, ReviewNote } from '@vtrans/contracts/publishing-rules';
import { contentKinds, contentRoles } from '@vtrans/contracts/content-editing';
import { sitePaths } from '@vtrans/contracts/site-paths';
import {
  decideTranslationReview,
  saveTranslation,
  submitTranslationForReview,
  translationForEditing,
  translationsNeedSecondEyes,
  waitingTranslationReview,
} from '@vtrans/db';
import { z } from 'zod';
import { spanishWhereOf, type TranslatableKind, translatable, translatableKinds, translationFieldNames } from '@vtrans/contracts/translatable';
import { formAction } from '@/server/http/action';

// Staff's Spanish versions of the kinds contracts/translatable.ts lists (issue 62, decision 047).
// While Spanish versions need a second pair of eyes (decision 055), saving or confirming submits it
// for review, which the public does not see, and approving it puts it on the site; otherwise each
// changes what readers of the Spanish edition see at once. Whatever changes it at once goes through
// the confirmation step (issue 56).

const pages = [sitePaths.translations, '/admin/content/translations/edit'];

/** The item and the English revision the editor was shown: a save against English they have not read is refused. */
const TranslationAt = z.object({ itemId: z.uuid('No such item.'), englishRevision: z.coerce.number().int().positive() });
/**
 * The Spanish fields, by the kind of item (the form says which; the save checks the item is of that
 * kind), each under the English field's own rules: what contracts/translatable.ts says each kind
 * translates (a page's keywords are site search's, in English; a meeting's or event's time and
 * place, an update's date, a question's position and an announcement's pages are the English's own).
 */
const page = contentKinds.pages.schema.shape;
const meeting = contentKinds.meetings.schema.shape;
const update = contentKinds.updates.schema.shape;
const event = contentKinds.events.schema.shape;
const faq = contentKinds.faqs.schema.shape;
const announcement = contentKinds.announcements.schema.shape;
const SpanishFields = z.discriminatedUnion('kind', [
  TranslationAt.extend({
    kind: z.literal('pages'),
    title: page.title,
    description: page.description,
    heading: page.heading,
    intro: page.intro,
    body: page.body,
    note: ReviewNote,
  }),
  TranslationAt.extend({ kind: z.literal('meetings'), title: meeting.title, intro: meeting.intro, note: ReviewNote }),
  TranslationAt.extend({ kind: z.literal('events'), title: event.title, description: event.description, note: ReviewNote }),
  TranslationAt.extend({ kind: z.literal('updates'), title: update.title, intro: update.intro, body: update.body, note: ReviewNote }),
  TranslationAt.extend({ kind: z.literal('faqs'), topic: faq.topic, question: faq.question, answer: faq.answer, note: ReviewNote }),
  TranslationAt.extend({ kind: z.literal('announcements'), message: announcement.message, note: ReviewNote }),
]);

async function itemNamed(db: Parameters<typeof translationForEditing>[0], itemId: string) {
  const page = await translationForEditing(db, itemId, 'es');
  return page && { ...page, address: spanishWhereOf(page.kind, page.route) };
}

export const saveTranslationAction = formAction(
  {
    roles: contentRoles,
    schema: SpanishFields,
    echo: [...new Set(translatableKinds.flatMap((kind) => translationFieldNames(kind))), 'note'],
    revalidate: pages,
    consequence: {
      kind: 'publishes',
      // saveTranslation writes the entry (content.translate), with the Spanish it replaced.
      audit: null,
      async describe({ itemId, englishRevision }, { db }) {
        const page = await itemNamed(db, itemId);
        if (!page || (await translationsNeedSecondEyes(db))) return null;
        return spanishGoesUp(page, englishRevision);
      },
    },
  },
  async ({ itemId, englishRevision, note, kind: _kind, ...fields }, { session, db }) => {
    const change = { itemId, language: 'es', englishRevision, fields, actorId: session.user.id } as const;
    if (await translationsNeedSecondEyes(db)) {
      await submitTranslationForReview(db, { ...change, note });
      return { message: 'Submitted for review: another editor approves this Spanish before it goes on the site.' };
    }
    await saveTranslation(db, change);
    return { message: 'Saved: the Spanish is on the site now, and current.' };
  },
);

/** What readers see where there was no Spanish before, by kind. */
const firstSpanish: Record<TranslatableKind, (address: string) => string> = {
  pages: (address) => `Readers of ${address} see it in place of “Esta página todavía no está en español”.`,
  meetings: (address) => `Readers of ${address} see its title and intro in Spanish in place of the English, while the meeting is still to come.`,
  events: (address) =>
    `Readers of ${address} see its title and description in Spanish in place of the English, while the event is still to come (an event that stands for a meeting with Spanish of its own shows the meeting’s).`,
  updates: (address) =>
    `Readers of ${address} see it in place of “Esta página todavía no está en español”, and the Spanish list of program updates shows its Spanish title and intro.`,
  faqs: (address) => `Readers of ${address} see the question and its answer in Spanish in place of the English.`,
  announcements: () => 'Readers of the Spanish versions of the pages it shows on see it in Spanish in place of the English, while it shows.',
};

/** Whether the kind's Spanish is a page of its own, which search engines are told is its English page in Spanish. */
const hasOwnSpanishPage = (kind: TranslatableKind) => kind === 'pages' || kind === 'updates';

/** What putting Spanish on the site does, in words: the same whether its writer or a reviewer does it. */
function spanishGoesUp(page: NonNullable<Awaited<ReturnType<typeof itemNamed>>>, englishRevision: number) {
  return {
    subject: `content:${page.itemId}`,
    summary: `The Spanish version of “${page.title}” goes on the site at once, at ${page.address}.`,
    effects: [
      page.state !== 'missing' ? 'It replaces the Spanish there now; the earlier text is kept in the audit log.' : firstSpanish[page.kind](page.address),
      `It is recorded as saying version ${englishRevision} of the English ${translatable[page.kind].noun}, so it is current${
        hasOwnSpanishPage(page.kind) ? ', and search engines are told it is that page in Spanish' : ''
      }.`,
    ],
    confirmLabel: 'Yes, put the Spanish on the site',
  };
}

/** What marking the Spanish current does, in words. */
function spanishMarkedCurrent(page: NonNullable<Awaited<ReturnType<typeof itemNamed>>>, englishRevision: number) {
  return {
    subject: `content:${page.itemId}`,
    summary: `The Spanish version of “${page.title}” is marked as saying version ${englishRevision} of the English ${translatable[page.kind].noun}; its words do not change.`,
    effects: [
      `Readers of ${page.address} no longer see the note that it may be behind${
        hasOwnSpanishPage(page.kind) ? ', and search engines are told again that it is the page in Spanish' : ''
      }.`,
    ],
    confirmLabel: 'Yes, the Spanish still says the same',
  };
}

export const confirmTranslationAction = formAction(
  {
    roles: contentRoles,
    schema: TranslationAt,
    revalidate: pages,
    consequence: {
      kind: 'publishes',
      // saveTranslation writes the entry (content.translation-confirm).
      audit: null,
      async describe({ itemId, englishRevision }, { db }) {
        const page = await itemNamed(db, itemId);
        if (!page || page.state !== 'behind' || (await translationsNeedSecondEyes(db))) return null;
        return spanishMarkedCurrent(page, englishRevision);
      },
    },
  },
  async ({ itemId, englishRevision }, { session, db }) => {
    const change = { itemId, language: 'es', englishRevision, fields: null, actorId: session.user.id } as const;
    if (await translationsNeedSecondEyes(db)) {
      await submitTranslationForReview(db, { ...change, note: '' });
      return { message: 'Submitted for review: another editor confirms the Spanish still says the same before it is marked current.' };
    }
    await saveTranslation(db, change);
    return { message: 'Confirmed: the Spanish is current.' };
  },
);

/**
 * Another editor's decision on the Spanish submitted (`reviewId`: the submission they read).
 * Approving puts it on the site, so what that does is said first; sending it back changes nothing
 * readers see.
 */
export const decideTranslationReviewAction = formAction(
  {
    roles: contentRoles,
    schema: z.object({
      itemId: z.uuid('No such item.'),
      reviewId: z.uuid('No such review.'),
      decision: ReviewDecision,
      note: ReviewNote,
    }),
    echo: ['note'],
    revalidate: pages,
    consequence: {
      kind: 'publishes',
      // saveTranslation writes the entry (content.translate or content.translation-confirm), naming who wrote it.
      audit: null,
      async describe({ itemId, reviewId, decision }, { db }) {
        if (decision !== 'approved') return null;
        const [page, review] = await Promise.all([itemNamed(db, itemId), waitingTranslationReview(db, itemId, reviewId)]);
        if (!page) return null;
        return review.fields ? spanishGoesUp(page, review.translates_revision) : spanishMarkedCurrent(page, review.translates_revision);
      },
    },
  },
  async ({ itemId, reviewId, decision, note }, { session, db }) => {
    await decideTranslationReview(db, { itemId, reviewId }, session.user.id, decision, note);
    return {
      message:
        decision === 'approved'
          ? 'Approved: the Spanish is on the site now, and current.'
          : 'Sent back with your note: the Spanish on the site stays as it was.',
    };
  },
);
