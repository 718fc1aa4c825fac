import type { ReactNode } from 'react';
import { SiteShell } from '@/components/shell/site-shell';

/** The admin area. */
export default function Layout({ children }: { children: ReactNode }) {
  return <SiteShell variant={{ banner: 'default', nav: 'white', footer: 'branding-only' }}>{children}</SiteShell>;
}
