import type { ReactNode } from 'react';
import { SiteShell } from '@/components/shell/site-shell';

/** The GAP technical-assistance pages (about GAP-TA, the application): the GAP logo colour, a blue bar. */
export default function Layout({ children }: { children: ReactNode }) {
  return <SiteShell variant={{ banner: 'gap', nav: 'blue', footer: 'full' }}>{children}</SiteShell>;
}
