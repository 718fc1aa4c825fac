import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AccessibilityNotice } from '@/components/shell/accessibility-notice';
import { AccountLinks } from '@/components/shell/account-links';
import { HeaderSearch } from '@/components/shell/header-search';
import { HeaderBanner } from '@/components/shell/header-banner';
import { OfficialBanner } from '@/components/shell/official-banner';
import { NavBar } from '@/components/shell/nav-bar';
import { SiteFooter } from '@/components/shell/site-footer';
import { ToastHost } from '@/components/shell/toasts';
import { ThirdPartyScripts } from '@/components/third-party-scripts';
import { webEnv } from '@/env';
import { headerAccount } from '@/server/header-account';
import { newsletterPostUrl } from '@/server/newsletter';
import { isProductionHost } from '@/server/production-host';
import { shareMetadata } from '@/server/share-metadata';
import './globals.css';

/** Spec §2: pages served anywhere but the production host carry robots noindex,nofollow. */
export async function generateMetadata(): Promise<Metadata> {
  return {
    ...(await shareMetadata()),
    title: { default: 'VTrans', template: '%s | VTrans' },
    description: 'Virginia’s statewide multimodal transportation plan.',
    robots: (await isProductionHost()) ? undefined : { index: false, follow: false },
  };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const account = await headerAccount();
  return (
    // --site-url: print styles write it before site links' addresses (globals.css, @media print).
    <html lang="en" style={{ ['--site-url' as string]: JSON.stringify(new URL(webEnv().SITE_URL).origin) }}>
      <body>
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        <OfficialBanner />
        <HeaderBanner
          tools={
            <>
              <HeaderSearch />
              <AccountLinks account={account} />
            </>
          }
        />
        <NavBar />
        <main id="main-content" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter
          phone={webEnv().ACCESSIBILITY_PHONE}
          translateWidget={webEnv().TRANSLATE_WIDGET === 'true'}
          newsletterUrl={newsletterPostUrl()}
        />
        <AccessibilityNotice />
        {/* Spec §9: toasts hide after 6000 ms. */}
        <ToastHost />
        <ThirdPartyScripts config={webEnv()} />
      </body>
    </html>
  );
}
