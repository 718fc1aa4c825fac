import { type Language, langWhereDifferent } from '@vtrans/contracts/languages';
import { webEnv } from '@/env';
import { TelephoneLink } from '@/components/telephone-link';

/** Where the office's letters go: one place for the contact page and the comment periods. */
export const officePostalAddress = ['Office of Intermodal Planning and Investment', '1221 East Broad Street', 'Richmond, VA 23219'] as const;

/** The office's postal address and telephone, as an address block; its one word in the page's language (issue 62). */
export function OfficeAddress({ language = 'en' }: { language?: Language }) {
  const phone = webEnv().ACCESSIBILITY_PHONE;
  return (
    <address>
      {/* An address is written as the post office reads it: English, and marked so on a Spanish page. */}
      <span lang={langWhereDifferent('en', language)}>{officePostalAddress.slice(1).join(', ')}</span>
      <br />
      {language === 'es' ? 'Teléfono' : 'Phone'}: <TelephoneLink phone={phone} />
    </address>
  );
}

/**
 * The ways besides the website an open period takes comments, each with where to send it: the
 * period page said comments count "by e-mail, by letter" and named neither (issue 59). In Spanish
 * on the Spanish record (issue 62); the office's address is an address, and stays as it is written.
 */
export function OtherWaysToComment({ periodTitle, language = 'en' }: { periodTitle: string; language?: Language }) {
  const { COMMENTS_EMAIL: email, ACCESSIBILITY_PHONE: phone } = webEnv();
  const mail = <a href={`mailto:${email}?subject=${encodeURIComponent(`Comment: ${periodTitle}`)}`}>{email}</a>;
  const address = <span lang={langWhereDifferent('en', language)}>{officePostalAddress.join(', ')}</span>;
  if (language === 'es')
    return (
      <section aria-labelledby="other-ways">
        <h2 id="other-ways">Otras formas de comentar</h2>
        <ul>
          <li>
            Por correo electrónico a {mail}, nombrando “<span lang="en">{periodTitle}</span>”.
          </li>
          <li>Por carta a {address}, con matasellos de la fecha de cierre o antes.</li>
          <li>Por teléfono al {phone} (pida un intérprete de español, sin costo), o en persona en una reunión pública.</li>
        </ul>
        <p>Cuentan igual que los comentarios hechos en el sitio web, y se publican en este registro con sus respuestas.</p>
      </section>
    );
  return (
    <section aria-labelledby="other-ways">
      <h2 id="other-ways">Other ways to comment</h2>
      <ul>
        <li>
          By e-mail to {mail}, naming “{periodTitle}”.
        </li>
        <li>By letter to {address}, postmarked by the closing date.</li>
        <li>By telephone at {phone}, or in person at a public meeting.</li>
      </ul>
      <p>They count as comments made on the website do, and go in this record with their responses.</p>
    </section>
  );
}
