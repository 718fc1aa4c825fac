import { SiteShell, siteShell } from '@/components/shell/site-shell';
import { notFoundMetadata } from '@/components/not-found-metadata';
import { NotFoundContent } from '@/components/status-pages';

/**
 * An address no route group has: drawn in the root layout, so with a shell of its own. A page that
 * calls notFound() is inside its group's layout and gets the group's not-found.tsx (content only).
 */
export const metadata = notFoundMetadata;

export default function NotFound() {
  return (
    <SiteShell variant={siteShell}>
      <NotFoundContent />
    </SiteShell>
  );
}
