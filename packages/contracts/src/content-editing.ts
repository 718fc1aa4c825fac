import { z } from 'zod';
import { sitePaths } from './site-paths';
import type { Role } from './auth';
import { markdownProblems } from './markdown';
import { isRealIsoDate, virginiaDateTime } from './dates';

/**
 * What staff edit in /admin/content (issue 20, decision 017): every kind of content the public
 * reads, each as a list of fields with one zod schema that the browser form and the server action
 * both check. Its own subpath (`@vtrans/contracts/content-editing`) because it carries the
 * Markdown parser, which public pages do not need.
 */

/** Who edits content: editors (nothing else in the admin area) and admins. */
export const contentRoles: readonly Role[] = ['editor', 'admin'];

export const contentStatuses = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

/** The time zones a meeting or event may be given in (IANA names, which calendars understand). */
export const meetingTimeZones = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'UTC'] as const;

export type FieldType = 'text' | 'textarea' | 'markdown' | 'date' | 'datetime' | 'select' | 'number' | 'pages' | 'documents' | 'localities' | 'keywords';

export interface FieldSpec {
  name: string;
  label: string;
  type: FieldType;
  /** Said under the label (and named by the field's aria-describedby). */
  hint?: string;
  options?: readonly string[];
  required?: boolean;
}

export const required = (label: string, max: number) =>
  z
    .string({ error: `Please give the ${label.toLowerCase()}.` })
    .trim()
    .min(1, `Please give the ${label.toLowerCase()}.`)
    .max(max, `The ${label.toLowerCase()} is at most ${max} characters.`);

const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `The ${label.toLowerCase()} is at most ${max} characters.`)
    .optional()
    .transform((value) => value || undefined);

/** A body in Markdown: refused while it has a skipped heading, an empty link or an image with no alt text. */
export const markdown = (label: string) =>
  z
    .string()
    .max(50_000, `The ${label.toLowerCase()} is at most 50,000 characters.`)
    .superRefine((value, context) => {
      for (const problem of markdownProblems(value)) context.addIssue({ code: 'custom', message: problem });
    });

const isoDate = (label: string) =>
  z
    .string({ error: `Please give the ${label.toLowerCase()}.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Please give the ${label.toLowerCase()} as a date.`)
    .refine(isRealIsoDate, `Please give the ${label.toLowerCase()} as a real date.`);

/** A wall-clock time (an `<input type="datetime-local">`); its zone is a field of its own. */
export const localDateTime = (label: string) =>
  z
    .string({ error: `Please give the ${label.toLowerCase()}.` })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, `Please give the ${label.toLowerCase()} as a date and time.`);

export const timeZone = z.enum(meetingTimeZones, { error: 'Please choose a time zone from the list.' });

const position = z.coerce
  .number({ error: 'Please give the position as a whole number.' })
  .int('Please give the position as a whole number.')
  .min(0, 'Please give the position as 0 or more.')
  .max(10_000, 'Please give the position as at most 10,000.');

/** A meeting's length in minutes: 5 minutes to a day; empty is an hour. */
const meetingMinutes = z.preprocess(
  (value) => (value === '' || value === undefined || value === null ? 60 : value),
  z.coerce
    .number({ error: 'Please give the length as a number of minutes.' })
    .int('Please give the length as a whole number of minutes.')
    .min(5, 'Please give a length of at least 5 minutes.')
    .max(1440, 'Please give a length of at most 1,440 minutes (a day).'),
);

/** A link people follow from the site: a page of this site or an https address. */
const siteOrHttps = (label: string) =>
  optional(label, 500).refine((value) => !value || /^(https:\/\/[^\s]+|\/(?![/\\])[^\s]*)$/.test(value), {
    message: `The ${label.toLowerCase()} must be a page of this site (starting with /) or an https:// address.`,
  });

const httpsOnly = (label: string) =>
  optional(label, 500).refine((value) => !value || /^https:\/\/[^\s]+$/.test(value), {
    message: `The ${label.toLowerCase()} must be an https:// address.`,
  });

/** A checkbox group: the browser gives a list, one string or false; a form post gives a list. */
const list = <Item extends z.ZodType>(item: Item) =>
  z.preprocess((value) => (Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : []), z.array(item).max(200, 'Choose at most 200.'));

