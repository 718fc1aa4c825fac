'use client';

// A client component though it keeps no state, for the RSC payload's sake (see header-banner.tsx).
import Link from 'next/link';
import { NewsletterBlock } from '@/components/newsletter-form';

function BrandingBar() {
  return (
    <div className="branding-bar">
      <div className="container">An official website of the Commonwealth of Virginia</div>
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
}: {
  kind: FooterKind;
  phone: string;
  translateWidget: boolean;
  /** The list's sign-up post URL (NEWSLETTER_URL, or the site's own list). */
  newsletterUrl: string;
}) {
  if (kind === 'branding-only') {
    return (
      <footer className="site-footer site-footer--branding">
        <BrandingBar />
      </footer>
    );
  }
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
        <div className="footer-logos" role="group" aria-label="Partners">
          <span className="footer-logo">Commonwealth Transportation Board</span>
          <span className="footer-logo">Office of Intermodal Planning and Investment</span>
        </div>
        <p className="footer-508">
          We are committed to making this site accessible under Section 508. If you have trouble using any part of it, call{' '}
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> or <Link href="/get-involved/contact-us">contact us</Link>.
        </p>
        {translateWidget && <div id="google_translate_element" />}
        <p className="footer-copyright">© {new Date().getFullYear()} Commonwealth of Virginia</p>
      </div>
      <BrandingBar />
    </footer>
  );
}
