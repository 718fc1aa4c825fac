import type { ReactNode } from 'react';
import { SiteShell } from '@/components/shell/site-shell';

/** The plan pages (about, vision, mid-term and long-term): the plan logo colour. */
export default function Layout({ children }: { children: ReactNode }) {
  return <SiteShell variant={{ banner: 'plan', nav: 'white', footer: 'full' }}>{children}</SiteShell>;
}
