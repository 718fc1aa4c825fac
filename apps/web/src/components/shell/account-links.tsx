import Link from 'next/link';
import type { HeaderAccount } from '@/server/domain/header-account';

/**
 * The header's signed-in state: who is signed in, a link to their area, and a sign-out button
 * that posts at once (with the session's csrf token). Visitors get nothing; the page cache never
 * serves a signed-in request, so this is never stored.
 */
export function AccountLinks({ account }: { account: HeaderAccount | null }) {
  if (!account) return null;
  const { area } = account;
  return (
    <div className="account-links" aria-label="Your account" role="group">
      <span className="account-links__who">
        Signed in as <strong>{account.label}</strong>
      </span>
      {area && <Link href={area.href}>{area.label}</Link>}
      <form method="post" action="/api/auth/signout">
        <input type="hidden" name="csrfToken" value={account.csrfToken} />
        <button type="submit" className="link-button">
          Sign out
        </button>
      </form>
    </div>
  );
}
