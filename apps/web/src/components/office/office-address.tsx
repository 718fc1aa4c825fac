import { webEnv } from '@/env';

/** Where the office's letters go: one place for the contact page and the comment periods. */
export const officePostalAddress = ['Office of Intermodal Planning and Investment', '1221 East Broad Street', 'Richmond, VA 23219'] as const;

/** The office's postal address and telephone, as an address block. */
export function OfficeAddress() {
  const phone = webEnv().ACCESSIBILITY_PHONE;
  return (
    <address>
      {officePostalAddress.slice(1).join(', ')}
      <br />
      Phone: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
    </address>
  );
}

/**
 * The ways besides the website an open period takes comments, each with where to send it: the
 * period page said comments count "by e-mail, by letter" and named neither (issue 59).
 */
export function OtherWaysToComment({ periodTitle }: { periodTitle: string }) {
  const email = webEnv().COMMENTS_EMAIL;
  return (
    <section aria-labelledby="other-ways">
      <h2 id="other-ways">Other ways to comment</h2>
      <ul>
        <li>
          By e-mail to <a href={`mailto:${email}?subject=${encodeURIComponent(`Comment: ${periodTitle}`)}`}>{email}</a>, naming “{periodTitle}”.
        </li>
        <li>By letter to {officePostalAddress.join(', ')}, postmarked by the closing date.</li>
        <li>By telephone at {webEnv().ACCESSIBILITY_PHONE}, or in person at a public meeting.</li>
      </ul>
      <p>They count as comments made on the website do, and go in this record with their responses.</p>
    </section>
  );
}
