import type { Language } from '@vtrans/contracts/languages';

/**
 * The words of the frame around every page, in each edition (issue 62). The English are the
 * spec's and stay exact; the Spanish were written by the team, not by a machine.
 */
const en = {
  skipLink: 'Skip to main content',
  official: 'An official website of the Commonwealth of Virginia',
  howYouKnow: 'Here’s how you know',
  runByState: 'Run by a state office.',
  runByStateBody:
    'This site belongs to the Office of Intermodal Planning and Investment, in the Office of the Secretary of Transportation of the Commonwealth of Virginia, which prepares VTrans for the Commonwealth Transportation Board.',
  secure: 'Secure sites use HTTPS.',
  secureBefore: 'A lock or',
  secureAfter: 'in the address bar means you have connected safely. Share sensitive information only on official, secure websites.',
  administeredBy: 'Administered by the Office of Intermodal Planning and Investment',
  homeLabel: 'VTrans home',
  gapTaLabel: 'GAP-TA: about GAP technical assistance',
  partners: 'Partners',
  section508Before: 'We are committed to making this site accessible under Section 508. If you have trouble using any part of it, call',
  section508Or: 'or',
  contactUs: 'contact us',
  titleVi: 'Title VI: your civil rights',
  privacy: 'Privacy',
};

const es: Record<keyof typeof en, string> = {
  skipLink: 'Saltar al contenido principal',
  official: 'Un sitio web oficial del Commonwealth de Virginia',
  howYouKnow: 'Así es como usted puede verificarlo',
  runByState: 'Lo administra una oficina estatal.',
  runByStateBody:
    'Este sitio pertenece a la Oficina de Planificación e Inversión Intermodal (Office of Intermodal Planning and Investment), de la Secretaría de Transporte del Commonwealth de Virginia, que prepara VTrans para la Junta de Transporte del Commonwealth (Commonwealth Transportation Board).',
  secure: 'Los sitios seguros usan HTTPS.',
  secureBefore: 'Un candado o',
  secureAfter:
    'en la barra de direcciones significa que usted se conectó de forma segura. Comparta información confidencial solo en sitios web oficiales y seguros.',
  administeredBy: 'Administrado por la Oficina de Planificación e Inversión Intermodal',
  homeLabel: 'Inicio de VTrans en español',
  gapTaLabel: 'GAP-TA: sobre la asistencia técnica GAP (en inglés)',
  partners: 'Socios',
  section508Before: 'Queremos que todas las personas puedan usar este sitio, conforme a la Sección 508. Si tiene dificultades con alguna parte, llame al',
  section508Or: 'y pida un intérprete, o',
  contactUs: 'escríbanos',
  titleVi: 'Título VI: sus derechos civiles',
  privacy: 'Privacidad',
};

export const shellText: Record<Language, typeof es> = { en, es };

/** The link to the same page in the other edition, named in that edition's language. */
export const otherEditionLink = {
  en: { label: 'Español', lang: 'es' },
  es: { label: 'English', lang: 'en' },
} as const satisfies Record<Language, { label: string; lang: Language }>;
