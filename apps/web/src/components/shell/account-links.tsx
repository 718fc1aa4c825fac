import { adminAreaRoles, type Role } from '@vtrans/contracts';
import Link from 'next/link';

export type HeaderAccount = { name: string; email: string; role: Role; csrfToken: string };

/** Where a signed-in person's own work lives: staff review in the admin area, localities submit data. */
function accountArea(role: Role): { href: string; label: string } | null {
  if (adminAreaRoles.includes(role)) return { href: '/admin', label: 'Admin area' };
  if (role === 'locality') return { href: '/interactvtrans/submit', label: 'Your submissions' };
  return null;
}

/**
 * The header's signed-in state: who is signed in, a link to their area, and a sign-out button
 * that posts at once (with the session's csrf token). Visitors get nothing; the page cache never
 * serves a signed-in request, so this is never stored.
 */
export function AccountLinks({ account }: { account: HeaderAccount | null }) {
  if (!account) return null;
  const area = accountArea(account.role);
  return (
    <div className="account-links" aria-label="Your account" role="group">
      <span className="account-links__who">
        Signed in as <strong>{account.name || account.email}</strong>
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
