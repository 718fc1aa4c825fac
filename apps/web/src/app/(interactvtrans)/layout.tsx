import type { ReactNode } from 'react';
import { SiteShell } from '@/components/shell/site-shell';

/** InteractVTrans's reading pages (about, tutorials, datasets, submitting): a blue bar and only the branding bar below. */
export default function Layout({ children }: { children: ReactNode }) {
  return <SiteShell variant={{ banner: 'default', nav: 'blue', footer: 'branding-only' }}>{children}</SiteShell>;
}