const fips = z.string().regex(/^\d{5}$/, 'Choose localities from the list.');

/** When a meeting or an event starts: a wall-clock time and the zone it is in. */
const startFields: FieldSpec[] = [
  { name: 'startsAt', label: 'Date and time', type: 'datetime', required: true },
  { name: 'timeZone', label: 'Time zone', type: 'select', options: meetingTimeZones, required: true },
];
const startSchema = { startsAt: localDateTime('Date and time'), timeZone };

const route = z.string().regex(/^\/[a-z0-9/-]*$/, 'Choose pages from the list.');

/** The localities an update or a meeting concerns: people following them get an alert (issue 21). */
const localitiesField: FieldSpec = {
  name: 'localities',
  label: 'Localities it concerns',
  type: 'localities',
  hint: 'People who asked for alerts about these localities hear of it when it is published.',
};

export const contentKinds = {
  updates: {
    label: 'Program update',
    plural: 'Program updates',
    fields: [
      { name: 'date', label: 'Date', type: 'date', required: true },
      {
        name: 'title',
        label: 'Title',
        type: 'text',
        required: true,
        hint: 'The address is made from the date and the title; a changed title keeps the old address working.',
      },
      { name: 'intro', label: 'Intro', type: 'textarea', required: true },
      { name: 'body', label: 'Body', type: 'markdown' },
      localitiesField,
    ],
    schema: z.object({ date: isoDate('Date'), title: required('Title', 200), intro: required('Intro', 1000), body: markdown('Body'), localities: list(fips) }),
  },
  meetings: {
    label: 'Meeting',
    plural: 'Meetings',
    fields: [
      { name: 'title', label: 'Title', type: 'text', required: true },
      { name: 'intro', label: 'Intro', type: 'textarea', required: true },
      ...startFields,
      { name: 'durationMinutes', label: 'Length in minutes', type: 'number', hint: 'How long calendars show it: 60 if left empty.' },
      { name: 'location', label: 'Place', type: 'text', hint: 'Where people come to. Give a place, an online link or both.' },
      { name: 'onlineUrl', label: 'Online link', type: 'text', hint: 'An https:// address for joining online.' },
      { name: 'body', label: 'Body', type: 'markdown' },
      { name: 'documentIds', label: 'Documents from the library', type: 'documents' },
      localitiesField,
    ],
    schema: z
      .object({
        title: required('Title', 200),
        intro: required('Intro', 1000),
        ...startSchema,
        durationMinutes: meetingMinutes,
        location: optional('Place', 300),
        onlineUrl: httpsOnly('Online link'),
        body: markdown('Body'),
        documentIds: list(z.uuid('Choose documents from the list.')),
        localities: list(fips),
      })
      .refine((meeting) => meeting.location || meeting.onlineUrl, { message: 'Please give a place, an online link or both.', path: ['location'] }),
  },
  announcements: {
    label: 'Announcement',
    plural: 'Announcements',
    fields: [
      { name: 'date', label: 'Date', type: 'date', required: true, hint: 'On each page, the announcement with the latest date shows.' },
      { name: 'message', label: 'Text', type: 'textarea', required: true },
      { name: 'href', label: 'Link', type: 'text', hint: 'Optional: a page of this site (starting with /) or an https:// address.' },
      { name: 'pages', label: 'Pages it shows on', type: 'pages', required: true },
      {
        name: 'showUntil',
        label: 'Show until',
        type: 'date',
        hint: 'Optional: the last day it shows. Left empty, it shows until a newer announcement for the page replaces it.',
      },
    ],
    schema: z
      .object({
        date: isoDate('Date'),
        message: required('Text', 500),
        href: siteOrHttps('Link'),
        pages: list(route).refine((pages) => pages.length > 0, 'Please choose at least one page.'),
        showUntil: isoDate('Show until date')
          .optional()
          .or(z.literal('').transform(() => undefined)),
      })
      .refine((announcement) => !announcement.showUntil || announcement.showUntil >= announcement.date, {
        message: 'The last day it shows cannot be before its date.',
        path: ['showUntil'],
      }),
  },
  events: {
    label: 'Event',
    plural: 'Events',
    fields: [
      { name: 'title', label: 'Title', type: 'text', required: true },
      ...startFields,
      { name: 'location', label: 'Place', type: 'text', required: true },
      { name: 'description', label: 'Description', type: 'textarea', required: true },
    ],
    schema: z.object({
      title: required('Title', 200),
      ...startSchema,
      location: required('Place', 300),
      description: required('Description', 2000),
    }),
  },
  faqs: {
    label: 'Question (FAQ)',
    plural: 'Frequently asked questions',
    fields: [
      { name: 'topic', label: 'Topic', type: 'text', required: true },
      { name: 'question', label: 'Question', type: 'text', required: true },
      { name: 'answer', label: 'Answer', type: 'textarea', required: true },
      { name: 'position', label: 'Position', type: 'number', required: true, hint: 'Questions are listed from the lowest position up.' },
    ],
    schema: z.object({ topic: required('Topic', 100), question: required('Question', 300), answer: required('Answer', 4000), position }),
  },
  'strategic-actions': {
    label: 'Strategic action',
    plural: 'Strategic actions',
    fields: [
      { name: 'code', label: 'Code', type: 'text', required: true, hint: 'Such as A.1.2.' },
      { name: 'theme', label: 'Theme', type: 'text', required: true },
      { name: 'title', label: 'Title', type: 'text', required: true },
      { name: 'description', label: 'Description', type: 'textarea', required: true },
      { name: 'status', label: 'Status', type: 'select', options: ['Not started', 'Underway', 'Complete'], required: true },
      { name: 'position', label: 'Position', type: 'number', required: true },
    ],
    schema: z.object({
      code: required('Code', 20).regex(/^[A-Za-z0-9.-]+$/, 'The code has letters, digits, dots and dashes only.'),
      theme: required('Theme', 200),
      title: required('Title', 300),
      description: required('Description', 4000),
      status: z.enum(['Not started', 'Underway', 'Complete'], { error: 'Please choose a status from the list.' }),
      position,
    }),
  },
  'risk-register': {
    label: 'Risk register entry',
    plural: 'Risk register',
    fields: [
      { name: 'megatrend', label: 'Megatrend', type: 'select', options: ['climate', 'technology', 'consumption', 'sociodemographic'], required: true },
      { name: 'macrotrend', label: 'Macrotrend', type: 'text', required: true },
      { name: 'kind', label: 'Kind', type: 'select', options: ['Risk', 'Opportunity', 'Risk and opportunity'], required: true },
      { name: 'description', label: 'Description', type: 'textarea', required: true },
      { name: 'indicator', label: 'Indicator', type: 'text', required: true },
      { name: 'position', label: 'Position', type: 'number', required: true },
    ],
    schema: z.object({
      megatrend: z.enum(['climate', 'technology', 'consumption', 'sociodemographic'], { error: 'Please choose a megatrend from the list.' }),
      macrotrend: required('Macrotrend', 300),
      kind: z.enum(['Risk', 'Opportunity', 'Risk and opportunity'], { error: 'Please choose a kind from the list.' }),
      description: required('Description', 4000),
      indicator: required('Indicator', 500),
      position,
    }),
  },
  'did-you-know': {
    label: 'Did-you-know fact',
    plural: 'Did you know',
    fields: [
      { name: 'fact', label: 'Fact', type: 'textarea', required: true },
      { name: 'source', label: 'Source', type: 'text', required: true },
    ],
    schema: z.object({ fact: required('Fact', 1000), source: required('Source', 300) }),
  },
  'by-the-numbers': {
    label: 'By-the-numbers figure',
    plural: 'By the numbers',
    fields: [
      { name: 'label', label: 'Label', type: 'text', required: true },
      { name: 'value', label: 'Value', type: 'number', required: true },
      { name: 'unit', label: 'Unit', type: 'text', required: true },
      { name: 'source', label: 'Source', type: 'text', required: true },
      { name: 'position', label: 'Position', type: 'number', required: true },
    ],
    schema: z.object({
      label: required('Label', 200),
      value: z.coerce.number({ error: 'Please give the value as a number.' }).finite('Please give the value as a number.'),
      unit: required('Unit', 50),
      source: required('Source', 300),
      position,
    }),
  },
  pages: {
    label: 'Page text',
    plural: 'Page text',
    fields: [
      { name: 'title', label: 'Title (browser tab and search results)', type: 'text', required: true },
      { name: 'description', label: 'Description (search results)', type: 'textarea', required: true },
      { name: 'keywords', label: 'Keywords (separated by commas)', type: 'keywords' },
      { name: 'heading', label: 'Heading', type: 'text', required: true },
      { name: 'intro', label: 'Intro', type: 'textarea', required: true },
      { name: 'body', label: 'Body', type: 'markdown' },
    ],
    schema: z.object({
      title: required('Title', 200),
      description: required('Description', 500),
      keywords: optional('Keywords', 500).transform((value) =>
        (value ?? '')
          .split(',')
          .map((word) => word.trim())
          .filter(Boolean)
          .join(', '),
      ),
      heading: required('Heading', 200),
      intro: required('Intro', 2000),
      body: markdown('Body'),
    }),
  },
} as const satisfies Record<string, { label: string; plural: string; fields: readonly FieldSpec[]; schema: z.ZodType<Record<string, unknown>> }>;

