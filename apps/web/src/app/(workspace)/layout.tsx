import type { ReactNode } from 'react';
import { SiteShell } from '@/components/shell/site-shell';

/** Full-width work pages (the hidden library, spatial-data intake and review): no header banner. */
export default function Layout({ children }: { children: ReactNode }) {
  return <SiteShell variant={{ banner: 'hidden', nav: 'white', footer: 'branding-only' }}>{children}</SiteShell>;
}
