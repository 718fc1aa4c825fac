import type { ReactNode } from 'react';
import { SiteShell, siteShell } from '@/components/shell/site-shell';

/** The site's ordinary public pages. */
export default function Layout({ children }: { children: ReactNode }) {
  return <SiteShell variant={siteShell}>{children}</SiteShell>;
}
