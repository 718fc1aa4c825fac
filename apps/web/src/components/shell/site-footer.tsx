'use client';

// A client component though it keeps no state, for the RSC payload's sake (see header-banner.tsx).
import Link from 'next/link';
import { NewsletterBlock } from '@/components/newsletter-form';
import { type Language, pathIn } from '@vtrans/contracts/languages';
import { shellText } from './shell-text';
import { TelephoneLink } from '@/components/telephone-link';

function BrandingBar({ edition }: { edition: Language }) {
  return (
    <div className="branding-bar">
      <div className="container">{shellText[edition].official}</div>
    </div>
  );
}

/**
 * What the footer shows (spec §2): only the branding bar on interactive, library, GAP-view and
 * admin pages; everything, with or without the newsletter block, elsewhere.
 */
export type FooterKind = 'branding-only' | 'full' | 'full-without-newsletter';

export function SiteFooter({
  kind,
  phone,
  translateWidget,
  newsletterUrl,
  edition = 'en',
}: {
  kind: FooterKind;
  /** The Spanish edition's footer has no newsletter block (the list writes in English). */
  edition?: Language;
  phone: string;
  translateWidget: boolean;
  /** The list's sign-up post URL (NEWSLETTER_URL, or the site's own list). */
  newsletterUrl: string;
}) {
  if (kind === 'branding-only') {
    return (
      <footer className="site-footer site-footer--branding">
        <BrandingBar edition={edition} />
      </footer>
    );
  }
  const text = shellText[edition];
  return (
    <footer className="site-footer">
      {kind === 'full' && (
        <div className="footer-newsletter">
          <div className="container">
            <NewsletterBlock postUrl={newsletterUrl} />
          </div>
        </div>
      )}
      <div className="container footer-grid">
        <div className="footer-logos" role="group" aria-label={text.partners}>
          <span className="footer-logo">Commonwealth Transportation Board</span>
          <span className="footer-logo">Office of Intermodal Planning and Investment</span>
        </div>
        <p className="footer-508">
          {text.section508Before} <TelephoneLink phone={phone} /> {text.section508Or}{' '}
          <Link href={pathIn(edition, '/get-involved/contact-us')}>{text.contactUs}</Link>.
        </p>
        {/* The Title VI notice and the privacy statement (issue 62), in the footer's language. */}
        <ul className="footer-links">
          <li>
            <Link href={pathIn(edition, '/about/title-vi')}>{text.titleVi}</Link>
          </li>
          <li>
            <Link href={pathIn(edition, '/about/privacy')}>{text.privacy}</Link>
          </li>
        </ul>
        {translateWidget && <div id="google_translate_element" />}
        <p className="footer-copyright">© {new Date().getFullYear()} Commonwealth of Virginia</p>
      </div>
      <BrandingBar edition={edition} />
    </footer>
  );
}
