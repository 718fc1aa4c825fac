import { sitePaths } from '@vtrans/contracts/site-paths';

const commentPeriodsPath = sitePaths.commentPeriods;

/** A page written in Spanish by the team: its title, and its name in the edition's list of pages. */
export interface SpanishPage {
  title: string;
  label: string;
  /** Its meta description, which Spanish search reads with the title. */
  description: string;
}

/**
 * The English pages that have a Spanish version written by the team. Only these get `hreflang`
 * alternates and a place in the sitemap; every other `/es/…` address says in Spanish that the
 * page is not translated yet and where to get help (app/es/[...path]).
 */
export const spanishPages: ReadonlyMap<string, SpanishPage> = new Map([
  [
    '/',
    {
      title: 'VTrans: el plan de transporte de Virginia',
      label: 'Inicio',
      description:
        'VTrans es el plan de transporte a largo plazo de Virginia, para carreteras, tránsito, trenes, bicicletas y peatones. Cómo opinar y cómo recibir ayuda en español.',
    },
  ],
  [
    '/interactvtrans/comments/new',
    {
      title: 'Comente sobre un lugar',
      label: 'Comentar',
      description: 'Deje un comentario en español sobre un lugar de Virginia: un cruce peligroso, una parada de autobús, una acera que falta.',
    },
  ],
  [
    '/interactvtrans/map-explorer',
    {
      title: 'Explorador de mapas',
      label: 'Explorador de mapas',
      description:
        'Vea en un mapa de Virginia los corredores y las necesidades del plan VTrans y los comentarios del público, y deje el suyo dibujando en el mapa.',
    },
  ],
  [
    '/interactvtrans/comments',
    {
      title: 'Comentarios del público',
      label: 'Comentarios recibidos',
      description: 'Lo que la gente ha dicho sobre los lugares de Virginia por donde viaja, lo que el personal respondió, y cómo comentar sin usar un mapa.',
    },
  ],
  [
    commentPeriodsPath,
    {
      title: 'Periodos de comentarios públicos',
      label: 'Periodos de comentarios',
      description:
        'Cuándo la Junta de Transporte del Commonwealth pide comentarios sobre una parte del plan VTrans, cómo comentar, y lo que se dijo en cada periodo.',
    },
  ],
  [
    '/get-involved/meetings',
    {
      title: 'Reuniones y seminarios web',
      label: 'Reuniones',
      description: 'Las próximas reuniones públicas y seminarios web de VTrans, con fecha y hora, y cómo pedir un intérprete sin costo.',
    },
  ],
  [
    '/get-involved/program-updates',
    {
      title: 'Novedades del programa',
      label: 'Novedades',
      description: 'Lo que VTrans anuncia sobre el plan de transporte de Virginia y sus programas, con las novedades traducidas al español.',
    },
  ],
  [
    '/get-involved/frequently-asked-questions',
    {
      title: 'Preguntas frecuentes',
      label: 'Preguntas frecuentes',
      description: 'Respuestas a las preguntas más comunes sobre VTrans, el plan de transporte de Virginia, y cómo recibir ayuda en español.',
    },
  ],
  [
    '/documents-and-media/request-accessible-format',
    {
      title: 'Pida un documento en un formato accesible',
      label: 'Documentos en formato accesible',
      description:
        'Pida un documento de VTrans en un formato que pueda usar: un PDF accesible, una página web, letra grande, braille o audio. Le respondemos en español.',
    },
  ],
]);

// A period's record (/get-involved/comment-periods/<id>) has its Spanish page too: the frame is the
// team's Spanish, the period's own words and the public's comments are as they were written.
const periodRecord = new RegExp(`^${commentPeriodsPath}/[0-9a-f-]{36}$`);

/** Whether an English page has a Spanish version written by the team: one of spanishPages, or a period's record. */
export const writtenInSpanish = (englishPath: string): boolean => spanishPages.has(englishPath) || periodRecord.test(englishPath);
