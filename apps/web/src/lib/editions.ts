import { sitePaths } from '@vtrans/contracts/site-paths';

const commentPeriodsPath = sitePaths.commentPeriods;

/** A page written in Spanish by the team: its title, and its name in the edition's list of pages. */
export interface SpanishPage {
  title: string;
  label: string;
}

/**
 * The English pages that have a Spanish version written by the team. Only these get `hreflang`
 * alternates and a place in the sitemap; every other `/es/…` address says in Spanish that the
 * page is not translated yet and where to get help (app/es/[...path]).
 */
export const spanishPages: ReadonlyMap<string, SpanishPage> = new Map([
  ['/', { title: 'VTrans: el plan de transporte de Virginia', label: 'Inicio' }],
  ['/interactvtrans/comments/new', { title: 'Comente sobre un lugar', label: 'Comentar' }],
  [commentPeriodsPath, { title: 'Periodos de comentarios públicos', label: 'Periodos de comentarios' }],
]);

// A period's record (/get-involved/comment-periods/<id>) has its Spanish page too: the frame is the
// team's Spanish, the period's own words and the public's comments are as they were written.
const periodRecord = new RegExp(`^${commentPeriodsPath}/[0-9a-f-]{36}$`);

/** Whether an English page has a Spanish version written by the team: one of spanishPages, or a period's record. */
export const writtenInSpanish = (englishPath: string): boolean => spanishPages.has(englishPath) || periodRecord.test(englishPath);