export type ContentKind = keyof typeof contentKinds;
export const contentKindNames = Object.keys(contentKinds) as ContentKind[];
export const ContentKindName = z.enum(contentKindNames as [ContentKind, ...ContentKind[]]);
export type ContentFields<Kind extends ContentKind = ContentKind> = z.infer<(typeof contentKinds)[Kind]['schema']>;

/** Kinds whose items are fixed by the site (one per page): edited, never created or removed. */
export const fixedKinds: readonly ContentKind[] = ['pages'];

/** The words a list shows for an item. */
export function itemTitle(kind: ContentKind, fields: Record<string, unknown>): string {
  const first = contentKinds[kind].fields.find((field) => ['title', 'question', 'message', 'macrotrend', 'fact', 'label'].includes(field.name));
  return String(fields[first?.name ?? 'title'] ?? '').slice(0, 200);
}

/** Where a published item is seen on the site, for the kinds that have a page of their own. */
export function publicPath(kind: ContentKind, key: string): string | null {
  switch (kind) {
    case 'updates':
      return sitePaths.update(key);
    case 'meetings':
      return sitePaths.meeting(key);
    case 'pages':
      return key;
    case 'faqs':
      return '/get-involved/frequently-asked-questions';
    default:
      return null;
  }
}

/** Which item and which version a save, publish or restore started from. */
export const ContentReference = z.object({
  kind: ContentKindName,
  itemId: z
    .uuid('No such item.')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  version: z.coerce.number().int().min(0).optional(),
});
export type ContentReference = z.infer<typeof ContentReference>;

