import { z } from 'zod';
import { isoDateIn } from './dates';
import { type Language, languages } from './languages';
import type { NoticeWords } from './notice-words';
import { siteAddress, sitePaths } from './site-paths';

/**
 * A reader's request for a document in a form they can use (issue 37): what they need, how to
 * reach them, and the due date the office holds itself to — 15 working days, Virginia's state
 * holidays not counted.
 */
export const accessibleFormats = {
  'accessible-pdf': 'An accessible PDF',
  'web-page': 'A web page (HTML)',
  'large-print': 'Large print',
  braille: 'Braille',
  audio: 'Audio',
  other: 'Something else (say what below)',
} as const;
export type AccessibleFormat = keyof typeof accessibleFormats;

/** The formats as each edition's form and e-mails name them (issue 62; the Spanish written by the team). */
export const accessibleFormatNames: Record<Language, Record<AccessibleFormat, string>> = {
  en: accessibleFormats,
  es: {
    'accessible-pdf': 'Un PDF accesible',
    'web-page': 'Una página web (HTML)',
    'large-print': 'Letra grande',
    braille: 'Braille',
    audio: 'Audio',
    other: 'Otra cosa (diga cuál abajo)',
  },
};

export const accessibilityRequestStatuses = {
  received: 'Received',
  'in-progress': 'In progress',
  sent: 'Sent',
  closed: 'Closed',
} as const;
export type AccessibilityRequestStatus = keyof typeof accessibilityRequestStatuses;

/** Statuses that end a request: the requester is told it is done. */
export const finishedRequestStatuses: readonly AccessibilityRequestStatus[] = ['sent', 'closed'];

/** Whether moving a request from `before` to `after` ends it, and so e-mails the requester (once). */
export const finishesRequest = (before: AccessibilityRequestStatus, after: AccessibilityRequestStatus) =>
  finishedRequestStatuses.includes(after) && !finishedRequestStatuses.includes(before);

export const AccessibilityRequestForm = z.object({
  documentId: z.string().uuid('Please choose the document you need.'),
  name: z.string().trim().min(1, 'Please provide your name.').max(100, 'Please keep your name under 100 characters.'),
  email: z.string().trim().email('Please provide a valid email.').max(254, 'Please provide a valid email.'),
  phone: z.string().trim().max(40, 'Please keep the phone number under 40 characters.'),
  format: z.enum(Object.keys(accessibleFormats) as [AccessibleFormat, ...AccessibleFormat[]], { message: 'Please choose the format you need.' }),
  details: z.string().trim().max(2000, 'Please keep the details under 2,000 characters.'),
  website: z.string().max(500).optional(),
  /** The edition of the form (issue 62): the reader's e-mails are written in it. English when not sent. */
  language: z.enum(languages, { message: 'Please send the form from the English or the Spanish request page.' }).optional(),
});
export type AccessibilityRequestForm = z.infer<typeof AccessibilityRequestForm>;

export const AccessibilityRequestUpdate = z.object({
  id: z.string().uuid(),
  status: z.enum(Object.keys(accessibilityRequestStatuses) as [AccessibilityRequestStatus, ...AccessibilityRequestStatus[]]),
  staffNote: z.string().trim().max(2000, 'Please keep the note under 2,000 characters.').default(''),
});

/**
 * The accessible file staff may attach when they mark a request sent (issue 59): the requester's
 * e-mail links to it for this many days. The kinds an accessible format comes as — a tagged PDF,
 * a Word or text file, a web page, an e-book, braille-ready files, audio — by their names' endings.
 */
export const ACCESSIBLE_FILE_DAYS = 30;
/** As large as a server action's body may be (next.config.ts: 26 MB), less the form's other fields. */
export const ACCESSIBLE_FILE_MAX_BYTES = 25 * 1024 * 1024;
export const accessibleFileExtensions = [
  'pdf',
  'docx',
  'doc',
  'rtf',
  'txt',
  'html',
  'htm',
  'epub',
  'brf',
  'brl',
  'mp3',
  'm4a',
  'm4b',
  'wav',
  'daisy',
  'zip',
] as const;

/** A file's name as it is kept and offered: its last path part, letters, digits and . _ - only, at most 120 characters; null when its ending is not an accessible format's. */
export function accessibleFileName(name: string): string | null {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-120);
  const extension = base.includes('.') ? base.split('.').pop()!.toLowerCase() : '';
  return (accessibleFileExtensions as readonly string[]).includes(extension) && base.length > extension.length + 1 ? base : null;
}

