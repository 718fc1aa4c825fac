import { SiteShell, siteShell } from '@/components/shell/site-shell';
import { ForbiddenContent } from '@/components/status-pages';

export default function Forbidden() {
  return (
    <SiteShell variant={siteShell}>
      <ForbiddenContent />
    </SiteShell>
  );
}
