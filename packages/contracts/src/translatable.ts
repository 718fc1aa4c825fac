import { eventAnchor, meetingAnchor, spanishPathOf } from './languages';
import { sitePaths } from './site-paths';

/*
 * The kinds of content staff translate (issue 62, decision 047), and for each: what it is called,
 * the fields a translation holds (what a Spanish reader reads of it; the rest — a meeting's time,
 * an event's place, an update's date, a question's position, an announcement's pages — stay the English's own), and where it is read in each
 * edition. The database, the editor, the review e-mails and the Spanish pages all read it here.
 */

export const translatableKinds = ['pages', 'meetings', 'events', 'updates', 'faqs', 'announcements'] as const;
export type TranslatableKind = (typeof translatableKinds)[number];

/** One translated field, as the editor lays it out; `maxLength` is the English field's own bound. */
type TranslatedField<Name extends string> = { name: Name; rows: number; maxLength: number };

const field = <Name extends string>(name: Name, rows: number, maxLength: number): TranslatedField<Name> => ({ name, rows, maxLength });

/** On the questions page, the element that shows one question (its public key): both editions' addresses for it end in it. */
export const faqAnchor = (key: string) => `faq-${key}`;

const faqsPage = '/get-involved/frequently-asked-questions';

export const translatable = {
  pages: {
    noun: 'page',
    plural: 'pages',
    fields: [field('title', 1, 200), field('description', 3, 500), field('heading', 1, 200), field('intro', 4, 2000), field('body', 16, 50_000)],
    english: (key: string) => key,
    spanish: (key: string) => spanishPathOf(key),
  },
  meetings: {
    noun: 'meeting',
    plural: 'meetings',
    fields: [field('title', 1, 200), field('intro', 4, 1000)],
    english: (key: string) => sitePaths.meeting(key),
    // The Spanish meetings page shows the coming ones; a meeting's own page stays English.
    spanish: (key: string) => `${spanishPathOf('/get-involved/meetings')}#${meetingAnchor(key)}`,
  },
  events: {
    noun: 'event',
    plural: 'events',
    fields: [field('title', 1, 200), field('description', 4, 2000)],
    // The English meetings page lists it among the coming meetings; so does the Spanish one, at its anchor.
    english: () => '/get-involved/meetings',
    spanish: (key: string) => `${spanishPathOf('/get-involved/meetings')}#${eventAnchor(key)}`,
  },
  updates: {
    noun: 'program update',
    plural: 'program updates',
    fields: [field('title', 1, 200), field('intro', 4, 1000), field('body', 16, 50_000)],
    english: (key: string) => sitePaths.update(key),
    spanish: (key: string) => spanishPathOf(sitePaths.update(key)),
  },
  faqs: {
    noun: 'question',
    plural: 'questions',
    fields: [field('topic', 1, 100), field('question', 2, 300), field('answer', 6, 4000)],
    english: (key: string) => `${faqsPage}#${faqAnchor(key)}`,
    spanish: (key: string) => `${spanishPathOf(faqsPage)}#${faqAnchor(key)}`,
  },
  announcements: {
    noun: 'announcement',
    plural: 'announcements',
    fields: [field('message', 3, 500)],
    // No one address: it shows above the pages it names, and its Spanish above their Spanish versions.
    english: (_key: string): string | null => null,
    spanish: (_key: string): string | null => null,
  },
} as const;

/** The names of the fields a kind's translation holds. */
export type TranslatedFieldName<Kind extends TranslatableKind> = (typeof translatable)[Kind]['fields'][number]['name'];

/** A translation's fields, by kind: the Spanish of each field the kind translates. */
export type TranslationFieldsOf<Kind extends TranslatableKind> = Record<TranslatedFieldName<Kind>, string>;
export type TranslationFields = { [Kind in TranslatableKind]: TranslationFieldsOf<Kind> }[TranslatableKind];

/** The field names of a kind's translation, in the editor's order. */
export const translationFieldNames = <Kind extends TranslatableKind>(kind: Kind): TranslatedFieldName<Kind>[] =>
  translatable[kind].fields.map((each) => each.name as TranslatedFieldName<Kind>);

/** Where readers read a translated item's Spanish (`key`: the item's public key); null for an announcement, which has no one address. */
export const spanishAddressOf = <Kind extends TranslatableKind>(kind: Kind, key: string) =>
  translatable[kind].spanish(key) as ReturnType<(typeof translatable)[Kind]['spanish']>;

/** Where readers read a translated item's Spanish, in words for staff: its address, or for an announcement where it shows. */
export const spanishWhereOf = (kind: TranslatableKind, key: string): string => spanishAddressOf(kind, key) ?? 'the Spanish versions of the pages it shows on';

/** Where readers read a translated item's English; null for an announcement. */
export const englishAddressOf = <Kind extends TranslatableKind>(kind: Kind, key: string) =>
  translatable[kind].english(key) as ReturnType<(typeof translatable)[Kind]['english']>;
