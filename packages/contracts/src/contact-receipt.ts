import type { Language } from './languages';
import type { NoticeWords } from './notice-words';
import { siteAddress } from './site-paths';

/**
 * The receipt the sender of a contact-form message gets, in the language of the form they wrote in
 * (issue 62; the Spanish written by the team). The address was typed into a form by anyone and has
 * not confirmed itself (issue 54): the e-mail is in our words only — no name, nothing of the
 * message. Replying to it reaches staff, so it says so.
 */
export function contactReceiptWords(language: Language, siteUrl: string): NoticeWords {
  if (language === 'es')
    return {
      language: 'es',
      subject: 'Recibimos su mensaje',
      heading: 'Gracias por escribirnos',
      paragraphs: [
        'Hola:',
        'Recibimos el mensaje que se nos envió desde esta dirección de correo electrónico por medio del formulario de contacto en español del sitio de VTrans. El personal de la Oficina de Planificación e Inversión Intermodal lee todos los mensajes y le responderá en español a esta dirección. No necesita enviarlo otra vez.',
        'Si usted no nos escribió, puede ignorar este mensaje.',
        'Para agregar algo, responda a este mensaje.',
      ],
      // The FAQ is an English page; the Spanish home says what is in Spanish and how to get help by phone.
      action: { label: 'VTrans en español', url: siteAddress(siteUrl, '/es') },
    };
  return {
    subject: 'We received your message to VTrans',
    heading: 'Thank you for contacting VTrans',
    paragraphs: [
      'Hello,',
      'We received the message sent to us with this e-mail address through the contact form of the VTrans site. Staff of the Office of Intermodal Planning and Investment read every message and will answer at this address. You do not need to send it again.',
      'If you did not write to us, you can ignore this e-mail.',
      'To add anything, reply to this e-mail.',
    ],
    action: { label: 'Frequently asked questions', url: siteAddress(siteUrl, '/get-involved/frequently-asked-questions') },
  };
}
