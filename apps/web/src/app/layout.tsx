import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AccessibilityNotice } from '@/components/shell/accessibility-notice';
import { OfficialBanner } from '@/components/shell/official-banner';
import { ToastHost } from '@/components/shell/toasts';
import { ThirdPartyScripts } from '@/components/third-party-scripts';
import { addressCarriesSecret } from '@/third-party';
import { webEnv } from '@/env';
import { verifiedFileNames } from '@/server/domain/documents';
import { isProductionHost } from '@/server/http/production-host';
import { requestPath } from '@/server/http/request-edition';
import { languageOfPath } from '@vtrans/contracts/languages';
import { SkipLink } from '@/components/shell/skip-link';
import { shareMetadata } from '@/server/http/share-metadata';
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

/**
 * What every page has. The header banner, navigation bar, main region and footer are the route
 * group's (each group's layout.tsx renders SiteShell with its variant), so a page's folder decides
 * its shell.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const [verified, path] = await Promise.all([verifiedFileNames(), requestPath()]);
  return (
    // --site-url: print styles write it before site links' addresses (globals.css, @media print).
    // The edition is the address's (lib/editions.ts), so a cached copy is always in its own language.
    <html lang={languageOfPath(path)} style={{ ['--site-url' as string]: JSON.stringify(new URL(webEnv().SITE_URL).origin) }}>
      <body>
        <SkipLink />
        <OfficialBanner />
        {children}
        <AccessibilityNotice verifiedFileNames={verified} />
        {/* Spec §9: toasts hide after 6000 ms. */}
        <ToastHost />
        {!addressCarriesSecret(path) && <ThirdPartyScripts config={webEnv()} />}
      </body>
    </html>
  );
}
