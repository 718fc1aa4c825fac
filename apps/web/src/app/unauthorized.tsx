import Link from 'next/link';
import { SiteShell, siteShell } from '@/components/shell/site-shell';

export default function Unauthorized() {
  return (
    <SiteShell variant={siteShell}>
      <div className="container content-page">
        <h1>Please sign in</h1>
        <p>You need to be signed in to do this.</p>
        <p>
          <Link href="/auth/signin">Sign in</Link>
        </p>
      </div>
    </SiteShell>
  );
}
