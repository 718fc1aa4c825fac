import type { ReactNode } from 'react';
import { webEnv } from '@/env';
import { headerAccount } from '@/server/domain/header-account';
import { newsletterPostUrl } from '@/server/domain/newsletter';
import { AccountLinks } from './account-links';
import { HeaderBanner, type LogoGroup } from './header-banner';
import { HeaderSearch } from './header-search';
import { NavBar } from './nav-bar';
import { type FooterKind, SiteFooter } from './site-footer';

/**
 * How a part of the site wears the shell (spec §2). Each route group's layout names its own
 * (app/(plan)/layout.tsx, app/(platform)/layout.tsx …): a page takes the shell of the group its
 * folder sits in, and no list of paths decides it.
 */
export type ShellVariant = {
  /** The header banner with its logos' colour, or none (the full-screen tools). */
  banner: LogoGroup | 'hidden';
  /** Spec §2: the bar is blue on GAP and interactive pages. */
  nav: 'blue' | 'white';
  footer: FooterKind;
};

/** The header banner, navigation bar, main region and footer around a page. */
export async function SiteShell({ variant, children }: { variant: ShellVariant; children: ReactNode }) {
  const account = await headerAccount();
  const env = webEnv();
  return (
    <>
      {variant.banner !== 'hidden' && (
        <HeaderBanner
          group={variant.banner}
          tools={
            <>
              <HeaderSearch />
              <AccountLinks account={account} />
            </>
          }
        />
      )}
      <NavBar blue={variant.nav === 'blue'} />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter kind={variant.footer} phone={env.ACCESSIBILITY_PHONE} translateWidget={env.TRANSLATE_WIDGET === 'true'} newsletterUrl={newsletterPostUrl()} />
    </>
  );
}

/** The shell of the site's ordinary pages, also worn by the pages that stand outside any group (not found, forbidden). */
export const siteShell: ShellVariant = { banner: 'default', nav: 'white', footer: 'full' };
