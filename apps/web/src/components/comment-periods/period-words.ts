import { type CommentChannel, commentChannelLabels, daysLeftOf, daysLeftText, type PeriodState } from '@vtrans/contracts/comment-periods';
import { type CommentCategory, spanishCommentCategories } from '@vtrans/contracts/comments';
import type { Language } from '@vtrans/contracts/languages';

/** A number and its noun, one or many. */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The words of the comment-period pages — the list and each period's public record — in each
 * language the site is written in (issue 62). The English are the site's own; the Spanish were
 * written by the team. What staff and the public wrote (a period's title and description, theme
 * and locality names, the comments and responses) is shown as written, marked with its language.
 */
const spanishChannelLabels: Record<CommentChannel, string> = {
  web: 'Sitio web',
  phone: 'Teléfono',
  letter: 'Carta',
  email: 'Correo electrónico',
  meeting: 'Reunión pública',
};

const en = {
  sections: {
    open: { heading: 'Open now', empty: 'No comment period is open just now. You can still comment on the map at any time.' },
    upcoming: { heading: 'Coming up', empty: 'None is scheduled yet.' },
    closed: { heading: 'Closed: what we heard and how we answered', empty: 'None has closed yet.' },
  } satisfies Record<PeriodState, { heading: string; empty: string }>,
  daysLeft: (closesAt: Date) => daysLeftText(closesAt),
  received: (n: number) => `${count(n, 'comment', 'comments')} received`,
  dateRangeJoin: ' to ',
  dateRangeStart: '',
  allPeriods: 'Public comment periods',
  recordTitle: (title: string) => `${title}: comments and responses`,
  recordDescription: (subject: string) => `The record of the public comment period on ${subject}: every comment received and the response to it.`,
  about: 'About',
  openFor: 'Open for comment',
  where: 'Where',
  statewide: 'Statewide',
  status: 'Status',
  state: (state: PeriodState, closesAt: Date) =>
    state === 'open' ? `Open: ${daysLeftText(closesAt).toLowerCase()}` : state === 'upcoming' ? 'Not open yet' : 'Closed',
  download: 'Download every public comment of this period:',
  csv: 'CSV (opens in a spreadsheet)',
  geojson: 'GeoJSON (opens in GIS)',
  print: 'Print or save as PDF',
  inNumbers: 'What we heard, in numbers',
  receivedAnswered: (received: number, answered: number) => `${count(received, 'comment', 'comments')} received, ${answered} answered.`,
  keptPrivate: (n: number) => ` ${n} of them ${n === 1 ? 'was' : 'were'} received in confidence at the commenter’s request: counted here, not shown below.`,
  severalThemes: 'A comment with several themes counts under each.',
  byChannel: ['Comments by how they reached us', 'Channel'],
  byTheme: ['Comments by theme', 'Theme'],
  byLocality: ['Comments by locality', 'Locality'],
  byCategory: ['Comments by category', 'Category'],
  countColumn: 'Comments',
  byThemeHeading: 'Comments and responses, by theme',
  nonePublic: 'No comment is public yet.',
  noTheme: 'No theme',
  themeGroup: (theme: string, n: number) => `${theme}: ${count(n, 'comment', 'comments')}`,
  noPlace: 'No place given',
  anonymous: 'Anonymous',
  response: (on: string | null) => `Response${on ? ` of ${on}` : ''}`,
  revised: (on: string, version: number) => `(revised ${on}, version ${version})`,
  notAnswered: 'Not yet answered.',
  channel: (channel: CommentChannel) => commentChannelLabels[channel],
  category: (category: string) => category,
  /** The ways to comment on an open period, from its record: the first is its button. */
  commentLinks: (periodId: string) => [
    { href: `/interactvtrans/comments/new?period=${periodId}`, label: 'Comment on a map' },
    { href: `/interactvtrans/comments?period=${periodId}#add-comment`, label: 'Comment without a map' },
  ],
};

