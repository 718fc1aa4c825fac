import { type Language, langWhereDifferent, pathIn } from '@vtrans/contracts/languages';
import Link from 'next/link';
import { officePostalAddress } from '@/components/office/office-address';
import { webEnv } from '@/env';
import { TelephoneLink } from '@/components/telephone-link';

const words = {
  en: {
    heading: 'Where to send a complaint or ask for language help',
    coordinator: 'Title VI Coordinator',
    phone: 'Telephone',
    form: 'Online',
    formLink: 'the contact form',
    formNote: 'say that it is a Title VI complaint',
  },
  es: {
    heading: 'Dónde enviar una queja o pedir ayuda en su idioma',
    coordinator: 'Coordinación del Título VI (Title VI Coordinator)',
    phone: 'Teléfono',
    form: 'En línea',
    formLink: 'el formulario de contacto',
    formNote: 'diga que es una queja del Título VI; puede escribir en español',
  },
} satisfies Record<Language, Record<string, string>>;

/**
 * Where a Title VI complaint goes (issue 62): the coordinator at the office's address, the
 * telephone line with its interpreters, and the contact form — from the site's settings, so the
 * notice's text (page text staff edit) never holds an old number.
 */
export function ComplaintContacts({ language }: { language: Language }) {
  const text = words[language];
  const phone = webEnv().ACCESSIBILITY_PHONE;
  return (
    <section aria-labelledby="title-vi-contacts">
      <h2 id="title-vi-contacts">{text.heading}</h2>
      {/* A list, not the two-column facts grid: the Spanish labels are long, and a phone is 320 px. */}
      <ul>
        <li>
          <strong>{text.coordinator}:</strong> <span lang={langWhereDifferent('en', language)}>{officePostalAddress.join(', ')}</span>
        </li>
        <li>
          <strong>{text.phone}:</strong> <TelephoneLink phone={phone} />
        </li>
        <li>
          <strong>{text.form}:</strong> <Link href={pathIn(language, '/get-involved/contact-us')}>{text.formLink}</Link>; {text.formNote}
        </li>
      </ul>
    </section>
  );
}
