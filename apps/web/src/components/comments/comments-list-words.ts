import type { Language } from '@vtrans/contracts/languages';

/**
 * Every word of the public list of comments around the public's own words (issue 62): its links,
 * filters, table, like and flag buttons and the no-map form's section. The English are the site's
 * own; the Spanish were written by the team. The comments are shown as they were written.
 */
export interface CommentsListWords {
  /** The lead of the Spanish page; the English page's heading and intro are staff's page text. */
  lead: string | null;
  onTheMap: string;
  onTheMapAfter: string;
  addYours: string;
  addYoursAfter: string;
  periods: string;
  periodsAfter: string;
  filters: {
    form: string;
    apply: string;
    clear: string;
    category: string;
    allCategories: string;
    locality: string;
    allLocalities: string;
    answered: string;
    answeredOrNot: string;
    yes: string;
    no: string;
    notUnderstood: string;
  };
  table: string;
  caption: (count: number, filtered: boolean) => string;
  columns: { date: string; category: string; where: string; comment: string; response: string; likes: string };
  outsideVirginia: string;
  anonymous: string;
  notAnswered: string;
  addHeading: string;
  addIntro: string;
  actions: {
    like: string;
    liked: string;
    likeFailed: string;
    likedFromNetwork: string;
    flag: string;
    why: string;
    sendFlag: string;
    cancel: string;
    flagged: string;
    flagFailed: string;
  };
}

const number = { en: new Intl.NumberFormat('en-US'), es: new Intl.NumberFormat('es-US') } satisfies Record<Language, Intl.NumberFormat>;

export const commentsListWords: Record<Language, CommentsListWords> = {
  en: {
    lead: null,
    onTheMap: 'Comment on a place on the map',
    onTheMapAfter: ' (on a phone too) · ',
    addYours: 'Add your comment',
    addYoursAfter: ' without the map · ',
    periods: 'Public comment periods',
    periodsAfter: ' and the record of each',
    filters: {
      form: 'Filter comments',
      apply: 'Apply filters',
      clear: 'Clear filters',
      category: 'Category',
      allCategories: 'All categories',
      locality: 'Locality',
      allLocalities: 'All localities',
      answered: 'Staff response',
      answeredOrNot: 'Answered or not',
      yes: 'Answered',
      no: 'Not answered yet',
      notUnderstood: 'Some filters were not understood and are ignored.',
    },
    table: 'Public comments',
    caption: (count, filtered) =>
      `${count === 1 ? '1 comment' : `${number.en.format(count)} comments`}${filtered ? ' matching the filters' : ''}, newest first`,
    columns: { date: 'Date', category: 'Category', where: 'Where', comment: 'Comment', response: 'Staff response', likes: 'Likes' },
    outsideVirginia: 'Outside Virginia',
    anonymous: 'anonymous',
    notAnswered: 'Not answered yet',
    addHeading: 'Add a comment without the map',
    addIntro: 'Choose the county or city your comment is about and, if you like, the address, road or place. You can also comment on the map.',
    actions: {
      like: 'Like',
      liked: 'Liked',
      likeFailed: 'That did not work; please try again.',
      likedFromNetwork: 'A like from your network (your office, library or home connection) was already counted for this comment.',
      flag: 'Flag for staff',
      why: 'Why should staff look at this comment?',
      sendFlag: 'Send flag',
      cancel: 'Cancel',
      flagged: 'Thank you. Staff will look at this comment.',
      flagFailed: 'The flag could not be sent.',
    },
  },
  es: {
    lead: 'Lo que la gente ha dicho sobre los lugares de Virginia por donde viaja, y lo que el personal respondió. Cada comentario se muestra en el idioma en que se escribió.',
    onTheMap: 'Comente sobre un lugar en el mapa',
    onTheMapAfter: ' (también en un teléfono) · ',
    addYours: 'Agregue su comentario',
    addYoursAfter: ' sin el mapa · ',
    periods: 'Periodos de comentarios públicos',
    periodsAfter: ' y el registro de cada uno',
    filters: {
      form: 'Filtrar los comentarios',
      apply: 'Aplicar filtros',
      clear: 'Quitar filtros',
      category: 'Tema',
      allCategories: 'Todos los temas',
      locality: 'Localidad',
      allLocalities: 'Todas las localidades',
      answered: 'Respuesta del personal',
      answeredOrNot: 'Con o sin respuesta',
      yes: 'Con respuesta',
      no: 'Todavía sin respuesta',
      notUnderstood: 'Algunos filtros no se entendieron y no se aplican.',
    },
    table: 'Comentarios públicos',
    caption: (count, filtered) =>
      `${count === 1 ? '1 comentario' : `${number.es.format(count)} comentarios`}${filtered ? ' que cumplen los filtros' : ''}, los más recientes primero`,
    columns: { date: 'Fecha', category: 'Tema', where: 'Lugar', comment: 'Comentario', response: 'Respuesta del personal', likes: 'Me gusta' },
    outsideVirginia: 'Fuera de Virginia',
    anonymous: 'anónimo',
    notAnswered: 'Todavía sin respuesta',
    addHeading: 'Agregue un comentario sin el mapa',
    addIntro:
      'Elija el condado o la ciudad de la que trata su comentario y, si quiere, la dirección, la carretera o el lugar. También puede comentar en el mapa.',
    actions: {
      like: 'Me gusta',
      liked: 'Le gusta',
      likeFailed: 'No funcionó; vuelva a intentarlo.',
      likedFromNetwork: 'Ya se contó un “me gusta” de su red (la conexión de su oficina, biblioteca o casa) para este comentario.',
      flag: 'Avisar al personal',
      why: '¿Por qué debe el personal revisar este comentario?',
      sendFlag: 'Enviar aviso',
      cancel: 'Cancelar',
      flagged: 'Gracias. El personal revisará este comentario.',
      flagFailed: 'No se pudo enviar el aviso.',
    },
  },
};