const es: typeof en = {
  sections: {
    open: {
      heading: 'Abiertos ahora',
      empty: 'No hay ningún periodo de comentarios abierto en este momento. Puede comentar sobre un lugar en cualquier momento.',
    },
    upcoming: { heading: 'Próximos', empty: 'Todavía no hay ninguno programado.' },
    closed: { heading: 'Cerrados: lo que escuchamos y cómo respondimos', empty: 'Todavía no se ha cerrado ninguno.' },
  } satisfies Record<PeriodState, { heading: string; empty: string }>,
  daysLeft: (closesAt: Date) => {
    const days = daysLeftOf(closesAt);
    return days <= 0 ? 'Último día para comentar' : days === 1 ? 'Queda 1 día' : `Quedan ${days} días`;
  },
  received: (n: number) => `${count(n, 'comentario recibido', 'comentarios recibidos')}`,
  dateRangeJoin: ' hasta el ',
  dateRangeStart: 'Desde el ',
  allPeriods: 'Periodos de comentarios públicos',
  recordTitle: (title: string) => `${title}: comentarios y respuestas`,
  recordDescription: (subject: string) => `El registro del periodo de comentarios públicos sobre ${subject}: cada comentario recibido y su respuesta.`,
  about: 'Sobre',
  openFor: 'Abierto para comentarios',
  where: 'Dónde',
  statewide: 'Todo el estado',
  status: 'Estado',
  state: (state: PeriodState, closesAt: Date) =>
    state === 'open' ? `Abierto: ${es.daysLeft(closesAt).toLowerCase()}` : state === 'upcoming' ? 'Todavía no está abierto' : 'Cerrado',
  download: 'Descargue todos los comentarios públicos de este periodo (archivos con los encabezados en inglés):',
  csv: 'CSV (se abre en una hoja de cálculo)',
  geojson: 'GeoJSON (se abre en un programa SIG)',
  print: 'Imprimir o guardar como PDF',
  inNumbers: 'Lo que escuchamos, en números',
  receivedAnswered: (received: number, answered: number) =>
    `${count(received, 'comentario recibido', 'comentarios recibidos')}, ${count(answered, 'respondido', 'respondidos')}.`,
  keptPrivate: (n: number) =>
    n === 1
      ? ' 1 de ellos se recibió en confianza, a pedido de quien lo escribió: se cuenta aquí, pero no se muestra abajo.'
      : ` ${n} de ellos se recibieron en confianza, a pedido de quienes los escribieron: se cuentan aquí, pero no se muestran abajo.`,
  severalThemes: 'Un comentario con varios temas se cuenta en cada uno.',
  byChannel: ['Comentarios según cómo nos llegaron', 'Medio'],
  byTheme: ['Comentarios por tema del periodo', 'Tema'],
  byLocality: ['Comentarios por localidad', 'Localidad'],
  byCategory: ['Comentarios por categoría', 'Categoría'],
  countColumn: 'Comentarios',
  byThemeHeading: 'Comentarios y respuestas, por tema',
  nonePublic: 'Todavía no hay ningún comentario público.',
  noTheme: 'Sin tema',
  themeGroup: (theme: string, n: number) => `${theme}: ${count(n, 'comentario', 'comentarios')}`,
  noPlace: 'Sin lugar indicado',
  anonymous: 'Anónimo',
  response: (on: string | null) => `Respuesta${on ? ` del ${on}` : ''}`,
  revised: (on: string, version: number) => `(revisada el ${on}, versión ${version})`,
  notAnswered: 'Todavía sin respuesta.',
  channel: (channel: CommentChannel) => spanishChannelLabels[channel],
  category: (category: string) => spanishCommentCategories[category as CommentCategory] ?? category,
  // The Spanish edition's form: a place chosen from the list of localities, in Spanish.
  commentLinks: (periodId: string) => [{ href: `/es/interactvtrans/comments/new?period=${periodId}`, label: 'Comentar sobre este periodo' }],
};

export const periodWords: Record<Language, typeof en> = { en, es };
export type PeriodWords = typeof en;
