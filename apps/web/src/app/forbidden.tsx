import Link from 'next/link';
import { SiteShell, siteShell } from '@/components/shell/site-shell';

export default function Forbidden() {
  return (
    <SiteShell variant={siteShell}>
      <div className="container content-page">
        <h1>You do not have access to this page</h1>
        <p>Your account is signed in, but its role does not include this page. If you need access, ask a VTrans administrator.</p>
        <p>
          <Link href="/">Go to the VTrans home page</Link> · <Link href="/auth/signout">Sign in with another account</Link>
        </p>
      </div>
    </SiteShell>
  );
}
