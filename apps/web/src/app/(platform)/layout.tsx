import type { ReactNode } from 'react';
import { SiteShell } from '@/components/shell/site-shell';

/** The interactive platform's full-screen tools (its tabs, the map and data explorers, a GAP study's map): no header banner. */
export default function Layout({ children }: { children: ReactNode }) {
  return <SiteShell variant={{ banner: 'hidden', nav: 'blue', footer: 'branding-only' }}>{children}</SiteShell>;
}
