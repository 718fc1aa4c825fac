import type { ReactNode } from 'react';
import { SiteShell } from '@/components/shell/site-shell';

/** Search, the document library, sign-in and the newsletter's pages: the footer leaves out the newsletter block (spec §2; the newsletter pages carry the form themselves). */
export default function Layout({ children }: { children: ReactNode }) {
  return <SiteShell variant={{ banner: 'default', nav: 'white', footer: 'full-without-newsletter' }}>{children}</SiteShell>;
}