/** A version number as a form sends it: a positive int4, bounded before the database sees it. */
export const versionNumber = z.coerce.number().int().min(1).max(2_147_483_647);
/** An item at the version the person saw: what every form that changes an item names. */
export const ItemAt = z.object({ itemId: z.uuid('No such item.'), version: versionNumber });

/** When to publish: a time in the future, in the editor's words (a datetime-local and its zone). */
export const PublishSchedule = z.object({
  publishAt: localDateTime('Publish at'),
  timeZone,
});

/** The list's filters: kind, a search and a status. */
export const ContentListQuery = z.object({
  kind: ContentKindName.catch('updates'),
  q: z.string().trim().max(200).optional().catch(undefined),
  status: z.enum(contentStatuses).optional().catch(undefined),
});

/** A field's value as a form shows it (text inputs take strings; checkbox groups take lists). */
export function formValue(value: unknown): string | string[] {
  if (Array.isArray(value)) return value.map(String);
  return value === undefined || value === null ? '' : String(value);
}

/** An edit over a version someone saved after the form was read: refused, naming them and when (issue 56). */
export function conflictMessage(savedBy: string | null, savedAt: Date): string {
  return `${savedBy ?? 'Someone else'} saved this item at ${virginiaDateTime(savedAt)}, while you were editing it. Your text is still in the form: copy what you need, then reload to see their version.`;
}
