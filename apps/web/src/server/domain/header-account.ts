import 'server-only';
import { adminAreaRoles, type Role } from '@vtrans/contracts/auth';
import { csrfTokenOfCookie, currentSession } from '../auth/session';

/** What the header shows of a signed-in person: their name, their own area, and the token sign-out posts. */
export type HeaderAccount = { label: string; area: { href: string; label: string } | null; csrfToken: string };

/** Where a signed-in person's own work lives: staff review in the admin area, localities submit data. */
function accountArea(role: Role): HeaderAccount['area'] {
  if (adminAreaRoles.includes(role)) return { href: '/admin', label: 'Admin area' };
  if (role === 'locality') return { href: '/interactvtrans/submit', label: 'Your submissions' };
  return null;
}

/** What the header shows of this request's signed-in person; null for a visitor. */
export async function headerAccount(): Promise<HeaderAccount | null> {
  const session = await currentSession();
  if (!session) return null;
  const { name, email, role } = session.user;
  return { label: name || email, area: accountArea(role), csrfToken: (await csrfTokenOfCookie()) ?? '' };
}
