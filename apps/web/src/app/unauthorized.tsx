import { SiteShell, siteShell } from '@/components/shell/site-shell';
import { UnauthorizedContent } from '@/components/status-pages';

export default function Unauthorized() {
  return (
    <SiteShell variant={siteShell}>
      <UnauthorizedContent />
    </SiteShell>
  );
}
