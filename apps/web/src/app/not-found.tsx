import type { Metadata } from 'next';
import { SiteShell, siteShell } from '@/components/shell/site-shell';
import { NotFoundContent } from '@/components/status-pages';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you were looking for is not on the VTrans website.',
};

export default function NotFound() {
  return (
    <SiteShell variant={siteShell}>
      <NotFoundContent />
    </SiteShell>
  );
}