/** Working days a request is answered within. */
export const REQUEST_WORKING_DAYS = 15;
/** Working days before the due date staff are reminded of an open request. */
export const REMINDER_WORKING_DAYS_BEFORE = 3;

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utcDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));
/** The n-th given weekday (0 = Sunday) of a month; n = -1 for the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  if (n > 0) {
    const first = utcDay(year, month, 1);
    return utcDay(year, month, 1 + ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7);
  }
  const last = utcDay(year, month + 1, 0);
  return utcDay(year, month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
}

/**
 * Virginia's state holidays in a year, as observed (Code of Virginia § 2.2-3300): a holiday on a
 * Saturday is observed the Friday before, on a Sunday the Monday after.
 */
export function virginiaHolidays(year: number): Set<string> {
  const fixed = [utcDay(year, 0, 1), utcDay(year, 5, 19), utcDay(year, 6, 4), utcDay(year, 10, 11), utcDay(year, 11, 25)];
  const thanksgiving = nthWeekday(year, 10, 4, 4);
  const electionDay = utcDay(year, 10, nthWeekday(year, 10, 1, 1).getUTCDate() + 1);
  const floating = [
    nthWeekday(year, 0, 1, 3), // Martin Luther King, Jr. Day
    nthWeekday(year, 1, 1, 3), // George Washington Day
    nthWeekday(year, 4, 1, -1), // Memorial Day
    nthWeekday(year, 8, 1, 1), // Labor Day
    nthWeekday(year, 9, 1, 2), // Columbus Day and Yorktown Victory Day
    electionDay,
    thanksgiving,
    utcDay(year, 10, thanksgiving.getUTCDate() + 1), // the Friday after Thanksgiving
  ];
  const observed = fixed.map((day) =>
    day.getUTCDay() === 6
      ? utcDay(year, day.getUTCMonth(), day.getUTCDate() - 1)
      : day.getUTCDay() === 0
        ? utcDay(year, day.getUTCMonth(), day.getUTCDate() + 1)
        : day,
  );
  return new Set([...observed, ...floating].map(iso));
}

/** Whether a day (YYYY-MM-DD) is a working day in Virginia's state offices. */
export function isWorkingDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !virginiaHolidays(date.getUTCFullYear()).has(day);
}

/** The day `workingDays` working days after `from` (YYYY-MM-DD; `from` itself not counted). */
export function addWorkingDays(from: string, workingDays: number): string {
  const date = new Date(`${from}T00:00:00Z`);
  let left = workingDays;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (isWorkingDay(iso(date))) left--;
  }
  return iso(date);
}

/** Working days from `from` to `to` (negative when `to` is past). */
export function workingDaysBetween(from: string, to: string): number {
  const sign = to >= from ? 1 : -1;
  const date = new Date(`${sign > 0 ? from : to}T00:00:00Z`);
  const end = sign > 0 ? to : from;
  let count = 0;
  while (iso(date) < end) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (isWorkingDay(iso(date))) count++;
  }
  return sign * count;
}

/** What a request's e-mails to the reader say about it. */
interface RequestFacts {
  documentTitle: string;
  format: AccessibleFormat;
  /** The document's id while it is in the library: a request outlives its document's removal (issue 56), its link does not. */
  documentInLibrary: string | null;
  /** The edition the request was written in; English when not said (issue 62). */
  language?: Language;
}

/**
 * The receipt a reader gets when they ask (issue 37), in the language of the form they used. The
 * address was typed into a form by anyone and has not confirmed itself (issue 54): only our words
 * and what we own — the document's title, the format from our list, the due date — never the name
 * or details given. The document's web version is English, and the Spanish says so.
 */
export function accessibilityRequestReceiptWords(request: RequestFacts & { dueOn: string }, siteUrl: string): NoticeWords {
  const language = request.language ?? 'en';
  const format = accessibleFormatNames[language][request.format];
  const due = isoDateIn(language, request.dueOn);
  const webPage = request.documentInLibrary ? siteAddress(siteUrl, sitePaths.documentWebPage(request.documentInLibrary)) : null;
  if (language === 'es')
    return {
      language,
      subject: `Recibimos su solicitud de ${request.documentTitle}`,
      heading: 'Recibimos su solicitud de un formato accesible',
      paragraphs: [
        'Hola:',
        `Recibimos una solicitud, hecha desde esta dirección de correo electrónico, del documento “${request.documentTitle}”. Formato: ${format}.`,
        `Se lo enviaremos a más tardar el ${due} (${REQUEST_WORKING_DAYS} días hábiles), y antes si podemos. No necesita pedirlo otra vez. El documento está escrito en inglés: si lo necesita en español, díganoslo en una respuesta a este mensaje.`,
        ...(webPage ? ['Mientras tanto, también puede leer el documento como página web en nuestro sitio (en inglés).'] : []),
        'Si usted no lo pidió, puede ignorar este mensaje. Para agregar algo, responda a este mensaje.',
      ],
      ...(webPage ? { action: { label: 'Leer el documento como página web (en inglés)', url: webPage } } : {}),
    };
  return {
    subject: `We received your request for ${request.documentTitle}`,
    heading: 'We received your request for an accessible format',
    paragraphs: [
      'Hello,',
      `We received a request, made with this e-mail address, for “${request.documentTitle}” as: ${format}.`,
      `We will send it to you by ${due} (${REQUEST_WORKING_DAYS} working days), and sooner when we can. You do not need to ask again.`,
      ...(webPage ? ['Until then, the document can also be read as a web page on our site.'] : []),
      'If you did not ask for it, you can ignore this e-mail. To add anything, reply to it.',
    ],
    ...(webPage ? { action: { label: 'Read the document as a web page', url: webPage } } : {}),
  };
}

