import { type CommentCategory, commentCategories, spanishCommentCategories } from '@vtrans/contracts/comments';
import { virginiaDateTimeIn } from '@vtrans/contracts/dates';
import type { Language } from '@vtrans/contracts/languages';

/** What a comment period option says: its title, when it closes (ISO) and, in English, how long is left. */
interface PeriodOption {
  title: string;
  closesAt: string;
  daysLeft: string;
}

/** A period the address asked for that takes no comments now; its moments in ISO. */
interface ShutPeriodWords {
  title: string;
  state: 'upcoming' | 'closed';
  opensAt: string;
  closesAt: string;
}

/**
 * Every word of the comment form, in each language the site is written in (issue 62). The English
 * are the spec's and the site's own; the Spanish were written by the team. One message per field
 * in Spanish: the checks are the shared schema's (contracts' NewComment), whose messages are
 * English, and each field has one thing a person can get wrong in it.
 */
export interface CommentFormWords {
  form: string;
  periodLabel: string;
  periodHint: string;
  noPeriod: string;
  periodOption: (period: PeriodOption) => string;
  shut: (period: ShutPeriodWords) => string;
  shutLink: (state: ShutPeriodWords['state']) => string;
  category: string;
  chooseCategory: string;
  categoryName: (category: CommentCategory) => string;
  comment: string;
  count: (length: number, max: number) => string;
  name: string;
  nameHint: string;
  email: string;
  post: string;
  posting: string;
  posted: string;
  notPosted: string;
  tryAgain: string;
  /** In Spanish, each field's one message (by the field's name), in place of the schema's English; none in English. */
  fieldMessages: Partial<Record<string, string>>;
}

// Made once: the count is written again at every keystroke.
const number = { en: new Intl.NumberFormat('en-US'), es: new Intl.NumberFormat('es-US') } satisfies Record<Language, Intl.NumberFormat>;

export const commentFormWords: Record<Language, CommentFormWords> = {
  en: {
    form: 'Your comment',
    periodLabel: 'Open comment period',
    periodHint: 'Choose one if your comment is about it: it becomes part of that period’s record.',
    noPeriod: 'None: a general comment',
    periodOption: (period) => `${period.title} (closes ${virginiaDateTimeIn('en', period.closesAt)}; ${period.daysLeft.toLowerCase()})`,
    shut: (period) =>
      period.state === 'closed'
        ? `The comment period “${period.title}” closed on ${virginiaDateTimeIn('en', period.closesAt)}: it takes no more comments, and what you send now is a general comment.`
        : `The comment period “${period.title}” opens on ${virginiaDateTimeIn('en', period.opensAt)}: until then, what you send is a general comment.`,
    shutLink: (state) => (state === 'closed' ? 'Read what was said and how it was answered' : 'Read about the period'),
    category: 'Category',
    chooseCategory: 'Choose a category',
    categoryName: (category) => category,
    comment: 'Comment',
    count: (length, max) => `${number.en.format(length)} of ${number.en.format(max)} characters`,
    name: 'Your name (optional)',
    nameHint: 'Shown publicly with your comment. You may give just your initials, or leave it empty to appear as “anonymous”.',
    email: 'Your email (optional, to receive the staff reply)',
    post: 'Post comment',
    posting: 'Posting…',
    posted: 'Thank you — your comment has been posted. Staff read every comment.',
    notPosted: 'Your comment could not be posted.',
    tryAgain: 'Your comment could not be posted. Please try again in a moment.',
    fieldMessages: {},
  },
  es: {
    form: 'Su comentario',
    periodLabel: 'Periodo de comentarios abierto',
    periodHint: 'Elija uno si su comentario trata de él: formará parte del registro de ese periodo.',
    noPeriod: 'Ninguno: un comentario general',
    periodOption: (period) => `${period.title} (cierra el ${virginiaDateTimeIn('es', period.closesAt)})`,
    shut: (period) =>
      period.state === 'closed'
        ? `El periodo de comentarios “${period.title}” cerró el ${virginiaDateTimeIn('es', period.closesAt)}: ya no recibe comentarios, y lo que envíe ahora será un comentario general.`
        : `El periodo de comentarios “${period.title}” abre el ${virginiaDateTimeIn('es', period.opensAt)}: hasta entonces, lo que envíe será un comentario general.`,
    shutLink: (state) => (state === 'closed' ? 'Lea lo que se dijo y cómo se respondió' : 'Lea sobre el periodo'),
    category: 'Tema',
    chooseCategory: 'Elija un tema',
    categoryName: (category) => spanishCommentCategories[category],
    comment: 'Comentario',
    count: (length, max) => `${number.es.format(length)} de ${number.es.format(max)} caracteres`,
    name: 'Su nombre (opcional)',
    nameHint: 'Se muestra en público con su comentario. Puede dar solo sus iniciales, o dejarlo vacío para aparecer como “anónimo”.',
    email: 'Su correo electrónico (opcional, para recibir la respuesta del personal)',
    post: 'Enviar comentario',
    posting: 'Enviando…',
    posted: 'Gracias: su comentario fue publicado. El personal lee todos los comentarios.',
    notPosted: 'No se pudo publicar su comentario.',
    tryAgain: 'No se pudo publicar su comentario. Vuelva a intentarlo en un momento.',
    fieldMessages: {
      category: 'Elija un tema de la lista.',
      text: 'Escriba su comentario, de hasta 2,000 caracteres.',
      name: 'Su nombre debe tener menos de 100 caracteres.',
      email: 'Escriba una dirección de correo electrónico válida, o deje el campo vacío.',
      periodId: 'Elija un periodo de comentarios de la lista.',
    },
  },
};

/** Every category, as the form offers them: the stored name as the value, the language's name as the label. */
export const categoryOptions = (words: CommentFormWords) => commentCategories.map((category) => ({ value: category, label: words.categoryName(category) }));
