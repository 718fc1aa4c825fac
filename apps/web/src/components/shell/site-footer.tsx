'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { NewsletterBlock } from '@/components/newsletter-form';
import { footerVariant } from './page-groups';

function BrandingBar() {
  return (
    <div className="branding-bar">
      <div className="container">An official website of the Commonwealth of Virginia</div>
    </div>
  );
}

/** The footer (spec §2): only the branding bar on platform, library, GAP-view and admin pages. */
export function SiteFooter({
  phone,
  translateWidget,
  newsletterUrl,
}: {
  phone: string;
  translateWidget: boolean;
  /** The list's sign-up post URL (NEWSLETTER_URL, or the site's own list). */
  newsletterUrl: string;
}) {
  const variant = footerVariant(usePathname());
  if (variant.kind === 'branding-only') {
    return (
      <footer className="site-footer site-footer--branding">
        <BrandingBar />
      </footer>
    );
  }
  return (
    <footer className="site-footer">
      {variant.newsletter && (
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