/** The done e-mail's words in each edition; `until` is the day the file's link stops working, already written. */
const doneWords = {
  en: {
    subject: (title: string, status: 'sent' | 'closed') => `Your request for ${title}: ${accessibilityRequestStatuses[status].toLowerCase()}`,
    heading: { sent: 'Your accessible format has been sent', closed: 'Your request is closed' },
    sent: (title: string, format: string) => `We have sent “${title}” as: ${format}.`,
    closed: (title: string) => `We have closed your request for “${title}”.`,
    file: (name: string, until: string) =>
      `The file is ${name}. The link below works until ${until}; after that, reply to this e-mail and we will send it again.`,
    hello: 'Hello,',
    missing: 'If anything is missing, reply to this e-mail.',
    documentPage: 'Open the document’s page',
    download: (name: string) => `Download ${name}`,
    linkPlaceholder: (name: string) => `(the link to ${name})`,
  },
  es: {
    subject: (title: string, status: 'sent' | 'closed') => `Su solicitud de ${title}: ${status === 'sent' ? 'enviada' : 'cerrada'}`,
    heading: { sent: 'Le enviamos el documento en formato accesible', closed: 'Su solicitud está cerrada' },
    sent: (title: string, format: string) => `Le enviamos “${title}”. Formato: ${format}.`,
    closed: (title: string) => `Cerramos su solicitud de “${title}”.`,
    file: (name: string, until: string) =>
      `El archivo es ${name}. El enlace de abajo funciona hasta el ${until}; después, responda a este mensaje y se lo enviaremos otra vez.`,
    hello: 'Hola:',
    missing: 'Si falta algo, responda a este mensaje.',
    documentPage: 'Abrir la página del documento (en inglés)',
    download: (name: string) => `Descargar ${name}`,
    linkPlaceholder: (name: string) => `(el enlace a ${name})`,
  },
} satisfies Record<Language, unknown>;

/**
 * The e-mail a reader gets when their request is sent or closed, in words and in the language they
 * asked in: the worker sends it and staff see it before saving the status that sends it (issue 56).
 * Our words and staff's note, never the name they gave (issue 54); the link to the document only
 * while it is in the library.
 */
export function accessibilityRequestDoneWords(
  request: RequestFacts & {
    status: 'sent' | 'closed';
    staffNote: string;
    /** The accessible file attached, and the day (YYYY-MM-DD) its link works until; `token` is null where the link is not shown (staff's preview). */
    file?: { name: string; token: string | null; until: string } | null;
  },
  siteUrl: string,
): NoticeWords {
  const language = request.language ?? 'en';
  const words = doneWords[language];
  const file = request.status === 'sent' ? request.file : null;
  const documentPage = request.documentInLibrary
    ? { label: words.documentPage, url: siteAddress(siteUrl, sitePaths.document(request.documentInLibrary)) }
    : null;
  const download = file
    ? { label: words.download(file.name), url: file.token ? siteAddress(siteUrl, sitePaths.accessibleFile(file.token)) : words.linkPlaceholder(file.name) }
    : null;
  return {
    ...(language === 'en' ? {} : { language }),
    subject: words.subject(request.documentTitle, request.status),
    heading: words.heading[request.status],
    paragraphs: [
      words.hello,
      request.status === 'sent' ? words.sent(request.documentTitle, accessibleFormatNames[language][request.format]) : words.closed(request.documentTitle),
      ...(file ? [words.file(file.name, isoDateIn(language, file.until))] : []),
      ...(request.staffNote ? [request.staffNote] : []),
      words.missing,
    ],
    ...(download ? { action: download } : documentPage ? { action: documentPage } : {}),
  };
}
